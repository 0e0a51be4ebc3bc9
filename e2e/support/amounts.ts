import type { Page } from '@playwright/test';

/** Every amount on the page in either market's format, and whether its characters sit on more than one line. */
export function amountsOnPage(page: Page) {
  return page.evaluate(() => {
    const amount = /-?[$₹][\d,]+\.\d{2}/g;
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('script, [hidden]') || parent.offsetParent === null) continue;
      for (const match of text.matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        found.push({ text: match[0], lines: tops.size });
      }
    }
    // The Chinese landing's separators (`5.029,58`) must be gone from every in-app screen.
    const specFormat = document.body.innerText.match(/[$₹]\d{1,3}(\.\d{3})*,\d{2}(?!\d)/g) ?? [];
    return { found, specFormat };
  });
}
