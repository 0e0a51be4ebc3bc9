import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, solidPng } from '../features/complaint/test-images.ts';
import { writeBenchFigures } from '../testing/bench-figures.ts';
import { buildTestApp, DEMO, query } from '../testing/test-app.ts';

/**
 * Security headers on every kind of response the app gives: the in-app shell, a marketing page, the promotion landing,
 * an API call, a stored upload, a static asset, a 404 — in development and in a production build of the app.
 */
type Page = { kind: string; get: (app: FastifyInstance) => Promise<LightMyRequestResponse> };

function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'headers-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'site'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  // The landing as built: its early tap handler inline, the one inline script its policy may allow (by its hash).
  writeFileSync(path.join(dist, 'promo.html'), '<!doctype html><title>promo</title><script>window.early=1;</script>');
  writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log(1)');
  for (const key of ['home', 'about', 'userEvaluate', 'contact', 'policy', 'loanTerms'])
    writeFileSync(path.join(dist, 'site', `${key}.html`), `<!doctype html><title>${key}</title>`);
  return dist;
}

const html = { accept: 'text/html' };
const PAGES: Page[] = [
  { kind: 'in-app page (app shell)', get: (app) => app.inject({ url: '/loanDetail?orderId=5004', headers: html }) },
  { kind: 'marketing site page', get: (app) => app.inject({ url: '/About', headers: html }) },
  { kind: 'marketing home', get: (app) => app.inject({ url: '/', headers: html }) },
  { kind: 'promotion landing (promo.html)', get: (app) => app.inject({ url: '/promo.html', headers: html }) },
  {
    kind: 'API call',
    get: (app) => app.inject({ url: `/online/user-problem/problem-list?${query(DEMO.borrower)}` }),
  },
  { kind: 'API failure', get: (app) => app.inject({ url: '/online/user-problem/problem-list' }) },
  {
    kind: 'upload (stored photo)',
    get: async (app) => {
      const body = multipartBody('problemImage', 'p.png', 'image/png', solidPng());
      const stored = await app.inject({
        method: 'POST',
        url: `/online/user-problem/upload-problem-img?${query(DEMO.borrower)}`,
        ...body,
      });
      return app.inject({ url: stored.json().data.url });
    },
  },
  { kind: 'static asset', get: (app) => app.inject({ url: '/assets/entry-abc123.js' }) },
  { kind: 'not found', get: (app) => app.inject({ url: '/online/no-such-call' }) },
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

/** What is wrong with one response's headers (empty when nothing is). */
function headerProblems(response: LightMyRequestResponse, production: boolean): string[] {
  const problems: string[] = [];
  const csp = directives(String(response.headers['content-security-policy'] ?? ''));
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
  if (!scriptSrc) problems.push('no script-src or default-src');
  if (scriptSrc?.some((v) => v === "'unsafe-inline'" || v === "'unsafe-eval'")) problems.push('unsafe script-src');
  // Scripts from the site itself, or an inline one by its exact hash: no host, scheme or wildcard.
  const loose = scriptSrc?.filter((v) => !["'self'", "'none'"].includes(v) && !/^'sha256-[\w+/]+=*'$/.test(v));
  if (loose?.length) problems.push(`script-src ${loose.join(' ')}`);
  const objectSrc = csp.get('object-src') ?? csp.get('default-src');
  if (objectSrc?.join(' ') !== "'none'") problems.push(`object-src ${objectSrc?.join(' ')}`);
  if (csp.get('base-uri')?.join(' ') !== "'none'") problems.push(`base-uri ${csp.get('base-uri')?.join(' ')}`);
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('frame-ancestors missing');
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!response.headers['referrer-policy']) problems.push('no Referrer-Policy');
  const hsts = String(response.headers['strict-transport-security'] ?? '');
  if (production && !/max-age=(\d{8,})/.test(hsts)) problems.push(`HSTS ${hsts || 'missing'}`);
  return problems;
}

describe('security headers on every kind of response', { timeout: 120_000 }, () => {
  const apps: { production: boolean; app: FastifyInstance }[] = [];
  beforeAll(async () => {
    const dist = webDist();
    apps.push({ production: false, app: await buildTestApp({ WEB_DIST: dist }) });
    apps.push({ production: true, app: await buildTestApp({ WEB_DIST: dist, NODE_ENV: 'production' }) });
  });
  afterAll(async () => {
    for (const { app } of apps) await app.close();
  });

  it('sets a strict CSP, nosniff, a referrer policy and (in production) HSTS on each one', async () => {
    const found: string[] = [];
    let checked = 0;
    for (const { production, app } of apps) {
      for (const page of PAGES) {
        const response = await page.get(app);
        expect(response.statusCode, page.kind).toBeLessThan(500);
        checked += 1;
        for (const problem of headerProblems(response, production))
          found.push(`${production ? 'production' : 'development'} ${page.kind}: ${problem}`);
      }
    }
    const ok = checked - new Set(found.map((f) => f.split(':')[0])).size;
    writeBenchFigures(
      'Security: headers',
      [
        {
          measure:
            'responses with every header right (CSP without unsafe-inline scripts, object-src and base-uri none, frame-ancestors, nosniff, Referrer-Policy, HSTS in production)',
          value: `${ok}/${checked}`,
          target: '100%',
          met: found.length === 0,
        },
      ],
      [`Kinds: ${PAGES.map((p) => p.kind).join(', ')}; each in development and production.`, ...found],
    );
    expect(found).toEqual([]);
  });

  it('serves stored uploads sandboxed, whatever the page around them', async () => {
    const { app } = apps[0] as { app: FastifyInstance };
    const upload = PAGES.find((p) => p.kind.startsWith('upload'));
    const response = await upload?.get(app);
    expect(String(response?.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
  });
});
