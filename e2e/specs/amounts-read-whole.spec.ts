import { expect, launchUrl, type Page, test } from '../support/fixtures.ts';

/**
 * Money reads as each market writes it (`$5,029.58`, `₹5,029.58`) and an amount is one unit: on the screens that show
 * the most figures side by side, no amount splits across two lines at any phone width from 320 to 430 px.
 */

/** Every amount on the page in either market's format, and whether its characters sit on more than one line. */
function amountsOnPage(page: Page) {
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
    // The specification's separators (`5.029,58`) must be gone from every in-app screen.
    const specFormat = document.body.innerText.match(/[$₹]\d{1,3}(\.\d{3})*,\d{2}(?!\d)/g) ?? [];
    return { found, specFormat };
  });
}

const SCREENS = [
  { path: '/confirm', name: 'confirm' },
  { path: '/loanDetail', name: 'loan-detail' },
  { path: '/repay', name: 'repay' },
  { path: '/repayDelay', name: 'repay-delay' },
  { path: '/contract', name: 'contract' },
  { path: '/settlementCertificate', name: 'settlement-certificate', extra: { orderId: '5006' } },
] as const satisfies readonly { path: string; name: string; extra?: Record<string, string> }[];

const MARKET_AMOUNT = {
  '1': /^-?₹\d{1,2}(,\d{2})*(,\d{3})?\.\d{2}$|^-?₹\d{1,3}\.\d{2}$/,
  '2': /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/,
};

for (const language of ['2', '1'] as const) {
  for (const screen of SCREENS) {
    test(`${screen.name} (language=${language}) shows whole amounts in the market's format from 320 to 430 px`, async ({
      page,
      shot,
    }) => {
      await page.goto(launchUrl(screen.path, language, 'extra' in screen ? screen.extra : {}));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of [320, 360, 390, 430]) {
        await page.setViewportSize({ width, height: 844 });
        const { found, specFormat } = await amountsOnPage(page);
        expect(found.length, `amounts on ${screen.path} at ${width} px`).toBeGreaterThan(0);
        expect(specFormat).toEqual([]);
        for (const amount of found) {
          expect(amount.text, `format at ${width} px`).toMatch(MARKET_AMOUNT[language]);
          expect(amount.lines, `${amount.text} at ${width} px`).toBe(1);
        }
        if (width === 360 || width === 390) await shot(`money-${screen.name}-${language}-${width}`);
      }
    });
  }
}
