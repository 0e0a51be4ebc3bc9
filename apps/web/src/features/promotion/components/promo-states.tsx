import './promo.css';
import { usePromoWording } from '../use-promo-wording.ts';

/** Loading and failure states in the landing's own wording set (the shared ones follow the in-app language). */
export function PromoLoading() {
  const { t } = usePromoWording();
  return (
    <div className="promo-state" role="status" aria-live="polite" aria-busy="true">
      <span className="promo-state__spinner" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

export function PromoFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = usePromoWording();
  return (
    <section className="promo-state" role="alert">
      <h2 className="promo-state__title">{t('loadFailedTitle')}</h2>
      <p>{message || t('loadFailedText')}</p>
      <button type="button" className="promo-button promo-button--outline" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
