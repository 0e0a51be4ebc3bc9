import { PROMO_HASH_PATHS } from '@loan/contract';
import { useEffect, useState } from 'react';
import { setDocumentTitle } from '@/platform/title.ts';
import { type AgreementSection, loadAgreement } from '../content/agreement.ts';
import { landingParams } from '../rules.ts';
import { useLandingTemplate } from '../use-landing-template.ts';
import { usePromoWording } from '../use-promo-wording.ts';
import { PromoFailed, PromoLoading } from './promo-states.tsx';

/** `#/agreementTemplate`: the user agreement the registration accepts, in the landing's language. */
export function AgreementScreen({ query }: { query: URLSearchParams }) {
  const { t, set } = usePromoWording();
  // The landing's template (kept from the registration page) decides the language of the agreement.
  const landing = useLandingTemplate(landingParams(query).templateId, '').state;
  const [sections, setSections] = useState<AgreementSection[] | 'failed' | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setDocumentTitle(t('promo.agreementTitle')), [t]);

  useEffect(() => {
    if (attempt < 0 || landing.status === 'loading') return;
    let live = true;
    setSections(undefined);
    loadAgreement(set)
      .then((loaded) => live && setSections(loaded))
      .catch(() => live && setSections('failed'));
    return () => {
      live = false;
    };
  }, [set, attempt, landing.status]);

  // Back to the registration of the same landing and campaign.
  const back = new URLSearchParams(query);
  back.delete('links_id');

  if (landing.status === 'loading') return <PromoLoading />;
  return (
    <main className="promo promo--agreement" lang={set}>
      <a className="promo-back" href={`#${PROMO_HASH_PATHS.register}?${back.toString()}`}>
        ‹ {t('promo.backToRegister')}
      </a>
      <h1 className="promo__title">{t('promo.agreementTitle')}</h1>
      {sections === undefined ? (
        <PromoLoading />
      ) : sections === 'failed' ? (
        <PromoFailed onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        sections.map((section) => (
          <section key={section.heading} className="promo-agreement__section">
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))
      )}
    </main>
  );
}
