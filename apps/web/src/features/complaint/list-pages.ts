type ListTab<Item> = { title: string; items: readonly Item[] };

/**
 * The list's tabs from the pages loaded so far: each page has the same tabs in the same order, so tab i gathers
 * tab i of every page, in page order. A complaint seen on an earlier page is not shown twice (pages refetched after
 * new complaints were filed can overlap).
 */
export function mergeComplaintPages<Item extends { id: number }>(
  pages: readonly { tabs: readonly ListTab<Item>[] }[],
): { title: string; items: Item[] }[] {
  const seen = new Set<number>();
  const tabs = (pages[0]?.tabs ?? []).map((tab) => ({ title: tab.title, items: [] as Item[] }));
  for (const page of pages) {
    page.tabs.forEach((tab, index) => {
      const merged = tabs[index];
      if (!merged) return;
      for (const item of tab.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        merged.items.push(item);
      }
    });
  }
  return tabs;
}
