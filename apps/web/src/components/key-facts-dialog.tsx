import type { KeyFacts } from '@loan/contract';
import { Dialog } from '@/components/dialog.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { useBorrowerMarket } from '@/platform/borrower-market.ts';
import { ANNUAL_COST_WORDING, annualCostText } from './key-facts-rules.ts';
import './key-facts-dialog.css';
import { Money } from '@/components/money.tsx';

export interface KeyFactsDialogProps {
  keyFacts: KeyFacts;
  onClose: () => void;
}

/**
 * The whole statement, every figure from the server, in the app's dialog. Its order follows the RBI KFS (amounts,
 * fees, APR, schedule, contingent charges, cooling-off, grievance) and holds every item of CONDUSEF's carátula (CAT,
 * amounts, commissions, penal interest, UNE contact). The confirm screen shows the offer's, the loan detail the
 * signed order's.
 */
export default function KeyFactsDialog({ keyFacts, onClose }: KeyFactsDialogProps) {
  const { t, money, date } = useWording();
  const { annualCost, tax } = useBorrowerMarket();
  const pct = annualCostText(keyFacts.annualCostPct, annualCost);
  const costWords = ANNUAL_COST_WORDING[keyFacts.costKind];
  const g = keyFacts.grievance;

  return (
    <Dialog open title={t('keyFacts.title')} onClose={onClose} className="key-facts">
      <div className="key-facts__content">
        <p className="key-facts__intro">{t('keyFacts.intro')}</p>

        <div className="key-facts__cost">
          <span>{t(costWords.name)}</span>
          <strong>{pct}%</strong>
          <small>{t(costWords.statement, { pct, tax: tax.name })}</small>
        </div>

        <dl className="key-facts__rows">
          <div>
            <dt>{t('keyFacts.amountSanctioned')}</dt>
            <dd>
              <Money>{money(keyFacts.amountSanctioned)}</Money>
            </dd>
          </div>
          <div>
            <dt>{t('keyFacts.amountReceived')}</dt>
            <dd>
              <Money>{money(keyFacts.amountReceived)}</Money>
            </dd>
          </div>
          <div>
            <dt>{t('keyFacts.disbursalDate')}</dt>
            <dd>{date(keyFacts.disbursalDate)}</dd>
          </div>
          <div>
            <dt>{t('keyFacts.totalRepay')}</dt>
            <dd>
              <Money>{money(keyFacts.totalRepay)}</Money>
            </dd>
          </div>
        </dl>

        <h3 className="key-facts__heading">{t('keyFacts.fees')}</h3>
        <dl className="key-facts__rows">
          {keyFacts.fees.map((fee) => (
            <div key={fee.name}>
              <dt>{fee.name}</dt>
              <dd>
                <Money>{money(fee.amount)}</Money>
              </dd>
            </div>
          ))}
        </dl>

        <h3 className="key-facts__heading">{t('keyFacts.schedule')}</h3>
        <dl className="key-facts__rows">
          {keyFacts.schedule.map((row) => (
            <div key={row.date}>
              <dt>
                <time dateTime={row.date}>{date(row.date)}</time>
              </dt>
              <dd>
                <Money>{money(row.amount)}</Money>
              </dd>
            </div>
          ))}
        </dl>

        <h3 className="key-facts__heading">{t('keyFacts.penal')}</h3>
        <p className="key-facts__text">{t('keyFacts.penalValue', { pct: keyFacts.penalPerDayPct })}</p>

        <h3 className="key-facts__heading">{t('keyFacts.coolingOff')}</h3>
        <p className="key-facts__text">{t('keyFacts.coolingOffValue', { days: keyFacts.coolingOffDays })}</p>

        <h3 className="key-facts__heading">{t('keyFacts.grievance')}</h3>
        <address className="key-facts__text">
          {g.name}
          <br />
          {t('keyFacts.phone')}: <a href={`tel:${g.phone.replace(/\s/g, '')}`}>{g.phone}</a>
          <br />
          {t('keyFacts.email')}: <a href={`mailto:${g.email}`}>{g.email}</a>
          <br />
          {t('keyFacts.grievanceHours', { hours: g.hours })}
          <br />
          {t('keyFacts.grievanceResponse', { days: g.responseDays })}
        </address>

        <button type="button" className="key-facts__close" onClick={onClose}>
          {t('keyFacts.close')}
        </button>
      </div>
    </Dialog>
  );
}
