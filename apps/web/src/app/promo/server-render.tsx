import type { PromoLandingRender } from '@loan/contract';
import { StrictMode } from 'react';
import { loadLandingTemplate } from '@/features/promotion/api/promotion-api.ts';
import { promoLocale } from '@/features/promotion/promo-locale.ts';
import { landingParams, landingRoute } from '@/features/promotion/rules.ts';
import { showLanding } from '@/features/promotion/use-landing-template.ts';
import { landingWordingFor, loadWordingSet } from '@/i18n/wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { renderToHtml } from '@/platform/render-to-html.ts';
import { serializeLandingState } from './landing-state.ts';
import { PromoApp } from './promo-app.tsx';

/**
 * Renders wait for the one before: the landing on screen is the module's own (use-landing-template.ts), as it is a
 * browser tab's, so two renders at once would mix templates. The server keeps each render (one per key), so few run.
 */
let previousRender: Promise<unknown> = Promise.resolve();

/**
 * The landing of `promo.html?<search>` (the registration screen with its template, in its market's words), for the
 * server's render (entry-server.tsx), which runs this in the request's scope: the template is asked for through the
 * scope's `fetch` in the visitor's `language`, as their browser would. `null` when the query names no template or
 * the template is not there.
 */
export async function promoLandingOf(search: string): Promise<PromoLandingRender | null> {
  const { query } = landingRoute('', search);
  const params = landingParams(query);
  if (params.templateId === undefined) return null;
  const answer = await loadLandingTemplate(params.templateId);
  if (!answer.ok || !answer.data) return null;
  const template = answer.data;
  const { wordingSet } = promoLocale(template);
  const { language } = getLaunchContext();
  // What the page writes out: the template, its words, and the parameters its links to the agreement carry on.
  const key = JSON.stringify([template, wordingSet, params.app_from, params.user_from, params.utm_tag, language ?? '']);
  const renderNow = async () => {
    await loadWordingSet(wordingSet);
    showLanding(template);
    const html = await renderToHtml(
      <StrictMode>
        <PromoApp initialHash="" pageSearch={search} />
      </StrictMode>,
    );
    return {
      html,
      state: serializeLandingState({ template }),
      lang: wordingSet,
      title: landingWordingFor(wordingSet)['promo.title'],
    };
  };
  return {
    key,
    render: () => {
      const rendered = previousRender.then(renderNow, renderNow);
      previousRender = rendered.catch(() => undefined);
      return rendered;
    },
  };
}
