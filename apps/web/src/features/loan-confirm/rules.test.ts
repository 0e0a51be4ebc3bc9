import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  couponAmount,
  destinationAfterPush,
  keyFactsChanged,
  keyFactsRead,
  productIdFrom,
  secondsLeft,
  waitsForFinalOffer,
} from './rules.ts';

describe('productIdFrom', () => {
  it('takes productId, then product_id, then the launch context', () => {
    expect(productIdFrom(new URLSearchParams('productId=2&product_id=3'), '4')).toBe('2');
    expect(productIdFrom(new URLSearchParams('product_id=3'), '4')).toBe('3');
    expect(productIdFrom(new URLSearchParams(''), '4')).toBe('4');
    expect(productIdFrom(new URLSearchParams(''), undefined)).toBe('');
  });
});

describe('waitsForFinalOffer', () => {
  it('waits only for an offer that asks for it and only before the reload', () => {
    expect(waitsForFinalOffer({ isNeedPop: 1 }, 0)).toBe(true);
    expect(waitsForFinalOffer({ isNeedPop: 1 }, 1)).toBe(false);
    expect(waitsForFinalOffer({ isNeedPop: 0 }, 0)).toBe(false);
  });
});

describe('canSubmit', () => {
  it('needs the key facts read, the agreement, no push under way and a final offer', () => {
    const ready = { agreed: true, read: true, pushing: false, waiting: false };
    expect(canSubmit(ready)).toBe(true);
    expect(canSubmit({ ...ready, read: false })).toBe(false);
    expect(canSubmit({ ...ready, agreed: false })).toBe(false);
    expect(canSubmit({ ...ready, pushing: true })).toBe(false);
    expect(canSubmit({ ...ready, waiting: true })).toBe(false);
  });
});

describe('keyFactsRead / keyFactsChanged', () => {
  const offer = { keyFacts: { version: 'abc123abc123abc1' } } as Parameters<typeof keyFactsRead>[1];
  it('counts the key facts as read only for the version that was opened', () => {
    expect(keyFactsRead(null, offer)).toBe(false);
    expect(keyFactsRead('abc123abc123abc1', offer)).toBe(true);
    expect(keyFactsRead('0000000000000000', offer)).toBe(false);
  });
  it('tells that the terms changed once a read version no longer matches', () => {
    expect(keyFactsChanged(null, offer)).toBe(false);
    expect(keyFactsChanged('abc123abc123abc1', offer)).toBe(false);
    expect(keyFactsChanged('0000000000000000', offer)).toBe(true);
  });
});

describe('couponAmount', () => {
  it('shows a coupon only when it is worth something', () => {
    expect(couponAmount(5_000)).toBe(5_000);
    expect(couponAmount(0)).toBeUndefined();
    expect(couponAmount(undefined)).toBeUndefined();
  });
});

describe('destinationAfterPush', () => {
  const origin = 'https://app.example';

  it('opens this app’s detail URL in-app with from=confirm', () => {
    expect(destinationAfterPush('/loanDetail?orderId=100000&productId=1', origin)).toEqual({
      inApp: true,
      href: '/loanDetail?orderId=100000&productId=1&from=confirm',
    });
  });

  it('replaces an existing from and leaves other origins to a full page load', () => {
    expect(destinationAfterPush('/loanDetail?from=x&orderId=1', origin).href).toBe(
      '/loanDetail?from=confirm&orderId=1',
    );
    expect(destinationAfterPush('https://other.example/d?orderId=1', origin)).toEqual({
      inApp: false,
      href: 'https://other.example/d?orderId=1&from=confirm',
    });
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(5_500, 0)).toBe(6);
    expect(secondsLeft(5_500, 600)).toBe(5);
    expect(secondsLeft(5_500, 5_500)).toBe(0);
    expect(secondsLeft(5_500, 9_000)).toBe(0);
  });
});
