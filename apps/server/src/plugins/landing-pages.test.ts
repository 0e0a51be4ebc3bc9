import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { hashSource } from './inline-styles.ts';
import { emptiedLanding, KeptLandings } from './landing-pages.ts';

/**
 * The built landing as apps/web/scripts/prerender.mjs leaves it: its early tap handler and its CSS inline, the form's
 * shell in #root, its scripts started after the first paint.
 */
const LANDING_CSS = '.promo{color:#123}';
const EARLY_SCRIPT = '(function(){window.__firstTaps={}})();';
const AFTER_PAINT_LOADER =
  '<script type="module" fetchpriority="low" crossorigin src="/assets/after-paint.js" data-entry="/assets/promo.js" data-preload="/assets/register.js"></script>';
const BUILT_LANDING =
  `<!doctype html><html lang="zh-CN"><head><title>注册</title><script>${EARLY_SCRIPT}</script>` +
  `<style>${LANDING_CSS}</style><link rel="stylesheet" href="/assets/promo.css" disabled></head><body>\n` +
  '    <div id="root"><main class="promo promo--skeleton" aria-busy="true"><div class="promo__banner"></div></main></div>\n' +
  `  ${AFTER_PAINT_LOADER}</body></html>`;

/**
 * The web app's server entry, as its build exports it (apps/web/src/app/entry-server.tsx): the landing's template is
 * asked for through the `fetch` the server hands it, from this same server, as the real entry does; its render counts
 * itself, so the test sees which visits were rendered anew.
 */
const ENTRY = `
let renders = 0;
export const FIRST_TAPS_SCRIPT = '';
export async function renderAppScreen() { throw new Error('no in-app screen in this test'); }
export async function loadPromoLanding(url, fetch) {
  const id = new URLSearchParams(url.split('?')[1]).get('id');
  if (id === 'broken') return { key: 'broken', render: async () => { throw new Error('the render failed'); } };
  const answer = await (await fetch('/api/v2/lend/service/channel/channel-template?templateId=' + id, { method: 'GET', headers: {} })).json();
  if (!answer.data) return null;
  const template = answer.data;
  return {
    key: JSON.stringify(template),
    render: async () => ({
      html: '<main class="promo"><p class="promo__subtitle">' + template.content.subtitle + '</p><p>render ' + ++renders + '</p></main>',
      state: JSON.stringify({ template }),
      lang: template.wording,
      title: 'Registro',
    }),
  };
}
`;

describe('the promotion landing rendered with the template its query names', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The server build sits beside the web build (`dist-server` next to `dist`): both in a folder of this test's own.
    const builds = mkdtempSync(path.join(tmpdir(), 'web-builds-'));
    const dist = path.join(builds, 'dist');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="es"><head><script type="module" crossorigin src="/assets/app.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'promo.html'), BUILT_LANDING);
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/app/after-paint.ts': { file: 'assets/after-paint.js' } }),
    );
    const serverDist = path.join(builds, 'dist-server');
    mkdirSync(serverDist);
    writeFileSync(path.join(serverDist, 'entry-server.js'), ENTRY);
    app = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(() => app.close());

  const visit = (url: string, encoding = 'identity') =>
    app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': encoding } });

  it('sends the template in its words, its state in a JSON block, and the page not kept by browsers', async () => {
    const response = await visit('/promo.html?id=1&app_from=ad&utm_tag=spring');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="es"');
    expect(response.body).toContain('<title>Registro</title>');
    expect(response.body).toMatch(/<div id="root"><main class="promo"><p class="promo__subtitle">Solicita con tu/);
    expect(response.body).not.toContain('promo--skeleton');
    expect(response.body).toMatch(/<script type="application\/json" id="server-state">\{"template":\{"id":1,/);
    // As built: the tap handler first in the head, the scripts started by the after-paint module, none linked.
    expect(response.body).toContain(`<title>Registro</title><script>${EARLY_SCRIPT}</script>`);
    expect(response.body).toContain(`${AFTER_PAINT_LOADER}</body>`);
    expect(response.body.indexOf('id="server-state"')).toBeLessThan(response.body.indexOf(AFTER_PAINT_LOADER));
    expect(response.body.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
  });

  it('renders a template once for all its visits, and anew once an operator edits it', async () => {
    const first = (await visit('/promo.html?id=2')).body;
    const again = await visit('/promo.html?id=2', 'br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first);
    await app.db.query(
      `update landing_templates set content = jsonb_set(content, '{subtitle}', '"Edited by the operator."') where id = 2`,
    );
    const edited = (await visit('/promo.html?id=2')).body;
    expect(edited).toContain('<p class="promo__subtitle">Edited by the operator.</p>');
    expect(edited.match(/render (\d+)/)?.[1]).not.toBe(first.match(/render (\d+)/)?.[1]);
  });

  it('sends the built shell when the query names no template, one that is not there, or the render fails', async () => {
    for (const url of ['/promo.html', '/promo.html?app_from=ad', '/promo.html?id=999', '/promo.html?id=broken']) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(BUILT_LANDING);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('allows the landing’s inline styles and tap handler by their hash, rendered or built, and nothing else inline', async () => {
    for (const url of ['/promo.html?id=1', '/promo.html']) {
      const policy = String((await visit(url)).headers['content-security-policy']);
      expect(policy.match(/(?:^|;)style-src-elem ([^;]*)/)?.[1], url).toBe(`'self' ${hashSource(LANDING_CSS)}`);
      expect(policy, url).toContain("style-src 'self' 'unsafe-inline';");
      expect(policy.match(/(?:^|;)script-src ([^;]*)/)?.[1], url).toBe(`'self' ${hashSource(EARLY_SCRIPT)}`);
    }
  });
});

describe('the landing pages kept', () => {
  it('empties the built shell out of #root, and refuses HTML without one', () => {
    expect(emptiedLanding(BUILT_LANDING)).toBe(
      `<!doctype html><html lang="zh-CN"><head><title>注册</title><script>${EARLY_SCRIPT}</script>` +
        `<style>${LANDING_CSS}</style><link rel="stylesheet" href="/assets/promo.css" disabled></head><body>\n` +
        `    <div id="root"></div>\n  ${AFTER_PAINT_LOADER}</body></html>`,
    );
    expect(emptiedLanding('<!doctype html><body><main></main></body>')).toBeUndefined();
  });

  it('keeps at most its limit, dropping the least recently sent', () => {
    const kept = new KeptLandings(2);
    kept.keep('a', 'A');
    kept.keep('b', 'B');
    expect(kept.get('a')?.html).toBe('A');
    kept.keep('c', 'C');
    expect(kept.size).toBe(2);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')?.html).toBe('A');
    expect(kept.get('c')?.html).toBe('C');
  });
});
