import type { StaffData } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { requestStaff } from '../api/request-staff.ts';
import { useStaffMutation } from '../api/use-staff-mutation.ts';
import { confirmActions } from '../components/confirm-actions.ts';
import { OneTimeSecret } from '../components/one-time-secret.tsx';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';

type Token = StaffData<'tokens'>['tokens'][number];
const TOKENS_KEY = ['staff', 'tokens'] as const;

/** The agent's personal API tokens for the command-line script: created here (shown once), revoked here. */
export function TokensScreen() {
  const { t, date } = useConsoleWording();
  const nameId = useId();
  const list = useQuery({ queryKey: TOKENS_KEY, queryFn: () => requestStaff('tokens') });
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string>();
  const [revoking, setRevoking] = useState<Token>();
  const create = useStaffMutation(() => requestStaff('createToken', { request: { name } }), {
    done: t('staff.tokenCreated'),
    refresh: [TOKENS_KEY],
  });
  const revoke = useStaffMutation((id: number) => requestStaff('revokeToken', { params: { id } }), {
    done: t('staff.revoked'),
    refresh: [TOKENS_KEY],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(undefined, {
      onSuccess: (created) => {
        setSecret(created.secret);
        setName('');
      },
    });
  };
  const columns: StaffColumn<Token>[] = [
    { key: 'name', header: t('staff.tokenName'), render: (k) => k.name },
    { key: 'hint', header: t('staff.colHint'), render: (k) => <code>{k.hint}…</code> },
    { key: 'created', header: t('staff.colCreated'), render: (k) => date(k.createdAt, true) },
    {
      key: 'used',
      header: t('staff.colLastUsed'),
      render: (k) => (k.lastUsedAt ? date(k.lastUsedAt, true) : t('staff.never')),
    },
    {
      key: 'state',
      header: t('staff.colStatus'),
      render: (k) =>
        k.revokedAt ? (
          `${t('staff.revoked')} · ${date(k.revokedAt, true)}`
        ) : (
          <button
            type="button"
            className="staff-button staff-button--danger"
            onClick={() => setRevoking(k)}
            aria-label={`${t('staff.revoke')}: ${k.name}`}
          >
            {t('staff.revoke')}
          </button>
        ),
    },
  ];
  return (
    <StaffPage title={t('staff.tokensTitle')}>
      <p className="staff-muted">{t('staff.tokensIntro')}</p>
      {secret && (
        <OneTimeSecret label={t('staff.tokenShownOnce')} secret={secret} onDone={() => setSecret(undefined)} />
      )}
      <form className="staff-form staff-form--row" onSubmit={submit}>
        <div className="staff-field">
          <label htmlFor={nameId}>{t('staff.tokenName')}</label>
          <input id={nameId} required maxLength={80} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <button type="submit" className="staff-button staff-button--primary" disabled={create.isPending}>
          {t('staff.createToken')}
        </button>
      </form>
      {list.data ? (
        <StaffTable
          caption={t('staff.tokensTitle')}
          columns={columns}
          rows={list.data.tokens}
          rowKey={(k) => k.id}
          empty={t('staff.noTokens')}
        />
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
      <Dialog
        open={revoking !== undefined}
        title={t('staff.revoke')}
        className="staff-dialog"
        closesOnBackdrop={false}
        onClose={() => setRevoking(undefined)}
        actions={confirmActions({
          cancel: t('staff.cancel'),
          confirm: t('staff.revoke'),
          onConfirm: () => revoking && revoke.mutate(revoking.id),
          onClose: () => setRevoking(undefined),
        })}
      >
        {revoking && <p>{t('staff.revokeConfirm', { name: revoking.name })}</p>}
      </Dialog>
    </StaffPage>
  );
}
