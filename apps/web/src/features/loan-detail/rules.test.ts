import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  backExitFor,
  bannerFor,
  hasContract,
  offersCoolingOff,
  orderIdFrom,
  ratingOutcome,
  showsDetailList,
} from './rules.ts';

describe('bannerFor', () => {
  it('has a picture for each known status and the settled one for any other', () => {
    expect([21, 151, 110, 174, 180, 200].map(bannerFor)).toEqual([
      'reviewing',
      'approved',
      'rejected',
      'repaying',
      'overdue',
      'settled',
    ]);
    expect(bannerFor(999)).toBe('settled');
    expect(bannerFor(0)).toBe('settled');
  });
});

describe('showsDetailList', () => {
  it('hides the list only for a refused application', () => {
    expect(showsDetailList(110)).toBe(false);
    for (const status of [21, 151, 174, 180, 200, 999]) expect(showsDetailList(status)).toBe(true);
  });
});

describe('actionsFor', () => {
  it('offers repay on 174 and 180, plus extension when isDelay is 1', () => {
    expect(actionsFor(174, 1)).toEqual(['repay', 'extension']);
    expect(actionsFor(174, 0)).toEqual(['repay']);
    expect(actionsFor(180, 1)).toEqual(['repay', 'extension']);
    expect(actionsFor(180, 0)).toEqual(['repay']);
  });

  it('offers borrow again on 200 and nothing on other statuses', () => {
    expect(actionsFor(200, 1)).toEqual(['borrowAgain']);
    for (const status of [21, 151, 110, 999]) expect(actionsFor(status, 1)).toEqual([]);
  });
});

describe('hasContract', () => {
  it('links the contract only when the server gave one', () => {
    expect(hasContract('/contract?orderNo=5004')).toBe(true);
    expect(hasContract('')).toBe(false);
    expect(hasContract('  ')).toBe(false);
  });
});

describe('ratingOutcome', () => {
  it('asks for a star first, thanks below 4 and opens the native prompt from 4', () => {
    expect(ratingOutcome(0)).toBe('chooseFirst');
    expect([1, 2, 3].map(ratingOutcome)).toEqual(['thanks', 'thanks', 'thanks']);
    expect([4, 5].map(ratingOutcome)).toEqual(['nativeRate', 'nativeRate']);
    expect(ratingOutcome(6)).toBe('chooseFirst');
  });
});

describe('orderIdFrom', () => {
  it('prefers the URL over the launch context', () => {
    expect(orderIdFrom(new URLSearchParams('orderId=5006'), '5004')).toBe('5006');
    expect(orderIdFrom(new URLSearchParams(''), '5004')).toBe('5004');
  });
});

describe('offersCoolingOff', () => {
  it('shows Cancel only while the server offers it, for an amount', () => {
    expect(offersCoolingOff({ available: 1, amount: 500_033 })).toBe(true);
    expect(offersCoolingOff({ available: 0, amount: 0 })).toBe(false);
    expect(offersCoolingOff({ available: 1, amount: 0 })).toBe(false);
  });
});

describe('backExitFor', () => {
  it('sends the borrower to the mine tab only from the detail that replaced the confirm page', () => {
    expect(backExitFor(new URLSearchParams('orderId=1&from=confirm'))).toBe('toMine');
    expect(backExitFor(new URLSearchParams('orderId=1'))).toBe('close');
    expect(backExitFor(new URLSearchParams('from=order'))).toBe('close');
  });
});
