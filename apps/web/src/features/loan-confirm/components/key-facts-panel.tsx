import { lazy, Suspense, useState } from 'react';
import { ANNUAL_COST_WORDING, annualCostText } from '@/components/key-facts-rules.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { useBorrowerMarket } from '@/platform/borrower-market.ts';
import type { ConfirmOffer } from '../api/confirm-offer.ts';

// The statement itself loads when the borrower opens it, so the confirm screen's first download stays small.
const KeyFactsDialog = lazy(() => import('@/components/key-facts-dialog.tsx'));

export interface KeyFactsPanelProps {
  keyFacts: ConfirmOffer['keyFacts'];
  /** The borrower has opened these key facts (this version). */
  read: boolean;
  /** The borrower read earlier key facts whose terms have since changed. */
  changed: boolean;
  onOpen: (version: string) => void;
}

/**
 * The Key Facts Statement (India) or carátula (Mexico) of the offer on screen: its annual cost at a glance and a
 * button that opens the whole statement. Opening it is what lets the borrower submit.
 */
export function KeyFactsPanel({ keyFacts, read, changed, onOpen }: KeyFactsPanelProps) {
  const { t } = useWording();
  const [open, setOpen] = useState(false);
  const { annualCost, tax } = useBorrowerMarket();
  const pct = annualCostText(keyFacts.annualCostPct, annualCost);
  const costWords = ANNUAL_COST_WORDING[keyFacts.costKind];
  return (
    <section className="key-facts-panel" aria-labelledby="key-facts-panel-title">
      <h2 id="key-facts-panel-title" className="confirm-section__title">
        {t('keyFacts.title')}
      </h2>
      <p className="key-facts-panel__cost">
        <span>{t(costWords.name)}</span>
        <strong>{pct}%</strong>
      </p>
      {/* Stated on the card as the regulator requires it wherever the figure shows: the CAT "sin IVA". */}
      <p className="key-facts-panel__note">{t(costWords.statement, { pct, tax: tax.name })}</p>
      {changed && (
        <p className="key-facts-panel__changed" role="alert">
          {t('keyFacts.changed')}
        </p>
      )}
      <button
        type="button"
        className="key-facts-panel__open"
        onClick={() => {
          setOpen(true);
          onOpen(keyFacts.version);
        }}
      >
        {t('keyFacts.open')}
      </button>
      {read && <p className="key-facts-panel__read">✓ {t('keyFacts.readDone')}</p>}
      {open && (
        <Suspense fallback={null}>
          <KeyFactsDialog keyFacts={keyFacts} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
