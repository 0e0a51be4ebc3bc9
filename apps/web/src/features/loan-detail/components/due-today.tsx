import { Money } from '@/components/money.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import type { LoanDetail } from '../api/loan-detail.ts';

export interface DueTodayProps {
  dueToday: NonNullable<LoanDetail['dueToday']>;
}

/**
 * What the borrower owes, first on the screen: the server's figure, the one the repayment screen asks for. Before the
 * due date it is headed by that date (nothing has to be paid today) and says that paying early costs the same, as the
 * loan terms say; on the due date it is what to pay today, and when late the days overdue and the late interest.
 */
export function DueToday({ dueToday }: DueTodayProps) {
  const { t, money, date } = useWording();
  const late = dueToday.overdueDays > 0;
  const early = dueToday.dueInDays > 0;
  return (
    <section className={`due-today${late ? ' due-today--late' : ''}`} aria-labelledby="due-today-title">
      <h2 id="due-today-title" className="due-today__title">
        {early ? t('detail.dueOnHeading', { date: date(dueToday.dueDate) }) : t('detail.dueToday')}
      </h2>
      <p className="due-today__amount">
        <Money>{money(dueToday.amount)}</Money>
      </p>
      <p className="due-today__when">
        {late
          ? t('detail.overdue', { date: date(dueToday.dueDate), days: dueToday.overdueDays })
          : early
            ? t('detail.earlyRepayment')
            : t('detail.dueOn', { date: date(dueToday.dueDate) })}
      </p>
      {dueToday.lateInterest > 0 && (
        <p className="due-today__late">{t('detail.lateInterest', { amount: money(dueToday.lateInterest) })}</p>
      )}
    </section>
  );
}
