import { HOUR_MS, UPLOAD_BYTES_PER_BORROWER_PER_DAY, UPLOADS_PER_BORROWER_PER_DAY } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { fitsQuota, hoursUntilRoom } from './upload-quota.ts';

describe('upload quota', () => {
  it('lets the last photo of the day in and refuses the next, by count and by bytes', () => {
    const oldest = undefined;
    expect(
      fitsQuota({ count: UPLOADS_PER_BORROWER_PER_DAY - 1, bytes: 0, oldest }, 1000, UPLOADS_PER_BORROWER_PER_DAY),
    ).toBe(true);
    expect(
      fitsQuota({ count: UPLOADS_PER_BORROWER_PER_DAY, bytes: 0, oldest }, 1000, UPLOADS_PER_BORROWER_PER_DAY),
    ).toBe(false);
    expect(
      fitsQuota(
        { count: 1, bytes: UPLOAD_BYTES_PER_BORROWER_PER_DAY - 1000, oldest },
        1000,
        UPLOADS_PER_BORROWER_PER_DAY,
      ),
    ).toBe(true);
    expect(
      fitsQuota(
        { count: 1, bytes: UPLOAD_BYTES_PER_BORROWER_PER_DAY - 999, oldest },
        1000,
        UPLOADS_PER_BORROWER_PER_DAY,
      ),
    ).toBe(false);
  });

  it('counts photos against the cap the server is given (UPLOADS_PER_BORROWER_PER_DAY)', () => {
    const oldest = undefined;
    expect(fitsQuota({ count: 2, bytes: 0, oldest }, 1000, 3)).toBe(true);
    expect(fitsQuota({ count: 3, bytes: 0, oldest }, 1000, 3)).toBe(false);
    expect(fitsQuota({ count: UPLOADS_PER_BORROWER_PER_DAY, bytes: 0, oldest }, 1000, 1000)).toBe(true);
  });

  it('says the real wait: until the oldest upload of the last day leaves the window, in whole hours', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const use = (hoursAgo: number) => ({ count: 30, bytes: 0, oldest: new Date(now - hoursAgo * HOUR_MS) });
    expect(hoursUntilRoom(use(0), now)).toBe(24);
    expect(hoursUntilRoom(use(20.5), now)).toBe(4);
    expect(hoursUntilRoom(use(23.99), now)).toBe(1);
  });
});
