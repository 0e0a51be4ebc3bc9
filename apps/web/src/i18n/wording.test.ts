import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import {
  interpolate,
  isWordingSetLoaded,
  landingWordingFor,
  loadWordingSet,
  registerWordingSet,
  translate,
  wordingFor,
} from './wording.ts';
import { zh } from './zh.ts';

describe('wording sets', () => {
  it('give every key of the reference set in English, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const text of [...Object.values(en), ...Object.values(zh)]) expect(text.trim()).not.toBe('');
  });

  it("hold in Chinese only the promotion landing and the old card repayment's messages", () => {
    const keys = Object.keys(zh);
    expect(keys.length).toBeLessThan(Object.keys(es).length / 5);
    const other = keys.filter((key) => !key.startsWith('promo'));
    expect(other.sort()).toEqual(
      [
        'loading',
        'error',
        'retry',
        'loadFailedTitle',
        'loadFailedText',
        'selectCardFirst',
        'verifyCodeInvalid',
        'processingFailed',
        'cardListFailed',
        'verifyCodeError',
        'repeatSubmit',
        'verifyCodeSent',
      ].sort(),
    );
  });

  it('keep the fixed messages word for word (landing, complaint, rating, service)', () => {
    expect(zh.promoPhoneInvalid).toBe('请正确输入手机号！');
    expect(zh.promoAlreadyRegistered).toBe('您已注册,请直接下载APP登录！');
    expect(en.complaintCollectionUnsupported).toBe('The selected order does not support sending collection types');
    expect(es.ratingRequired).toBe('Seleccione una calificación');
    expect(en.customerService).toBe('Online service');
  });
});

describe('wordingFor', () => {
  it('falls back to Spanish until a set is registered', () => {
    expect(wordingFor('en')).toBe(es);
    expect(landingWordingFor('zh')).toBe(es);
    registerWordingSet('zh', zh);
    expect(landingWordingFor('zh').promoRegistered).toBe('注册成功');
  });
});

describe('interpolate', () => {
  it('fills markers and leaves unknown ones visible', () => {
    expect(interpolate('up to {days} days {x}', { days: 7 })).toBe('up to 7 days {x}');
  });

  it('loads a set on demand', async () => {
    await loadWordingSet('en');
    expect(isWordingSetLoaded('en')).toBe(true);
    expect(translate('en', 'retry')).toBe('Retry');
  });

  it('translates with values', async () => {
    await loadWordingSet('en');
    expect(translate('en', 'extensionNote', { days: 7 })).toBe('You can extend your repayment date by up to 7 days.');
  });
});
