import { INDIA, MEXICO, SPEC_ORIGINAL } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import {
  cameRegistered,
  clientTypeOf,
  handoffHash,
  isValidCaptcha,
  isValidPromoPhone,
  isValidSmsCode,
  landingParams,
  landingPhoneInput,
  landingRoute,
  linkPhrases,
  parseHash,
  phoneHint,
  registerOutcome,
  smsOutcome,
} from './rules.ts';

describe('promotion validation', () => {
  it('accepts on the Chinese landing 11 digits starting with 1 then 3–9 only', () => {
    expect(isValidPromoPhone(SPEC_ORIGINAL, '13912345678')).toBe(true);
    expect(isValidPromoPhone(SPEC_ORIGINAL, '19912345678')).toBe(true);
    for (const bad of ['12912345678', '1391234567', '139123456789', '23912345678', '1391234567a', '']) {
      expect(isValidPromoPhone(SPEC_ORIGINAL, bad), bad).toBe(false);
    }
  });

  it("accepts the numbers of the template's market: Mexico 10 digits, India 10 starting 6–9", () => {
    expect(isValidPromoPhone(MEXICO, '55 1234 5678')).toBe(true);
    expect(isValidPromoPhone(MEXICO, '664 123 4567')).toBe(true);
    expect(isValidPromoPhone(MEXICO, '13912345678')).toBe(false);
    expect(isValidPromoPhone(INDIA, '98765 43210')).toBe(true);
    expect(isValidPromoPhone(INDIA, '55 1234 5678')).toBe(false);
  });

  it('groups the phone field as the market reads it, no longer than a national number', () => {
    expect(landingPhoneInput(MEXICO, '5512345678')).toBe('55 1234 5678');
    expect(landingPhoneInput(MEXICO, '6641234567')).toBe('664 123 4567');
    expect(landingPhoneInput(MEXICO, '+52 55 1234 5678')).toBe('55 1234 5678');
    expect(landingPhoneInput(MEXICO, '551234567899')).toBe('55 1234 5678');
    expect(landingPhoneInput(INDIA, '9876543210')).toBe('98765 43210');
    expect(landingPhoneInput(INDIA, '987')).toBe('987');
    expect(landingPhoneInput(SPEC_ORIGINAL, '13812345678')).toBe('138 1234 5678');
  });

  it("hints the market's length and an example number", () => {
    expect(phoneHint(MEXICO)).toEqual({ digits: 10, example: '55 1234 5678' });
    expect(phoneHint(INDIA)).toEqual({ digits: 10, example: '98765 43210' });
    expect(phoneHint(SPEC_ORIGINAL)).toEqual({ digits: 11, example: '138 1234 5678' });
  });

  it('requires a picture code of at most 4 characters', () => {
    expect(isValidCaptcha('A3K9')).toBe(true);
    expect(isValidCaptcha('A')).toBe(true);
    expect(isValidCaptcha('')).toBe(false);
    expect(isValidCaptcha('   ')).toBe(false);
    expect(isValidCaptcha('A3K9X')).toBe(false);
  });

  it('requires an SMS code of at most 6 characters', () => {
    expect(isValidSmsCode('123456')).toBe(true);
    expect(isValidSmsCode('1234')).toBe(true);
    expect(isValidSmsCode('')).toBe(false);
    expect(isValidSmsCode('1234567')).toBe(false);
  });
});

