import { describe, expect, it } from 'vitest';
import { inlineScripts, scriptsAfterFirstPaint, withEarlyScript } from './page-scripts.ts';

const page =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Loan</title><script type="module" crossorigin src="/assets/app.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/shared.js">\n<link rel="modulepreload" crossorigin href="/assets/register.js">\n' +
  '<style>.a{}</style></head><body><div id="root"><main>x</main></div></body></html>';

describe('scriptsAfterFirstPaint', () => {
  it('hands the entry script and its preloads to the after-paint module instead of linking them', () => {
    const html = scriptsAfterFirstPaint(page, '/assets/after-paint.js');
    expect(html).not.toContain('/assets/app.js"></script>');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<div id="root"><main>x</main></div><script type="module" fetchpriority="low" crossorigin src="/assets/after-paint.js" data-entry="/assets/app.js" data-preload="/assets/shared.js /assets/register.js"></script></body>',
    );
    // Only the loader is left to request anything: the page links no other script.
    expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
  });

  it('writes no preloads when the page has none, and escapes what it writes', () => {
    const bare = page.replace(/<link rel="modulepreload"[^>]*>\n/g, '');
    expect(scriptsAfterFirstPaint(bare, '/assets/a"b.js')).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/a&quot;b.js" data-entry="/assets/app.js"></script></body>',
    );
  });

  it('refuses a page without exactly one entry script', () => {
    const none = page.replace(/<script[^>]*><\/script>/, '');
    expect(() => scriptsAfterFirstPaint(none, '/assets/after-paint.js')).toThrow(/single entry script/);
    const two = page.replace('</head>', '<script type="module" crossorigin src="/assets/b.js"></script></head>');
    expect(() => scriptsAfterFirstPaint(two, '/assets/after-paint.js')).toThrow(/single entry script/);
  });
});

describe('withEarlyScript', () => {
  it('runs the script right after the title, ahead of the styles and the scripts the head links', () => {
    expect(withEarlyScript(page, 'window.early=1;')).toContain(
      '<title>Loan</title><script>window.early=1;</script><script type="module"',
    );
    expect(withEarlyScript('<html><head><style>.a{}</style></head></html>', 'e()')).toBe(
      '<html><head><style>.a{}</style><script>e()</script></head></html>',
    );
  });

  it('refuses a script that could end its element early, and a page without a head', () => {
    expect(() => withEarlyScript(page, 'a("</script>")')).toThrow(/must not contain/);
    expect(() => withEarlyScript('<p>x</p>', 'e()')).toThrow(/no head/);
  });
});

describe('inlineScripts', () => {
  it('reads the inline scripts the browser runs, not data blocks or script files', () => {
    const html = withEarlyScript(
      `${page.replace('</body>', '<script type="application/json" id="server-state">{"a":1}</script></body>')}`,
      'window.early=1;',
    );
    expect(inlineScripts(html)).toEqual(['window.early=1;']);
    expect(inlineScripts(page)).toEqual([]);
  });
});
