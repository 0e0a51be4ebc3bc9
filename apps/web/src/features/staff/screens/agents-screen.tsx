import { LENDING_MARKET_IDS, type LendingMarketId, STAFF_ROLES, type StaffAgent } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { requestStaff } from '../api/request-staff.ts';
import { useStaffMutation } from '../api/use-staff-mutation.ts';
import { confirmActions } from '../components/confirm-actions.ts';
import { OneTimeSecret } from '../components/one-time-secret.tsx';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { PasswordAgainField } from '../components/password-again-field.tsx';
import { useConsoleWording, useSignedIn } from '../components/staff-context.tsx';
import { MARKET_NAMES, ROLE_NAMES } from '../components/staff-shell.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';
import { AGENT_STATE_NAMES } from '../labels.ts';

const AGENTS_KEY = ['staff', 'agents'] as const;

type AccountAction = 'disable' | 'enable' | 'link';

/**
 * Admins: every account, adding one (a one-time link to set its password, shown once), disabling one. Every account
 * change asks for the admin's own password again: the server refuses it without.
 */
export function AgentsScreen() {
  const { t, date } = useConsoleWording();
  const { session } = useSignedIn();
  const ids = { email: useId(), role: useId(), market: useId(), password: useId(), confirmPassword: useId() };
  const list = useQuery({ queryKey: AGENTS_KEY, queryFn: () => requestStaff('agents') });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof STAFF_ROLES)[number]>('agent');
  const [market, setMarket] = useState<LendingMarketId>(session.agent.market);
  const [password, setPassword] = useState('');
  const [link, setLink] = useState<string>();
  const [pending, setPending] = useState<{ action: AccountAction; agent: StaffAgent }>();
  const [confirmPassword, setConfirmPassword] = useState('');
  const add = useStaffMutation(() => requestStaff('addAgent', { request: { email, role, market, password } }), {
    done: t('staff.agentAddedShort'),
    refresh: [AGENTS_KEY],
  });
  type Change = { id: number; password: string };
  const disable = useStaffMutation(
    ({ id, password }: Change) => requestStaff('disableAgent', { params: { id }, request: { password } }),
    { done: t('staff.agentDisabled'), refresh: [AGENTS_KEY] },
  );
  const enable = useStaffMutation(
    ({ id, password }: Change) => requestStaff('enableAgent', { params: { id }, request: { password } }),
    { done: t('staff.agentEnabled'), refresh: [AGENTS_KEY] },
  );
  const newLink = useStaffMutation(
    ({ id, password }: Change) => requestStaff('newPasswordLink', { params: { id }, request: { password } }),
    { done: t('staff.linkIssued'), refresh: [AGENTS_KEY] },
  );
  const confirm = () => {
    if (!pending) return;
    const change = { id: pending.agent.id, password: confirmPassword };
    if (pending.action === 'disable') disable.mutate(change);
    if (pending.action === 'enable') enable.mutate(change);
    if (pending.action === 'link') newLink.mutate(change, { onSuccess: (issued) => setLink(issued.link) });
  };
  const ask = (action: AccountAction, agent: StaffAgent) => {
    setConfirmPassword('');
    setPending({ action, agent });
  };
  const QUESTIONS = {
    disable: 'staff.disableConfirm',
    enable: 'staff.enableConfirm',
    link: 'staff.newLinkConfirm',
  } as const;
  const TITLES = { disable: 'staff.disable', enable: 'staff.enable', link: 'staff.newLink' } as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(undefined, {
      onSuccess: (issued) => {
        setLink(issued.link);
        setEmail('');
        setPassword('');
      },
    });
  };

  const columns: StaffColumn<StaffAgent>[] = [
    { key: 'email', header: t('staff.colEmail'), render: (a) => a.email },
    { key: 'role', header: t('staff.colRole'), render: (a) => t(ROLE_NAMES[a.role]) },
    { key: 'market', header: t('staff.colMarket'), render: (a) => t(MARKET_NAMES[a.market]) },
    { key: 'state', header: t('staff.colStatus'), render: (a) => t(AGENT_STATE_NAMES[a.state]) },
    {
      key: 'last',
      header: t('staff.colLastSignIn'),
      render: (a) => (a.lastSignInAt ? date(a.lastSignInAt, true) : t('staff.never')),
    },
    {
      key: 'actions',
      header: t('staff.colActions'),
      render: (a) =>
        a.id === session.agent.id ? null : (
          <span className="staff-actions staff-actions--inline">
            {a.state === 'disabled' ? (
              <button
                type="button"
                className="staff-button"
                onClick={() => ask('enable', a)}
                aria-label={`${t('staff.enable')}: ${a.email}`}
              >
                {t('staff.enable')}
              </button>
            ) : (
              <button
                type="button"
                className="staff-button staff-button--danger"
                onClick={() => ask('disable', a)}
                aria-label={`${t('staff.disable')}: ${a.email}`}
              >
                {t('staff.disable')}
              </button>
            )}
            {a.state !== 'disabled' && (
              <button
                type="button"
                className="staff-button"
                onClick={() => ask('link', a)}
                aria-label={`${t('staff.newLink')}: ${a.email}`}
              >
                {t('staff.newLink')}
              </button>
            )}
          </span>
        ),
    },
  ];

  return (
    <StaffPage title={t('staff.agentsTitle')}>
      {link && <OneTimeSecret label={t('staff.agentAdded')} secret={link} onDone={() => setLink(undefined)} />}
      {list.data ? (
        <StaffTable
          caption={t('staff.agentsTitle')}
          columns={columns}
          rows={list.data.agents}
          rowKey={(a) => a.id}
          empty={t('staff.empty')}
        />
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
      {/* Only an admin may add an account (the API refuses anyone else): an agent is not offered a form that fails. */}
      {session.agent.role === 'admin' && (
        <section className="staff-section" aria-labelledby="add-agent">
          <h2 id="add-agent">{t('staff.addAgent')}</h2>
          <form className="staff-form staff-form--row" onSubmit={submit}>
            <div className="staff-field">
              <label htmlFor={ids.email}>{t('staff.email')}</label>
              <input
                id={ids.email}
                type="email"
                required
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="staff-field">
              <label htmlFor={ids.role}>{t('staff.colRole')}</label>
              <select
                id={ids.role}
                value={role}
                onChange={(event) => setRole(STAFF_ROLES.find((r) => r === event.target.value) ?? 'agent')}
              >
                {STAFF_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(ROLE_NAMES[value])}
                  </option>
                ))}
              </select>
            </div>
            <div className="staff-field">
              <label htmlFor={ids.market}>{t('staff.colMarket')}</label>
              <select
                id={ids.market}
                value={market}
                onChange={(event) => setMarket(LENDING_MARKET_IDS.find((m) => m === event.target.value) ?? market)}
              >
                {LENDING_MARKET_IDS.map((value) => (
                  <option key={value} value={value}>
                    {t(MARKET_NAMES[value])}
                  </option>
                ))}
              </select>
            </div>
            <PasswordAgainField
              id={ids.password}
              label={t('staff.yourPassword')}
              value={password}
              onChange={setPassword}
            />
            <button type="submit" className="staff-button staff-button--primary" disabled={add.isPending}>
              {t('staff.addAgent')}
            </button>
          </form>
        </section>
      )}
      <Dialog
        open={pending !== undefined}
        title={t(TITLES[pending?.action ?? 'disable'])}
        className="staff-dialog"
        closesOnBackdrop={false}
        onClose={() => setPending(undefined)}
        actions={confirmActions({
          cancel: t('staff.cancel'),
          confirm: t(TITLES[pending?.action ?? 'disable']),
          disabled: confirmPassword === '',
          onConfirm: confirm,
          onClose: () => setPending(undefined),
        })}
      >
        {pending && <p>{t(QUESTIONS[pending.action], { name: pending.agent.email })}</p>}
        <PasswordAgainField
          id={ids.confirmPassword}
          label={t('staff.yourPassword')}
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
      </Dialog>
    </StaffPage>
  );
}
