import './promo.css';
import { usePromoWording } from '../use-promo-wording.ts';

/**
 * Loading and failure states in the landing's own wording set (the shared ones follow the in-app market). Loading
 * shows no words: until the template arrives the landing's language is not known, and a guess would flash another.
 */
export function PromoLoading() {
  return (
    <div className="promo-state" role="status" aria-busy="true">
      <span className="promo-state__spinner" aria-hidden="true" />
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
