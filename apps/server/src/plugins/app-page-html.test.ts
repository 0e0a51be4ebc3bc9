import { type RenderedScreen, scriptsAfterFirstPaint, withEarlyScript } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import {
  appPageHtml,
  type Manifest,
  sameSiteRedirect,
  screenScripts,
  screenStylesheets,
  withScreenScripts,
} from './app-page-html.ts';
import { pageEncoding } from './app-pages.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/app.js', imports: ['_shared.js'], css: ['assets/app.css'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  '_page.js': { file: 'assets/page.js', imports: ['_shared.js'], css: ['assets/page.css'] },
  'src/app/routes/loan-detail.tsx': {
    file: 'assets/loan-detail.js',
    imports: ['_page.js', 'index.html'],
    css: ['assets/loan-detail.css'],
  },
};

const template =
  '<!doctype html><html lang="es"><head><title>Loan</title><script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js"></head><body><div id="root"></div></body></html>';

const rendered: RenderedScreen = {
  html: "<main>Para pagar hoy $5,029.58 $& $1 $'</main>",
  state: '{"launch":{}}',
  lang: 'en',
  title: 'Loan details',
  screen: 'loan-detail',
};

const a = { file: 'assets/a.css', css: '.a{}' };

describe('a server-rendered in-app page', () => {
  it('finds the stylesheets of the screen and what it imports, not those the shell carries already', () => {
    expect(screenStylesheets(manifest, 'loan-detail')).toEqual(['assets/loan-detail.css', 'assets/page.css']);
    expect(screenStylesheets(manifest, 'unknown-screen')).toEqual([]);
  });

  it('preloads the scripts of the screen and what it imports after the first paint, not those of the app entry', () => {
    expect(screenScripts(manifest, 'loan-detail')).toEqual(['assets/loan-detail.js', 'assets/page.js']);
    expect(screenScripts(manifest, 'unknown-screen')).toEqual([]);
    const shell = scriptsAfterFirstPaint(template, '/assets/after-paint.js');
    expect(withScreenScripts(shell, screenScripts(manifest, 'loan-detail'))).toContain(
      'data-entry="/assets/app.js" data-preload="/assets/shared.js /assets/loan-detail.js /assets/page.js"></script>',
    );
    const withoutShellPreloads = shell.replace(' data-preload="/assets/shared.js"', '');
    expect(withScreenScripts(withoutShellPreloads, ['assets/loan-detail.js'])).toContain(
      'data-entry="/assets/app.js" data-preload="/assets/loan-detail.js"></script>',
    );
    expect(withScreenScripts(template, [])).toBe(template);
    expect(() => withScreenScripts(template, ['assets/loan-detail.js'])).toThrow(/no after-paint loader/);
  });

  it('puts the markup in #root, the state in a JSON block, the language and title in the head', () => {
    const page = appPageHtml(template, rendered, [{ file: 'assets/loan-detail.css', css: '.detail{margin:0}' }]);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Loan details</title>');
    expect(page).toContain(
      '<style>.detail{margin:0}</style><link rel="stylesheet" href="/assets/loan-detail.css" disabled></head>',
    );
    expect(page).toContain(
      '<div id="root"><main>Para pagar hoy $5,029.58 $& $1 $\'</main></div><script type="application/json" id="server-state">{"launch":{}}</script>',
    );
  });

  it('names the request it was rendered for in a meta tag, escaped', () => {
    expect(appPageHtml(template, rendered, [], '0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toContain(
      '<meta name="request-id" content="0f1e2d3c4b5a69788796a5b4c3d2e1f0"></head>',
    );
    expect(appPageHtml(template, rendered, [], '"><script>')).toContain('content="&quot;&gt;&lt;script&gt;"');
  });

  it('keeps the after-paint loader and the early tap handler of its template, the handler ahead of the styles', () => {
    const shell = withEarlyScript(scriptsAfterFirstPaint(template, '/assets/after-paint.js'), 'window.early=1;');
    const page = appPageHtml(shell, rendered, [a]);
    expect(page).toMatch(/<title>Loan details<\/title><script>window\.early=1;<\/script>.*<style>\.a\{\}<\/style>/);
    expect(page).toContain(
      '<div id="root"><main>Para pagar hoy $5,029.58 $& $1 $\'</main></div><script type="application/json" id="server-state">{"launch":{}}</script><script type="module" fetchpriority="low" crossorigin src="/assets/after-paint.js" data-entry="/assets/app.js" data-preload="/assets/shared.js"></script></body>',
    );
  });

  it('escapes the title and keeps the template title when the screen has none', () => {
    expect(appPageHtml(template, { ...rendered, title: 'A < B & "C"' }, [])).toContain(
      '<title>A &lt; B &amp; &quot;C&quot;</title>',
    );
    expect(appPageHtml(template, { ...rendered, title: '' }, [])).toContain('<title>Loan</title>');
  });

  it('preloads the image the screen fetches at high priority (a barcode) first in the head, and none otherwise', () => {
    const barcode = '<main><img src="/online/v3/loan-details/barcode/1.svg" alt="" fetchPriority="high"/></main>';
    expect(appPageHtml(template, { ...rendered, html: barcode }, [a])).toMatch(
      /<head><link rel="preload" as="image" href="\/online\/v3\/loan-details\/barcode\/1\.svg" fetchpriority="high">.*<style>/,
    );
    expect(appPageHtml(template, rendered, [])).not.toContain('rel="preload"');
  });

  it('refuses a template that is not the app shell', () => {
    expect(appPageHtml('<!doctype html><title>shell</title>', rendered, [])).toBeUndefined();
  });

  it('redirects only within the site', () => {
    expect(sameSiteRedirect('/complaint?userId=1')).toBe('/complaint?userId=1');
    for (const location of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'complaint', undefined])
      expect(sameSiteRedirect(location)).toBeUndefined();
  });

  it('sends brotli, else gzip, as the browser accepts', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pageEncoding('identity')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });
});
