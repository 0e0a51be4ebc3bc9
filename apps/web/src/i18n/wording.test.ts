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
        'common.loading',
        'common.error',
        'common.retry',
        'common.loadFailedTitle',
        'common.loadFailedText',
        'card.selectFirst',
        'card.verifyCodeInvalid',
        'card.processingFailed',
        'card.listFailed',
        'card.verifyCodeError',
        'card.repeatSubmit',
        'card.verifyCodeSent',
      ].sort(),
    );
  });

  it('keep the fixed messages word for word (landing, complaint, rating, service)', () => {
    expect(zh['promo.phoneInvalid']).toBe('请正确输入手机号！');
    expect(zh['promo.alreadyRegistered']).toBe('您已注册,请直接下载APP登录！');
    expect(en['complaint.collectionUnsupported']).toBe('The selected order does not support sending collection types');
    expect(es['rating.required']).toBe('Seleccione una calificación');
    expect(en['title.customerService']).toBe('Online service');
  });
});

describe('wordingFor', () => {
  it('falls back to Spanish until a set is registered', () => {
    expect(wordingFor('en')).toBe(es);
    expect(landingWordingFor('zh')).toBe(es);
    registerWordingSet('zh', zh);
    expect(landingWordingFor('zh')['promo.registered']).toBe('注册成功');
  });
});

describe('interpolate', () => {
  it('fills markers and leaves unknown ones visible', () => {
    expect(interpolate('up to {days} days {x}', { days: 7 })).toBe('up to 7 days {x}');
  });

  it('loads a set on demand', async () => {
    await loadWordingSet('en');
    expect(isWordingSetLoaded('en')).toBe(true);
    expect(translate('en', 'common.retry')).toBe('Retry');
  });

  it('translates with values', async () => {
    await loadWordingSet('en');
    expect(translate('en', 'loan.extensionNote', { days: 7 })).toBe(
      'You can extend your repayment date by up to 7 days.',
    );
  });
});
