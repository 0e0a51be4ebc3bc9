import { describe, expect, it } from 'vitest';
import { COMPLAINT_IMAGES_MAX, COMPLAINT_TEXT_MAX } from '../constants.ts';
import { onlineEnvelopeSchema } from '../envelope.ts';
import { INDIA, MEXICO, SPEC_ORIGINAL } from '../market.ts';
import { ALL_CALLS, generateVcode, getWhatsapp, landingLocale, problemSave, register } from './index.ts';

describe('the call list', () => {
  it('covers every call the apps make once', () => {
    const names = ALL_CALLS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'contract-detail',
        'problem-init',
        'upload-problem-img',
        'problem-save',
        'problem-list',
        'problem-detail',
        'get-whatsapp',
        'loan-play-delay-detail',
        'loan-play-detail',
        'generate-vcode',
        'channel-reference',
        'loan-detail-confirm',
        'loan-detail-push',
        'loan-details',
        'google-score',
        'repayment-way',
        'repayment-commit',
        'repayment-confirm',
        'repayment-huichao',
        'channel-template',
        'track-visit',
        'get-sid',
        'get-sms',
        'track-click',
        'register',
      ]),
    );
  });

  it('gives each family and method a distinct path', () => {
    const keys = ALL_CALLS.map((c) => `${c.family} ${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses GET for reads and POST for anything that creates or changes', () => {
    const writes = [
      'upload-problem-img',
      'problem-save',
      'problem-score',
      'generate-vcode',
      'channel-reference',
      'loan-detail-push',
    ];
    for (const call of ALL_CALLS.filter((c) => writes.includes(c.name))) expect(call.method).toBe('POST');
  });
});

describe('request schemas', () => {
  it('cap complaint text at 200 characters and refuse an empty one', () => {
    const base = { problemType: '2', problemImage: '', orderNo: '5004' };
    expect(problemSave.request.safeParse({ ...base, problemDetail: 'x'.repeat(COMPLAINT_TEXT_MAX) }).success).toBe(
      true,
    );
    expect(problemSave.request.safeParse({ ...base, problemDetail: 'x'.repeat(COMPLAINT_TEXT_MAX + 1) }).success).toBe(
      false,
    );
    expect(problemSave.request.safeParse({ ...base, problemDetail: '   ' }).success).toBe(false);
  });

  it('allow at most 9 image URLs joined by commas', () => {
    const urls = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/${i}.jpg`).join(',');
    const base = { problemType: '2', problemDetail: 'late fee', orderNo: '' };
    expect(problemSave.request.safeParse({ ...base, problemImage: urls(COMPLAINT_IMAGES_MAX) }).success).toBe(true);
    expect(problemSave.request.safeParse({ ...base, problemImage: urls(COMPLAINT_IMAGES_MAX + 1) }).success).toBe(
      false,
    );
  });

  it('coerce form strings to integers and refuse fractions of a minor unit', () => {
    const ok = { productId: '1', orderId: '5004', amount: '123456', payCode: 'OXXO', requestType: '1' };
    expect(generateVcode.request.parse(ok)).toMatchObject({ amount: 123456, requestType: 1 });
    expect(generateVcode.request.safeParse({ ...ok, amount: '12.5' }).success).toBe(false);
    // 1 repay, 2 extension fee, 3 cooling-off exit; nothing else.
    expect(generateVcode.request.parse({ ...ok, requestType: '3' }).requestType).toBe(3);
    expect(generateVcode.request.safeParse({ ...ok, requestType: '4' }).success).toBe(false);
  });

  it('take the promotion phone as typed (the template market checks it on the server), but only phone characters', () => {
    const base = { capcode: 'ab12', sid: 'sid-12345678', appName: 'lendh5', smsCode: '123456', id: '1' };
    for (const phone of ['13800138000', '55 1234 5678', '+91 98765-43210', '(55) 1234.5678']) {
      expect(register.request.safeParse({ ...base, phone }).success).toBe(true);
    }
    for (const phone of ['', '55 1234 567x', '1'.repeat(25), '<script>']) {
      expect(register.request.safeParse({ ...base, phone }).success).toBe(false);
    }
  });
});

describe('landingLocale', () => {
  const mexico = { market: 'MX', wording: 'es', translations: { en: {} } } as const;

  it("serves the template's market in its wording, or the one language=1|2 asks for when it has content in it", () => {
    expect(landingLocale(mexico, undefined)).toEqual({ market: MEXICO, wordingSet: 'es' });
    expect(landingLocale(mexico, 'en')).toEqual({ market: MEXICO, wordingSet: 'en' });
    expect(landingLocale({ market: 'IN', wording: 'en' }, 'es')).toEqual({ market: INDIA, wordingSet: 'en' });
  });

  it('is the Chinese landing without a template', () => {
    expect(landingLocale(null, undefined)).toEqual({ market: SPEC_ORIGINAL, wordingSet: 'zh' });
    expect(landingLocale(null, 'es')).toEqual({ market: SPEC_ORIGINAL, wordingSet: 'es' });
  });
});

describe('the /online envelope', () => {
  const envelope = onlineEnvelopeSchema(getWhatsapp.data);

  it('reads a success with its data', () => {
    const parsed = envelope.parse({
      code: 0,
      success: true,
      message: 'ok',
      data: { phone: '1', va: '2', email: 'a@b.c' },
    });
    expect(parsed.success && parsed.data.va).toBe('2');
  });

  it('reads a failure without data', () => {
    expect(envelope.parse({ code: 1002, success: false, message: 'expired' })).toEqual({
      code: 1002,
      success: false,
      message: 'expired',
    });
  });

  it('refuses a success whose data does not match the call', () => {
    expect(envelope.safeParse({ code: 0, success: true, message: 'ok', data: { phone: 1 } }).success).toBe(false);
  });
});
