import { HOUSE_ACCOUNT_FORMATS, type HouseAccountKind, type StaffData } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { requestStaff } from '../api/request-staff.ts';
import { useStaffMutation } from '../api/use-staff-mutation.ts';
import { confirmActions } from '../components/confirm-actions.ts';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { PasswordAgainField } from '../components/password-again-field.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';

type Account = StaffData<'paymentAccounts'>['accounts'][number];
const ACCOUNTS_KEY = ['staff', 'payment-accounts'] as const;
const KIND_NAMES = {
  clabePrefix: 'staff.accountKindClabePrefix',
  upiVpa: 'staff.accountKindUpiVpa',
  ifsc: 'staff.accountKindIfsc',
} as const satisfies Record<HouseAccountKind, string>;

/**
 * Admins: the accounts the house payment channels of their market collect into. A channel without one is refused to
 * borrowers ("not available yet"); setting one takes the admin's password again and lands in the audit log.
 */
export function PaymentAccountsScreen() {
  const { t } = useConsoleWording();
  const ids = { value: useId(), password: useId() };
  const list = useQuery({ queryKey: ACCOUNTS_KEY, queryFn: () => requestStaff('paymentAccounts') });
  const [editing, setEditing] = useState<Account>();
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const save = useStaffMutation(
    (change: { payCode: string; value: string; password: string }) =>
      requestStaff('setPaymentAccount', {
        params: { payCode: change.payCode },
        request: { value: change.value, password: change.password },
      }),
    { done: t('staff.accountSaved'), refresh: [ACCOUNTS_KEY] },
  );
  const edit = (account: Account) => {
    setValue(account.value ?? '');
    setPassword('');
    setEditing(account);
  };
  const columns: StaffColumn<Account>[] = [
    { key: 'channel', header: t('staff.colChannel'), render: (a) => a.channel },
    { key: 'kind', header: t('staff.colAccountKind'), render: (a) => t(KIND_NAMES[a.kind]) },
    {
      key: 'value',
      header: t('staff.colAccount'),
      render: (a) => (a.value === null ? <strong>{t('staff.accountNotSet')}</strong> : <code>{a.value}</code>),
    },
    {
      key: 'actions',
      header: t('staff.colActions'),
      render: (a) => (
        <button
          type="button"
          className="staff-button"
          onClick={() => edit(a)}
          aria-label={`${t('staff.setAccount')}: ${a.channel}`}
        >
          {t('staff.setAccount')}
        </button>
      ),
    },
  ];
  const valid = editing !== undefined && HOUSE_ACCOUNT_FORMATS[editing.kind].test(value.trim());
  return (
    <StaffPage title={t('staff.paymentAccountsTitle')}>
      <p>{t('staff.paymentAccountsIntro')}</p>
      {list.data ? (
        <StaffTable
          caption={t('staff.paymentAccountsTitle')}
          columns={columns}
          rows={list.data.accounts}
          rowKey={(a) => a.payCode}
          empty={t('staff.empty')}
        />
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
      <Dialog
        open={editing !== undefined}
        title={editing ? `${editing.channel}: ${t(KIND_NAMES[editing.kind])}` : ''}
        className="staff-dialog"
        closesOnBackdrop={false}
        onClose={() => setEditing(undefined)}
        actions={confirmActions({
          cancel: t('staff.cancel'),
          confirm: t('staff.setAccount'),
          disabled: !valid || password === '',
          onConfirm: () => editing && save.mutate({ payCode: editing.payCode, value: value.trim(), password }),
          onClose: () => setEditing(undefined),
        })}
      >
        {editing && <p>{t('staff.setAccountQuestion', { channel: editing.channel })}</p>}
        <div className="staff-field">
          <label htmlFor={ids.value}>{t('staff.newAccountValue')}</label>
          <input
            id={ids.value}
            required
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <PasswordAgainField
          id={ids.password}
          label={t('staff.confirmPassword')}
          value={password}
          onChange={setPassword}
        />
      </Dialog>
    </StaffPage>
  );
}
