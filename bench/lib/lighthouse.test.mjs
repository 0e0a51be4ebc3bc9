import { describe, expect, it } from 'vitest';
import { lighthousePages, nextJob, pagesNamed } from './lighthouse.mjs';

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

describe('nextJob (which run a lane measures next)', () => {
  const jobs = ['devtools', 'simulate', 'devtools', 'simulate'].map((throttlingMethod, page) => ({
    page,
    throttlingMethod,
  }));
  const drain = (laneNumber, taken) => {
    const order = [];
    for (let index = nextJob(jobs, taken, laneNumber); index !== undefined; index = nextJob(jobs, taken, laneNumber)) {
      taken.add(index);
      order.push(index);
    }
    return order;
  };

  it('gives the first lane every simulated run first, then applied ones', () => {
    expect(drain(1, new Set())).toEqual([1, 3, 0, 2]);
  });

  it('never gives another lane a simulated run, which would run beside the first lane’s', () => {
    expect(drain(2, new Set())).toEqual([0, 2]);
    expect(drain(2, new Set([0, 2]))).toEqual([]);
  });
});
