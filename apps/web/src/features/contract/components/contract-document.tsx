import {
  CONTRACT_ANNUAL_RATE_PCT,
  CONTRACT_DAILY_INTEREST_LABEL,
  CONTRACT_OVERDUE_PCT_PER_DAY,
  type ContractRecord,
} from '@loan/contract';
import type { ReactNode } from 'react';
import { Money } from '@/components/money.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { useBorrowerMarket } from '@/platform/borrower-market.ts';
import { type NoteValues, PROMISSORY_NOTE } from '../content/promissory-note.ts';
import { contractTermRows, type TermValue } from '../rules.ts';

export interface ContractDocumentProps {
  record: ContractRecord;
  variant: 'note' | 'period';
}

export function ContractDocument({ record, variant }: ContractDocumentProps) {
  const { t, set, money, date } = useWording();
  const market = useBorrowerMarket();
  const values: NoteValues = {
    userName: record.userName,
    userAddress: record.userAddress,
    company: record.company,
    productName: record.productName,
    amount: money(record.amount),
    bankNo: record.bankNo,
    daiDate: date(record.daiDate),
    planDate: date(record.planDate),
    contractAmount: money(record.contractAmount),
    commission: money(record.commission),
    interest: money(record.Interest),
    tax: money(record.IVA),
    giveAmount: money(record.giveAmount),
    termDays: record.termDays,
    periods: record.periods.length,
    dailyRate: CONTRACT_DAILY_INTEREST_LABEL,
    annualRatePct: CONTRACT_ANNUAL_RATE_PCT,
    overduePct: CONTRACT_OVERDUE_PCT_PER_DAY,
    contractDate: date(record.contractDate),
  };
  const instalments = variant === 'period';
  const note = PROMISSORY_NOTE[set](values, instalments, market);
  const show = (value: TermValue) =>
    value.kind === 'money' ? <Money>{money(value.minor)}</Money> : value.kind === 'date' ? date(value.iso) : value.text;

  return (
    <article className="contract" lang={set}>
      <h2 className="contract__title">{t(instalments ? 'confirm.periodNoteTitle' : 'confirm.noteTitle')}</h2>
      <p className="contract__lead">
        {record.company} · {record.productName}
      </p>
      {note.intro.map((paragraph) => (
        <p key={paragraph}>{withWholeDates(paragraph)}</p>
      ))}
      <table className="contract__table">
        <caption>{t('confirm.termsCaption')}</caption>
        <tbody>
          {contractTermRows(record, market.tax).map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label, row.labelValues)}</th>
              <td>{show(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{withWholeDates(note.promise)}</p>
      {instalments && (
        <table className="contract__table contract__table--schedule">
          <caption>{t('confirm.scheduleCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('confirm.tablePeriod')}</th>
              <th scope="col">{t('glossary.dueDate')}</th>
              <th scope="col">{t('confirm.tablePrincipal')}</th>
              <th scope="col">{t('confirm.tablePeriodInterest')}</th>
              <th scope="col">{t('confirm.tablePeriodAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {record.periods.map((period) => (
              <tr key={period.period}>
                <th scope="row">{period.period}</th>
                <td>
                  <time dateTime={period.planDate}>{date(period.planDate)}</time>
                </td>
                <td>
                  <Money>{money(period.principal)}</Money>
                </td>
                <td>
                  <Money>{money(period.Interest)}</Money>
                </td>
                <td>
                  <Money>{money(period.amount)}</Money>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {note.clauses.map((paragraph) => (
        <p key={paragraph}>{withWholeDates(paragraph)}</p>
      ))}
      <section className="contract__signatures" aria-label={`${t('confirm.lender')} / ${t('confirm.borrower')}`}>
        <SignatureBlock role={t('confirm.lender')} name={record.company} date={values.contractDate} />
        <SignatureBlock role={t('confirm.borrower')} name={record.userName} date={values.contractDate} />
      </section>
    </article>
  );
}

const ISO_DATES = /\d{4}-\d{2}-\d{2}/g;

/** The dates of running text as `<time>`, which the page never breaks at a hyphen ("2026- / 12-24"). */
export function withWholeDates(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ISO_DATES)) {
    nodes.push(text.slice(from, match.index));
    nodes.push(
      <time key={match.index} dateTime={match[0]}>
        {match[0]}
      </time>,
    );
    from = match.index + match[0].length;
  }
  nodes.push(text.slice(from));
  return nodes;
}

function SignatureBlock({ role, name, date }: { role: string; name: string; date: string }) {
  const { t } = useWording();
  return (
    <div className="contract__signature">
      <h3>{role}</h3>
      <p>
        {t('confirm.signatureName')}: {name}
      </p>
      <p>
        {t('confirm.signature')}: <span className="contract__sign-line">{name}</span>
      </p>
      <p>
        {t('confirm.signatureDate')}: {withWholeDates(date)}
      </p>
    </div>
  );
}
