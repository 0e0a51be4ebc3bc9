import { describe, expect, it } from 'vitest';
import {
  acceptedCount,
  canAddImages,
  clampDescription,
  complaintOrderNo,
  fitWithin,
  hasReply,
  hasTypeIcon,
  isDescriptionEmpty,
  joinImageUrls,
  positiveInt,
  shouldDownscale,
  typeAction,
  unsentPhotosWording,
} from './rules.ts';

describe('complaintOrderNo', () => {
  it('takes the launch order over one chosen on an earlier launch', () => {
    expect(complaintOrderNo('5006', { orderNo: '5001', launchOrderId: '5004' }, '5001')).toBe('5006');
    expect(complaintOrderNo('5006', undefined, '5001')).toBe('5006');
  });
  it('keeps a choice made since the page was opened for the same launch order', () => {
    expect(complaintOrderNo('5006', { orderNo: '5001', launchOrderId: '5006' }, '5001')).toBe('5001');
    expect(complaintOrderNo(undefined, { orderNo: '5002', launchOrderId: '' }, '5001')).toBe('5002');
  });
  it('keeps a choice of no order at all', () => {
    expect(complaintOrderNo('5006', { orderNo: '', launchOrderId: '5006' }, undefined)).toBe('');
  });
  it('falls back to the device’s last choice without a launch order, else to none', () => {
    expect(complaintOrderNo(undefined, { orderNo: '5002', launchOrderId: '5004' }, '5001')).toBe('5001');
    expect(complaintOrderNo(undefined, undefined, undefined)).toBeUndefined();
  });
});

describe('unsentPhotosWording', () => {
  it('warns in the singular for one failed photo and the plural for more', () => {
    expect(unsentPhotosWording(0)).toBeUndefined();
    expect(unsentPhotosWording(1)).toEqual({ text: 'complaint.unsentOne', send: 'complaint.sendWithoutOne' });
    expect(unsentPhotosWording(3)).toEqual({ text: 'complaint.unsentMany', send: 'complaint.sendWithoutMany' });
  });
});

describe('typeAction', () => {
  it('reveals the collection sub-types when the order accepts collection complaints', () => {
    expect(typeAction(1, { isShow: 1 })).toBe('showSubTypes');
  });
  it('refuses the collection type for an order with isShow 0, and without an order', () => {
    expect(typeAction(1, { isShow: 0 })).toBe('refuseCollection');
    expect(typeAction(1, undefined)).toBe('refuseCollection');
  });
  it('opens the form for any other type, whatever the order', () => {
    expect(typeAction(2, { isShow: 0 })).toBe('openForm');
    expect(typeAction(4, undefined)).toBe('openForm');
  });
});

describe('description', () => {
  it('cuts pasted text at 200 characters and keeps shorter text', () => {
    expect(clampDescription('a'.repeat(250))).toHaveLength(200);
    expect(clampDescription('hola')).toBe('hola');
  });
  it('counts blank text as empty', () => {
    expect(isDescriptionEmpty('  \n ')).toBe(true);
    expect(isDescriptionEmpty(' x ')).toBe(false);
  });
});

describe('images', () => {
  it('accepts picked files only up to 9 in all', () => {
    expect(acceptedCount(0, 12)).toBe(9);
    expect(acceptedCount(7, 5)).toBe(2);
    expect(acceptedCount(9, 1)).toBe(0);
    expect(canAddImages(8)).toBe(true);
    expect(canAddImages(9)).toBe(false);
  });
  it('joins the uploaded URLs with commas, leaving out pending and failed ones', () => {
    expect(joinImageUrls([{ url: '/uploads/a.png' }, {}, { url: '/uploads/b.jpg' }])).toBe(
      '/uploads/a.png,/uploads/b.jpg',
    );
    expect(joinImageUrls([])).toBe('');
  });
  it('scales a 12-megapixel photo to 2048 px on its long edge and leaves small ones alone', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
  it('re-encodes photos that are too large in pixels or in bytes', () => {
    expect(shouldDownscale(4032, 3024, 900_000)).toBe(true);
    expect(shouldDownscale(1200, 900, 2_500_000)).toBe(true);
    expect(shouldDownscale(1200, 900, 300_000)).toBe(false);
  });
});

describe('screens', () => {
  it('gives an icon to the first three types only', () => {
    expect([0, 1, 2, 3].map(hasTypeIcon)).toEqual([true, true, true, false]);
  });
  it('hides the Custom section when the reply has neither text nor images', () => {
    expect(hasReply({ disposeDetail: ' ', disposeImages: [] })).toBe(false);
    expect(hasReply({ disposeDetail: 'Done', disposeImages: [] })).toBe(true);
    expect(hasReply({ disposeDetail: '', disposeImages: ['/uploads/a.png'] })).toBe(true);
  });
  it('reads positive integer query values only', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('1e3')).toBeUndefined();
    expect(positiveInt(null)).toBeUndefined();
  });
});
