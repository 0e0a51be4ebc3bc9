import { describe, expect, it } from 'vitest';
import { mergeComplaintPages } from './list-pages.ts';

describe('mergeComplaintPages', () => {
  const item = (id: number) => ({ id, time: '', type: '', content: `#${id}` });
  const page = (open: number[], replied: number[]) => ({
    tabs: [
      { title: 'In progress', items: open.map(item) },
      { title: 'Replied', items: replied.map(item) },
    ],
  });

  it('gathers each tab across pages, in page order', () => {
    const tabs = mergeComplaintPages([page([9, 8], [7]), page([5], [6, 4]), page([], [3])]);
    expect(tabs.map((t) => t.title)).toEqual(['In progress', 'Replied']);
    expect(tabs.map((t) => t.items.map((i) => i.id))).toEqual([
      [9, 8, 5],
      [7, 6, 4, 3],
    ]);
  });

  it('shows a complaint once when refetched pages overlap', () => {
    const tabs = mergeComplaintPages([page([10, 9], [8]), page([9], [8, 7])]);
    expect(tabs.map((t) => t.items.map((i) => i.id))).toEqual([
      [10, 9],
      [8, 7],
    ]);
  });

  it('has no tabs before any page', () => {
    expect(mergeComplaintPages([])).toEqual([]);
  });

  it('keeps both tabs when a page is empty', () => {
    expect(mergeComplaintPages([page([], [])]).map((t) => t.items)).toEqual([[], []]);
  });
});
