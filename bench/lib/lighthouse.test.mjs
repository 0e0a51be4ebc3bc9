import { describe, expect, it } from 'vitest';
import { lighthousePages, lighthousePhases, pagesNamed } from './lighthouse.mjs';

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

describe('lighthousePhases (how the runs are shared out)', () => {
  const jobs = ['devtools', 'simulate', 'devtools', 'simulate'].map((throttlingMethod, page) => ({
    page,
    throttlingMethod,
  }));

  it('measures every simulated run alone, then the applied ones on every lane', () => {
    expect(lighthousePhases(jobs, 2)).toEqual([
      { lanes: 1, jobs: [1, 3] },
      { lanes: 2, jobs: [0, 2] },
    ]);
  });

  it('leaves out a phase with nothing to measure, and never runs on fewer than one lane', () => {
    expect(lighthousePhases(jobs.slice(0, 1), 0)).toEqual([{ lanes: 1, jobs: [0] }]);
  });
});
