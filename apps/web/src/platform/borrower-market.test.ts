import { lendingMarketById } from '@loan/contract';
import { FIXTURE_MARKET, registerFixtureMarket } from '@loan/contract/testing';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '@/i18n/es.ts';
import { wordingApi } from '@/i18n/use-words.ts';
import { wordingFor } from '@/i18n/wording.ts';
import { borrowerMarketQuery } from './borrower-market.ts';
import { refreshLaunchContext } from './launch-context.ts';

/*
 * "Add a market" (docs/architecture.md), the web's side: a market the contract defines needs nothing of the web app
 * but its id in the server's answer. The page takes it as the borrower's market, writes money and dates its way and
 * words it in the market's set.
 */
registerFixtureMarket();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the page asks the server for the borrower's market, answered `answered` by it. */
async function marketAnswered(answered: string) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ code: 0, success: true, message: '', data: { market: answered } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  refreshLaunchContext('?userId=2001&sessionId=fixture-2001&language=2');
  const answer = await new QueryClient().fetchQuery(borrowerMarketQuery('2001'));
  expect(fetchMock.mock.calls[0]?.[0]).toContain('/online/user/market?');
  return lendingMarketById(answer.market);
}

describe('a market added in the contract, on the page', () => {
  it('is the borrower’s market once the server names it', async () => {
    expect(await marketAnswered('CO')).toBe(FIXTURE_MARKET);
    expect(await marketAnswered('ZZ')).toBeUndefined();
  });

  it('writes money and dates its way, in its own wording set', () => {
    const words = wordingApi(wordingFor(FIXTURE_MARKET.wordingSet), FIXTURE_MARKET.wordingSet, FIXTURE_MARKET);
    expect(words.money(123_456_789)).toBe('$1.234.567,89');
    expect(words.date('2026-03-01T04:30:00Z', true)).toBe('2026-02-28 23:30:00');
    expect(words.t('title.customerService')).toBe(es['title.customerService']);
  });
});