describe('hash routes', () => {
  it('splits the route and its query', () => {
    const { path, query } = parseHash('#/downloadTemplate?id=1&down_id=1');
    expect(path).toBe('/downloadTemplate');
    expect(query.get('down_id')).toBe('1');
    expect(parseHash('').path).toBe('/');
    expect(parseHash('#/?id=3').query.get('id')).toBe('3');
  });

  it("reads the page's own query when the hash carries none, and the hash's when it does", () => {
    const fromPage = landingRoute('', '?id=2&utm_tag=spring');
    expect(fromPage.path).toBe('/');
    expect(fromPage.query.get('id')).toBe('2');
    expect(fromPage.query.get('utm_tag')).toBe('spring');
    expect(landingRoute('#/', '?id=2').query.get('id')).toBe('2');
    expect(landingRoute('#/?id=3', '?id=2&language=2').query.toString()).toBe('id=3');
    expect(landingRoute('#/agreement?id=3&links_id=3', '?id=2').path).toBe('/agreement');
  });

  it('reads the landing parameters, refusing a template id that is not a positive integer', () => {
    const params = landingParams(new URLSearchParams('id=7&app_from=fb&user_from=u9&utm_tag=spring'));
    expect(params).toMatchObject({ templateId: 7, app_from: 'fb', user_from: 'u9', utm_tag: 'spring' });
    expect(landingParams(new URLSearchParams('id=abc')).templateId).toBeUndefined();
    expect(landingParams(new URLSearchParams('')).templateId).toBeUndefined();
  });

  it('hands off to the download page with down_id and to the agreement with links_id', () => {
    const params = { app_from: 'fb', user_from: 'u9', utm_tag: 'spring', templateId: 7 };
    expect(handoffHash('download', params, '1')).toBe(
      '#/downloadTemplate?app_from=fb&user_from=u9&utm_tag=spring&id=7&down_id=7&language=1',
    );
    // After registering, the download page is told so.
    const registered = handoffHash('download', params, '1', true);
    expect(registered).toMatch(/&registered=1$/);
    expect(cameRegistered(parseHash(registered).query)).toBe(true);
    expect(cameRegistered(parseHash('#/downloadTemplate?id=7').query)).toBe(false);
    expect(handoffHash('agreement', params, undefined)).toBe(
      '#/agreementTemplate?app_from=fb&user_from=u9&utm_tag=spring&id=7&links_id=7',
    );
  });
});

describe('outcomes of the answer codes', () => {
  it('maps get-sms codes', () => {
    expect(smsOutcome('0')).toBe('sent');
    expect(smsOutcome('101')).toBe('refresh-captcha');
    // A send limit ("wait 45 s") leaves the drawing and its typed answer usable.
    expect(smsOutcome('1004')).toBe('keep-captcha');
    expect(smsOutcome('1001')).toBe('refresh-captcha');
    expect(smsOutcome('network')).toBe('network');
  });

  it('maps register codes', () => {
    expect(registerOutcome('0')).toBe('registered');
    expect(registerOutcome('11')).toBe('already-registered');
    expect(registerOutcome('-1')).toBe('refresh-captcha');
    expect(registerOutcome('1001')).toBe('message');
    expect(registerOutcome('network')).toBe('network');
  });

  it('names the client type from the launch value or the phone', () => {
    expect(clientTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe('ios');
    expect(clientTypeOf('Mozilla/5.0 (Linux; Android 14)')).toBe('android');
    expect(clientTypeOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('h5');
    expect(clientTypeOf('Mozilla/5.0 (iPhone)', 'app-ios')).toBe('app-ios');
  });
});

describe('linkPhrases', () => {
  it('cuts a line around each named phrase, keeping the rest as text', () => {
    expect(
      linkPhrases('By applying you accept the loan agreement and the privacy notice.', [
        { words: 'loan agreement', href: '#a' },
        { words: 'privacy notice', href: '/p' },
      ]),
    ).toEqual([
      { text: 'By applying you accept the ' },
      { text: 'loan agreement', href: '#a' },
      { text: ' and the ' },
      { text: 'privacy notice', href: '/p' },
      { text: '.' },
    ]);
  });
  it('leaves a line without the phrases as it is', () => {
    expect(linkPhrases('Terms apply.', [{ words: 'privacy notice', href: '/p' }])).toEqual([{ text: 'Terms apply.' }]);
  });
});
