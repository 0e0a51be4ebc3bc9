import { Link } from 'react-router';
import { Money } from '@/components/money.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import type { DelayExtended } from '../api/load-delay-detail.ts';
import '@/features/repay/settled/settled-order.css';

/**
 * The extension screen reopened after its fee was paid: the extension is done, with the new due date and what is
 * owed on it, and the way back to the loan (not a page that "could not load").
 */
export function ExtensionDone({ extended }: { extended: DelayExtended }) {
  const { t, money, date } = useWording();
  const orderId = getLaunchContext().orderId ?? '';
  return (
    <section className="settled" aria-labelledby="extension-done-title">
      <div className="settled__icon" aria-hidden="true">
        ✓
      </div>
      <h2 id="extension-done-title" className="settled__title">
        {t('repay.extendedTitle')}
      </h2>
      <p className="settled__text">
        {t('repay.extendedText', { product: extended.productName, date: date(extended.newDueOn) })}
      </p>
      <dl className="settled__facts">
        <div>
          <dt>{t('repay.extendedDueOn')}</dt>
          <dd>{date(extended.newDueOn)}</dd>
        </div>
        <div>
          <dt>{t('repay.extendedOwed')}</dt>
          <dd>
            <Money>{money(extended.due)}</Money>
          </dd>
        </div>
      </dl>
      <Link className="settled__link" to={paths.loanDetail.href({ orderId })}>
        {t('repay.extendedBack')}
      </Link>
    </section>
  );
}
