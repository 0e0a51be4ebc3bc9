import { DetailList } from '@/components/detail-list.tsx';
import { Money } from '@/components/money.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import type { ConfirmOffer } from '../api/confirm-offer.ts';
import { couponAmount } from '../rules.ts';

export interface ConfirmOfferViewProps {
  offer: ConfirmOffer;
}

/** What the borrower is about to accept: product, amount, term, daily rate, details, plan and any coupon. */
export function ConfirmOfferView({ offer }: ConfirmOfferViewProps) {
  const { t, money, date } = useWording();
  const coupon = couponAmount(offer.couNum);
  return (
    <>
      <section className="confirm-card" aria-labelledby="confirm-product">
        <div className="confirm-card__product">
          <img src={offer.comProductLogo} alt="" width={40} height={40} />
          <h2 id="confirm-product">{offer.comProductName}</h2>
        </div>
        <p className="confirm-card__label">{t('glossary.loanAmount')}</p>
        <p className="confirm-card__amount">
          <Money>{money(offer.amount)}</Money>
        </p>
        {offer.amountDec && <p className="confirm-card__hint">{offer.amountDec}</p>}
        <dl className="confirm-card__facts">
          <div>
            <dt>{t('glossary.loanTerm')}</dt>
            <dd>{t('common.days', { days: offer.termDays })}</dd>
          </div>
          <div>
            <dt>{t('loan.interestRate')}</dt>
            <dd>{offer.loanRate}</dd>
          </div>
          <div>
            <dt>{t('loan.repaymentDate')}</dt>
            <dd>{date(offer.firstPayTime)}</dd>
          </div>
        </dl>
        {offer.ratemsg && <p className="confirm-card__hint">{offer.ratemsg}</p>}
        {coupon !== undefined && (
          <p className="confirm-card__coupon">
            <span>{t('confirm.coupon')}</span>
            <strong>
              -<Money>{money(coupon)}</Money>
            </strong>
          </p>
        )}
      </section>

      <section className="confirm-section" aria-labelledby="confirm-details">
        <h2 id="confirm-details" className="confirm-section__title">
          {t('loan.details')}
        </h2>
        <DetailList rows={offer.details} label={t('loan.details')} />
      </section>

      <section className="confirm-section" aria-labelledby="confirm-plan">
        <h2 id="confirm-plan" className="confirm-section__title">
          {t('loan.paymentPlan')}
        </h2>
        <ol className="repay-plan">
          {offer.repay_plans.map((plan) => (
            <li key={`${plan.title}-${plan.pay_time}`} className="repay-plan__item">
              <div className="repay-plan__head">
                <span className="repay-plan__title">{plan.title}</span>
                <span className="repay-plan__amount">
                  <Money>{money(plan.amount)}</Money>
                </span>
              </div>
              <div className="repay-plan__meta">
                <span>{plan.description}</span>
                <time dateTime={plan.pay_time}>{date(plan.pay_time)}</time>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
