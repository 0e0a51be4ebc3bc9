import 'antd-mobile/es/global';
import '../app.css';
import { PROMO_HASH_PATHS, SERVER_STATE_ELEMENT_ID } from '@loan/contract';
import { StrictMode } from 'react';
import { promoLocale } from '@/features/promotion/promo-locale.ts';
import { landingParams, landingRoute } from '@/features/promotion/rules.ts';
import { prefetchCaptchaSession } from '@/features/promotion/use-captcha.ts';
import { prefetchLanding, showLanding } from '@/features/promotion/use-landing-template.ts';
import { loadWordingSet } from '@/i18n/wording.ts';
import { reportUnhandledRejections } from '@/platform/error-report.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { nextTask } from '@/platform/next-task.ts';
import { keepTypedText, takeFirstTaps } from '../first-taps/replay.ts';
import { mountOrHydrate } from '../hydrate.tsx';
import { parseLandingState } from './landing-state.ts';
import { PromoApp, preloadRegister } from './promo-app.tsx';

/**
 * Entry of the promotion landing (promo.html, hash routes). It is its own small bundle: an ad's visitor on a slow
 * phone downloads the registration form, not the in-app screens. Launch values (`language`…) may come in the page
 * query or in the hash route's query. The wording set is the template's (its market's), so it is loaded with the
 * template, before the first text shows (use-landing-template.ts).
 *
 * `promo.html?id=1&…` arrives rendered by the server with its template (apps/server/src/plugins/landing-pages.ts),
 * the template in the page's state block: the page hydrates it without asking for the template again. The hash form
 * (`promo.html#/?id=1`, whose id the server never sees) carries the registration form's shell, built with it
 * (apps/web/scripts/prerender.mjs); the template and its words arrive after it.
 */
reportUnhandledRejections();
const container = document.getElementById('root');
if (!container) throw new Error('promo.html has no #root element');

/** Reads the launch, shows the served template, starts the registration's calls, then hydrates (or renders) the page. */
function start(root: HTMLElement): Promise<void> {
  const route = landingRoute(window.location.hash, window.location.search);
  refreshLaunchContext(`?${window.location.search.slice(1)}&${route.query.toString()}`);

  // Any hash but the download and agreement pages' is the registration (promo-app.tsx).
  const onRegister = route.path !== PROMO_HASH_PATHS.download && route.path !== PROMO_HASH_PATHS.agreement;
  const templateId = landingParams(route.query).templateId;
  const served = parseLandingState(document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent);
  // The server rendered the page's query in the page's `language`: a hash naming its own query, or a language the tab
  // remembers from an earlier link, is rendered afresh rather than hydrated with other words and links.
  const servedThisLanding =
    onRegister &&
    served !== undefined &&
    served.template.id === templateId &&
    route.query.toString() === new URLSearchParams(window.location.search).toString() &&
    promoLocale(served.template).wordingSet === document.documentElement.lang;
  if (servedThisLanding) showLanding(served.template);
  // The registration's calls start now, side by side, while its chunk downloads.
  if (onRegister) {
    prefetchLanding(templateId);
    prefetchCaptchaSession();
  }

  // The HTML is the registration form's (the built shell, or the server's render of one template): the download and
  // agreement pages, and a hash naming another template than the server rendered, render over it afresh, and the taps
  // held on it (apps/web/src/app/first-taps) were made on something no longer shown.
  if (!onRegister || (served !== undefined && !servedThisLanding)) {
    root.replaceChildren();
    takeFirstTaps();
  }

  const app = (
    <StrictMode>
      <PromoApp initialHash={window.location.hash} pageSearch={window.location.search} />
    </StrictMode>
  );
  // A served landing hydrates in its own words, its form's module in: their set (a chunk but for Spanish) and the
  // registration's chunk (preloaded with the entry) are in before the first render, which then matches the server's.
  const ready = servedThisLanding
    ? Promise.allSettled([loadWordingSet(promoLocale(served.template).wordingSet), preloadRegister()])
    : Promise.resolve();
  // What was typed on the painted page (the phone number) is read just before hydration puts the server's values back;
  // the taps held until then are played once the page is live. Hydration waits for a task of its own.
  return ready
    .then(nextTask)
    .then(() => {
      keepTypedText();
      return mountOrHydrate(root, app);
    })
    .then(() => takeFirstTaps()(root));
}

// Evaluating the page's modules is a task of its own (the longest after the first paint); the start comes in the next.
void nextTask().then(() => start(container));
