import { createHash } from 'node:crypto';
import { expect, type Response } from '@playwright/test';

/**
 * A page that paints from its HTML alone (a marketing page, the landing) runs one inline script, the early tap
 * handler, allowed by its digest and nothing else inline is (a state block is data the policy never runs); its HTML
 * links no script but the module that requests the others once the page is painted (apps/web/src/app/after-paint.ts).
 */
export async function expectScriptsAfterPaint(response: Response | null, page: string): Promise<void> {
  const html = (await response?.text()) ?? '';
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([^<]*)<\/script>/g)];
  expect(inline, `${page}: inline scripts`).toHaveLength(1);
  const digest = createHash('sha256')
    .update(inline[0]?.[1] ?? '')
    .digest('base64');
  const scriptSrc = response?.headers()['content-security-policy']?.match(/script-src ([^;]*)/)?.[1];
  expect(scriptSrc, `${page}: script-src`).toBe(`'self' 'sha256-${digest}'`);
  expect(html.match(/<script\b[^>]*\bsrc="[^"]*"/g), `${page}: scripts linked`).toEqual([
    expect.stringMatching(/src="\/assets\/after-paint-[\w-]+\.js"$/),
  ]);
  expect(html, `${page}: module preloads`).not.toContain('rel="modulepreload"');
}
