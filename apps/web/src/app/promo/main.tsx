import 'antd-mobile/es/global';
import '../app.css';
import { PROMO_HASH_PATHS } from '@loan/contract';
import { StrictMode } from 'react';
import { landingParams, parseHash } from '@/features/promotion/rules.ts';
import { prefetchCaptchaSession } from '@/features/promotion/use-captcha.ts';
import { prefetchLanding } from '@/features/promotion/use-landing-template.ts';
import { reportUnhandledRejections } from '@/platform/error-report.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { mountOrHydrate } from '../hydrate.tsx';
import { PromoApp } from './promo-app.tsx';

/**
 * Entry of the promotion landing (promo.html, hash routes). It is its own small bundle: an ad's visitor on a slow
 * phone downloads the registration form, not the in-app screens. Launch values (`language`…) may come in the page
 * query or in the hash route's query. The wording set is the template's (its market's), so it is loaded with the
 * template, before the first text shows (use-landing-template.ts).
 *
 * promo.html carries the registration form's shell, built with it (scripts/prerender.ts); the template's id is in
 * the hash, which the server never sees, so the template's words arrive with the template.
 */
const route = parseHash(window.location.hash);
refreshLaunchContext(`?${window.location.search.slice(1)}&${route.query.toString()}`);
reportUnhandledRejections();

// Any hash but the download and agreement pages' is the registration (promo-app.tsx).
const onRegister = route.path !== PROMO_HASH_PATHS.download && route.path !== PROMO_HASH_PATHS.agreement;
// The registration's calls start now, side by side, while its chunk downloads.
if (onRegister) {
  prefetchLanding(landingParams(route.query).templateId);
  prefetchCaptchaSession();
}

const container = document.getElementById('root');
if (!container) throw new Error('promo.html has no #root element');
// The built shell is the registration form's: the download and agreement pages render over it afresh.
if (!onRegister) container.replaceChildren();

mountOrHydrate(
  container,
  <StrictMode>
    <PromoApp initialHash={window.location.hash} />
  </StrictMode>,
);
