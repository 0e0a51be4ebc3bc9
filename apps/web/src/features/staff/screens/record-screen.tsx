import { COMPLAINT_TEXT_MAX } from '@loan/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { requestStaff } from '../api/request-staff.ts';
import { useComplaintTypes } from '../api/use-complaint-types.ts';
import { useStaffMutation } from '../api/use-staff-mutation.ts';
import { StaffPage } from '../components/page-state.tsx';
import { useConsoleWording, useSignedIn } from '../components/staff-context.tsx';
import { CHANNEL_NAMES } from '../labels.ts';
import { localInputToInstant } from '../rules.ts';
import { complaintPage } from '../staff-paths.ts';

const RECORD_CHANNELS = ['phone', 'email'] as const;

/** A complaint that came by phone or e-mail, recorded so its answer-by date is tracked like the app's. */
export function RecordScreen() {
  const { t } = useConsoleWording();
  const { market } = useSignedIn();
  const navigate = useNavigate();
  const types = useComplaintTypes();
  const ids = { borrower: useId(), type: useId(), subType: useId(), detail: useId(), order: useId(), at: useId() };
  const [channel, setChannel] = useState<(typeof RECORD_CHANNELS)[number]>('phone');
  const [borrowerId, setBorrowerId] = useState('');
  const [problemType, setProblemType] = useState('');
  const [problemSonType, setProblemSonType] = useState('');
  const [detail, setDetail] = useState('');
  const [orderNo, setOrderNo] = useState('');
  const [receivedAt, setReceivedAt] = useState('');
  const record = useStaffMutation(
    () =>
      requestStaff('recordComplaint', {
        request: {
          borrowerId: Number(borrowerId),
          channel,
          problemType: Number(problemType),
          ...(problemSonType ? { problemSonType: Number(problemSonType) } : {}),
          detail,
          orderNo: orderNo.trim(),
          ...(receivedAt ? { receivedAt: localInputToInstant(receivedAt, market.timeZone) } : {}),
        },
      }),
    { done: t('staff.recordedShort'), refresh: [['staff', 'queue']] },
  );
  const parents = (types.data ?? []).filter((type) => type.parent === null);
  const children = (types.data ?? []).filter((type) => type.parent !== null && String(type.parent) === problemType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(undefined, { onSuccess: (changed) => navigate(complaintPage(changed.id)) });
  };

  return (
    <StaffPage title={t('staff.recordTitle')}>
      <form className="staff-form staff-form--wide" onSubmit={submit}>
        <fieldset className="staff-fieldset">
          <legend>{t('staff.recordChannel')}</legend>
          {RECORD_CHANNELS.map((value) => (
            <label key={value} className="staff-check">
              <input
                type="radio"
                name="channel"
                value={value}
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              <span>{t(CHANNEL_NAMES[value])}</span>
            </label>
          ))}
        </fieldset>
        <div className="staff-field">
          <label htmlFor={ids.borrower}>{t('staff.recordBorrower')}</label>
          <input
            id={ids.borrower}
            inputMode="numeric"
            pattern="[0-9]+"
            required
            value={borrowerId}
            onChange={(event) => setBorrowerId(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="staff-field">
          <label htmlFor={ids.type}>{t('staff.recordType')}</label>
          <select
            id={ids.type}
            required
            value={problemType}
            onChange={(event) => {
              setProblemType(event.target.value);
              setProblemSonType('');
            }}
          >
            <option value="">—</option>
            {parents.map((type) => (
              <option key={type.value} value={type.value}>
                {type.title}
              </option>
            ))}
          </select>
        </div>
        {children.length > 0 && (
          <div className="staff-field">
            <label htmlFor={ids.subType}>{t('staff.recordSubType')}</label>
            <select id={ids.subType} value={problemSonType} onChange={(event) => setProblemSonType(event.target.value)}>
              <option value="">—</option>
              {children.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="staff-field">
          <label htmlFor={ids.detail}>{t('staff.recordText')}</label>
          <textarea
            id={ids.detail}
            rows={5}
            required
            maxLength={COMPLAINT_TEXT_MAX}
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
          />
          <p className="staff-muted staff-counter">
            {detail.length}/{COMPLAINT_TEXT_MAX}
          </p>
        </div>
        <div className="staff-field">
          <label htmlFor={ids.order}>{t('staff.recordOrder')}</label>
          <input id={ids.order} value={orderNo} maxLength={64} onChange={(event) => setOrderNo(event.target.value)} />
        </div>
        <div className="staff-field">
          <label htmlFor={ids.at}>{t('staff.recordReceivedAt', { zone: market.timeZone })}</label>
          <input
            id={ids.at}
            type="datetime-local"
            value={receivedAt}
            onChange={(event) => setReceivedAt(event.target.value)}
          />
        </div>
        <button type="submit" className="staff-button staff-button--primary" disabled={record.isPending}>
          {t('staff.recordSubmit')}
        </button>
      </form>
    </StaffPage>
  );
}
