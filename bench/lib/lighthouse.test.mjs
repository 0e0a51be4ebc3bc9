import { describe, expect, it } from 'vitest';
import { lighthousePages, pagesNamed } from './lighthouse.mjs';

describe('pagesNamed (--pages)', () => {
  const all = lighthousePages({ problemId: 7 });

  it('keeps every page when none are named', () => {
    expect(pagesNamed(all, null)).toBe(all);
  });

  it('keeps the named pages by the name the table gives them, in the table order', () => {
    expect(pagesNamed(all, ['/', '/repay']).map((p) => p.page)).toEqual(['/repay', '/']);
  });

  it('names every landing template with promo.html, or one of them by its own name', () => {
    expect(pagesNamed(all, ['promo.html']).map((p) => p.page)).toEqual([
      'promo.html (template 1)',
      'promo.html (template 2)',
      'promo.html (template 3)',
    ]);
    expect(pagesNamed(all, ['promo.html (template 2)']).map((p) => p.page)).toEqual(['promo.html (template 2)']);
  });

  it('refuses a name that matches no page rather than measuring nothing', () => {
    expect(() => pagesNamed(all, ['/repay', '/repy'])).toThrow(/no page named \/repy/);
  });
});
