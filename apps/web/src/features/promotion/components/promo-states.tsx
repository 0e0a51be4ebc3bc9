import { siteConfig } from '@/config/site.ts';
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

/**
 * The registration landing before its template arrives, as the build renders it into promo.html: the banner's place,
 * the heading and the form's fields and button as grey blocks in their final sizes, so nothing moves when the
 * template's words replace them. No words: the template decides the language (Chinese, Spanish or English).
 */
/**
 * Whose offer this is: the lender's brand and the icon its app shows (as on the download page). It does not depend on
 * the template, so the built shell draws it too and nothing moves when the template arrives.
 */
export function PromoBrand() {
  return (
    <p className="promo__brand">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {siteConfig.brandName}
    </p>
  );
}

export function RegisterSkeleton() {
  return (
    <main className="promo promo--skeleton" aria-busy="true">
      <div className="promo__banner" />
      <div className="promo__intro">
        <PromoBrand />
        <span className="promo-skeleton promo-skeleton--title" />
        <span className="promo-skeleton promo-skeleton--text" />
        <span className="promo-skeleton promo-skeleton--amount" />
      </div>
      <div className="promo__form">
        {(['phone', 'captcha', 'sms'] as const).map((field) => (
          <div key={field} className="promo-field">
            <span className="promo-skeleton promo-skeleton--label" />
            <span className="promo-skeleton promo-skeleton--input" />
          </div>
        ))}
        <span className="promo-skeleton promo-skeleton--button" />
      </div>
    </main>
  );
}

export interface PromoFailedProps {
  message?: string;
  onRetry: () => void;
  /** `true` when the failure is the whole page (the registration landing): it is the page's main part and heading. */
  page?: boolean;
}

/**
 * A landing that could not load, in the words of its template's language, or, with no template to tell it, the
 * visitor's (use-promo-wording.ts): never the Chinese landing's words to a visitor who does not read it.
 */
export function PromoFailed({ message, onRetry, page = false }: PromoFailedProps) {
  const { t, set } = usePromoWording();
  const Heading = page ? 'h1' : 'h2';
  const state = (
    <section className="promo-state" role="alert">
      <Heading className="promo-state__title">{t('common.loadFailedTitle')}</Heading>
      <p>{message || t('common.loadFailedText')}</p>
      <button type="button" className="promo-button promo-button--outline" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
  return page ? (
    <main className="promo" lang={set}>
      {state}
    </main>
  ) : (
    state
  );
}
