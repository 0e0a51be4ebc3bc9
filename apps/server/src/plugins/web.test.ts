import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { hashSource } from './inline-styles.ts';

const EARLY_SCRIPT = 'window.early=1;';
const HOME_SCRIPT = `<script>${EARLY_SCRIPT}</script>`;

describe('serving the built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dist, 'promo.html'), '<!doctype html><title>promo</title>');
    writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log(1)');
    // The build's compressed copies (apps/web/vite.config.ts, precompress).
    writeFileSync(path.join(dist, 'assets', 'entry-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dist, 'assets', 'entry-abc123.js.gz'), gzipSync('console.log(1)'));
    mkdirSync(path.join(dist, 'site'));
    for (const key of ['home', 'about', 'userEvaluate', 'contact', 'policy', 'loanTerms']) {
      for (const market of ['mx', 'in']) {
        // The build inlines each page's CSS and its early tap handler (apps/web/scripts/prerender.mjs): the home pages
        // carry two styles and the handler.
        const inline = key === 'home' ? `${HOME_SCRIPT}<style>.${market}{}</style><style>.site{}</style>` : '';
        writeFileSync(
          path.join(dist, 'site', `${key}.${market}.html`),
          `<!doctype html><title>site ${key} ${market}</title>${inline}`,
        );
      }
    }
    mkdirSync(path.join(dist, 'staff', 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'staff', 'staff.html'), '<!doctype html><title>staff</title>');
    writeFileSync(path.join(dist, 'staff', 'assets', 'staff-abc123.js'), 'console.log(2)');
    app = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(() => app.close());

  it('answers the app shell for any screen path (history routing), uncached', async () => {
    for (const url of ['/testPreview', '/complainDetails?problemId=3', '/loanDetail']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the build’s brotli or gzip copy of an asset when the browser accepts it, the plain file otherwise', async () => {
    const url = '/assets/entry-abc123.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers each marketing page with its own HTML, uncached', async () => {
    const pages = {
      '/': 'home',
      '/About': 'about',
      '/User': 'userEvaluate',
      '/Contact': 'contact',
      '/Policy': 'policy',
      '/Loan': 'loanTerms',
    };
    for (const [url, key] of Object.entries(pages)) {
      const response = await app.inject({ url, headers: { accept: 'text/html', 'accept-language': 'en-IN,en;q=0.9' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<title>site ${key} in</title>`);
      expect(response.headers['cache-control']).toBe('no-cache');
      // One URL, one HTML per market: a cache in between keys it by what chooses the market.
      expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('allows each marketing page’s inline styles by their hashes, and no other inline style element', async () => {
    const policyOf = async (url: string, acceptLanguage: string) => {
      const response = await app.inject({ url, headers: { accept: 'text/html', 'accept-language': acceptLanguage } });
      return String(response.headers['content-security-policy']);
    };
    const styleElements = (policy: string) => policy.match(/(?:^|;)style-src-elem ([^;]*)/)?.[1];
    const home = await policyOf('/', 'en-IN');
    expect(styleElements(home)).toBe(`'self' ${hashSource('.in{}')} ${hashSource('.site{}')}`);
    // Style attributes (antd-mobile's popups) stay allowed as before.
    expect(home).toContain("style-src 'self' 'unsafe-inline';");
    expect(styleElements(await policyOf('/', 'es-MX'))).toBe(`'self' ${hashSource('.mx{}')} ${hashSource('.site{}')}`);
    // A page without inline styles keeps the policy every response has.
    expect(styleElements(await policyOf('/About', 'en-IN'))).toBeUndefined();
  });

  it('allows each marketing page’s early tap handler by its hash, and no other inline script', async () => {
    const scripts = async (url: string) => {
      const response = await app.inject({ url, headers: { accept: 'text/html', 'accept-language': 'es-MX' } });
      return String(response.headers['content-security-policy']).match(/(?:^|;)script-src ([^;]*)/)?.[1];
    };
    expect(await scripts('/')).toBe(`'self' ${hashSource(EARLY_SCRIPT)}`);
    expect(await scripts('/About')).toBe("'self'");
  });

  it('answers a marketing page in the market the browser’s first language points to, when none was picked', async () => {
    const page = (acceptLanguage?: string) =>
      app.inject({
        url: '/About',
        headers: { accept: 'text/html', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      });
    for (const mexican of ['es-MX', 'es', 'es-ES,en;q=0.8', 'en-MX', 'fr-FR,es;q=0.9,en;q=0.5']) {
      expect((await page(mexican)).body, mexican).toContain('<title>site about mx</title>');
    }
    for (const other of ['en-IN', 'en-US,es;q=0.5', 'hi-IN', 'fr', '*', undefined]) {
      expect((await page(other)).body, String(other)).toContain('<title>site about in</title>');
    }
  });

  it('opens the market a visitor picks with the switch, and remembers it in a cookie for the next pages', async () => {
    const picked = await app.inject({
      url: '/Loan?market=MX',
      headers: { accept: 'text/html', 'accept-language': 'en-IN' },
    });
    expect(picked.body).toContain('<title>site loanTerms mx</title>');
    const cookie = String(picked.headers['set-cookie']);
    expect(cookie).toMatch(/^site_market=MX; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
    const next = await app.inject({
      url: '/Contact',
      headers: { accept: 'text/html', 'accept-language': 'en-IN', cookie: 'other=1; site_market=MX' },
    });
    expect(next.body).toContain('<title>site contact mx</title>');
    expect(next.headers['set-cookie']).toBeUndefined();
    // A pick of no market is no pick: the remembered one stays.
    const unknown = await app.inject({
      url: '/?market=XX',
      headers: { accept: 'text/html', cookie: 'site_market=MX' },
    });
    expect(unknown.body).toContain('<title>site home mx</title>');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the in-app paths on the app shell, whatever their likeness to a marketing path', async () => {
    for (const url of ['/aboutUs', '/PrivacyPolicy']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.body, url).toContain('<title>shell</title>');
    }
    // A marketing path in the wrong case is neither: the visitor gets the site's "not found", as a 404.
    const wrongCase = await app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(wrongCase.statusCode).toBe(404);
    expect(wrongCase.body).not.toContain('<title>shell</title>');
    // The same address opened by the lender's app: the app's own "not found" screen, still a 404.
    const inApp = await app.inject({ url: '/about?userId=1001&sessionId=demo-1001', headers: { accept: 'text/html' } });
    expect(inApp.statusCode).toBe(404);
    expect(inApp.body).toContain('<title>shell</title>');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the promotion entry as its own page', async () => {
    const response = await app.inject({ url: '/promo.html', headers: { accept: 'text/html' } });
    expect(response.body).toContain('<title>promo</title>');
  });

  it('keeps API misses as envelopes, never the shell', async () => {
    const response = await app.inject({ url: '/online/unknown', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('does not answer the shell for a missing file', async () => {
    const response = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('answers the support desk console’s shell for its pages, with the same security headers', async () => {
    for (const url of ['/staff', '/staff/', '/staff/complaint/12', '/staff/audit?agent=3']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>staff</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    const asset = await app.inject({ url: '/staff/assets/staff-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('keeps the console’s API misses and missing files as failures, never the shell', async () => {
    const api = await app.inject({ url: '/staff/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.body).not.toContain('<title>staff</title>');
    const file = await app.inject({ url: '/staff/assets/missing.js', headers: { accept: 'text/html' } });
    expect(file.statusCode).toBe(404);
    const json = await app.inject({ url: '/staff/queue', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('serves product logos', async () => {
    const response = await app.inject({ url: '/media/products/presto-cash.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});
