import { INDIA, MEXICO } from '@loan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshLaunchContext } from './launch-context.ts';
import { launchMarket } from './market.ts';

beforeEach(() => sessionStorage.clear());

describe('launchMarket', () => {
  it('is India for language 1 and Mexico for 2, anything else or nothing', () => {
    refreshLaunchContext('?userId=1&language=1');
    expect(launchMarket()).toBe(INDIA);
    for (const language of ['2', '9', 'en']) {
      refreshLaunchContext(`?userId=1&language=${language}`);
      expect(launchMarket()).toBe(MEXICO);
    }
    sessionStorage.clear();
    refreshLaunchContext('?userId=2');
    expect(launchMarket()).toBe(MEXICO);
  });

  it('keeps the market of the launch when an in-app link repeats no language', () => {
    refreshLaunchContext('?userId=3&language=1');
    refreshLaunchContext('?amount=100');
    expect(launchMarket()).toBe(INDIA);
  });
});
