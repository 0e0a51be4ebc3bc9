import 'antd-mobile/es/global';
import '../app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseHash } from '@/features/promotion/rules.ts';
import { reportUnhandledRejections } from '@/platform/error-report.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { PromoApp } from './promo-app.tsx';

/**
 * Entry of the promotion landing (promo.html, hash routes). It is its own small bundle: an ad's visitor on a slow
 * phone downloads the registration form, not the in-app screens. Launch values (`language`…) may come in the page
 * query or in the hash route's query. The wording set is the template's (its market's), so it is loaded with the
 * template, before the first text shows (use-landing-template.ts).
 */
refreshLaunchContext(`?${window.location.search.slice(1)}&${parseHash(window.location.hash).query.toString()}`);
reportUnhandledRejections();

const container = document.getElementById('root');
if (!container) throw new Error('promo.html has no #root element');
const root = createRoot(container);

root.render(
  <StrictMode>
    <PromoApp />
  </StrictMode>,
);
