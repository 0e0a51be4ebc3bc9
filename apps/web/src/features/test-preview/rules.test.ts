import { describe, expect, it } from 'vitest';
import {
  geolocationFailure,
  initialPreviewValues,
  located,
  PREVIEW_DEFAULTS,
  previewLinks,
  publicLinks,
} from './rules.ts';

const queryOf = (href: string) => new URL(href, 'http://localhost').searchParams;
const linkHref = (id: string) => previewLinks(PREVIEW_DEFAULTS).find((link) => link.id === id)?.href ?? '';

describe('previewLinks', () => {
  it('opens every in-app screen with the demo borrower', () => {
    const ids = previewLinks(PREVIEW_DEFAULTS).map((link) => link.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'confirm',
        'loan-detail',
        'repay',
        'extension',
        'bind-bank',
        'about-us',
        'complaint',
        'customer-service',
        'privacy-policy',
        'repay-instruction',
        'login-failure',
        'contract',
        'complaint-list',
      ]),
    );
    const query = queryOf(linkHref('repay'));
    expect(query.get('userId')).toBe('1001');
    expect(query.get('sessionId')).toBe('demo-1001');
    expect(query.get('orderId')).toBe('5004');
    expect(query.get('language')).toBe('2');
  });

  it('sends the repayment instruction request type 1 with amount and pay code', () => {
    const href = linkHref('repay-instruction');
    expect(href.startsWith('/carpmm?')).toBe(true);
    const query = queryOf(href);
    expect(query.get('requestType')).toBe('1');
    expect(query.get('amount')).toBe(PREVIEW_DEFAULTS.amount);
    expect(query.get('payCode')).toBe(PREVIEW_DEFAULTS.payCode);
  });

  it('follows edited values', () => {
    const links = previewLinks({ ...PREVIEW_DEFAULTS, userId: '1002', language: '1' });
    const query = queryOf(links[0]?.href ?? '');
    expect(query.get('userId')).toBe('1002');
    expect(query.get('language')).toBe('1');
  });

  it('leaves out a field that was cleared', () => {
    expect(queryOf(previewLinks({ ...PREVIEW_DEFAULTS, gps_adid: '' })[0]?.href ?? '').has('gps_adid')).toBe(false);
  });
});

describe('location', () => {
  it('explains each geolocation failure', () => {
    expect(geolocationFailure(1)).toEqual({ kind: 'failed', messageKey: 'preview.locationDenied' });
    expect(geolocationFailure(2)).toEqual({ kind: 'failed', messageKey: 'preview.locationUnavailable' });
    expect(geolocationFailure(3)).toEqual({ kind: 'failed', messageKey: 'preview.locationTimeout' });
  });

  it('rounds a position for display', () => {
    expect(located(19.432607891, -99.133209, 12.6)).toEqual({
      kind: 'located',
      lat: '19.43261',
      lng: '-99.13321',
      accuracy: 13,
    });
  });
});

describe('initialPreviewValues', () => {
  it('starts from the launch parameters the page was opened with', () => {
    const values = initialPreviewValues({ userId: '1002', sessionId: 'demo-1002', orderId: '6001', language: '1' });
    expect(values).toMatchObject({ userId: '1002', sessionId: 'demo-1002', orderId: '6001', language: '1' });
    expect(values.productId).toBe(PREVIEW_DEFAULTS.productId);
  });

  it('falls back to the demo borrower and Spanish without parameters', () => {
    expect(initialPreviewValues({})).toEqual(PREVIEW_DEFAULTS);
    expect(initialPreviewValues({ language: '7' }).language).toBe('2');
  });
});

describe('publicLinks', () => {
  it('opens every marketing page and the promotion landing, carrying no borrower parameters', () => {
    const links = publicLinks({ ...PREVIEW_DEFAULTS, language: '1' });
    expect(links.map((link) => link.href)).toEqual([
      '/',
      '/About',
      '/User',
      '/Policy',
      '/Loan',
      '/Contact',
      '/promo.html?id=1&app_from=preview&language=1',
    ]);
  });
});
