import { amountsOnPage } from '../support/amounts.ts';
import { expect, INDIAN_LAUNCH, INDIAN_ORDER, launchUrl, test } from '../support/fixtures.ts';

/**
 * Money reads as each market writes it (`$5,029.58`, `₹5,029.58`) and an amount is one unit: on the screens that show
 * the most figures side by side, no amount splits across two lines at any phone width from 320 to 430 px.
 */

const SCREENS = [
  { path: '/confirm', name: 'confirm' },
  { path: '/loanDetail', name: 'loan-detail' },
  { path: '/repay', name: 'repay' },
  { path: '/repayDelay', name: 'repay-delay' },
  { path: '/contract', name: 'contract' },
  { path: '/settlementCertificate', name: 'settlement-certificate', settled: true },
] as const satisfies readonly { path: string; name: string; settled?: true }[];

/**
 * Each market's borrower, with its settled demo order. The money's format is the borrower's market's whichever
 * wording the app asks for, so each market is read in both languages.
 */
const MARKETS = {
  MX: { launch: {}, settled: '5006', amount: /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/ },
  IN: {
    launch: INDIAN_LAUNCH,
    settled: INDIAN_ORDER['5006'],
    amount: /^-?₹\d{1,2}(,\d{2})*(,\d{3})?\.\d{2}$|^-?₹\d{1,3}\.\d{2}$/,
  },
} as const;

for (const market of ['MX', 'IN'] as const) {
  const m = MARKETS[market];
  for (const language of ['2', '1'] as const) {
    for (const screen of SCREENS) {
      test(`${screen.name} (${market}, language=${language}) shows whole amounts in the market's format from 320 to 430 px`, async ({
        page,
        shot,
      }) => {
        const extra: Record<string, string> = { ...m.launch, ...('settled' in screen ? { orderId: m.settled } : {}) };
        await page.goto(launchUrl(screen.path, language, extra));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const width of [320, 360, 390, 430]) {
          await page.setViewportSize({ width, height: 844 });
          const { found, specFormat } = await amountsOnPage(page);
          expect(found.length, `amounts on ${screen.path} at ${width} px`).toBeGreaterThan(0);
          expect(specFormat).toEqual([]);
          for (const amount of found) {
            expect(amount.text, `format at ${width} px`).toMatch(m.amount);
            expect(amount.lines, `${amount.text} at ${width} px`).toBe(1);
          }
          if (width === 360 || width === 390) await shot(`money-${screen.name}-${market}-${language}-${width}`);
        }
      });
    }
  }
}
