import { INDIA, MEXICO, SPEC_ORIGINAL } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { landingAnswer, landingCallLocale, registrationPhone } from './landing.ts';

const content = {
  title: '',
  subtitle: '',
  bannerUrl: '',
  amountText: '',
  maxAmount: 0,
  buttonText: '',
  downloadUrl: '',
  agreementText: '',
};
const template = (market: 'MX' | 'IN' | 'CN', wording: 'es' | 'en' | 'zh', translated: ('es' | 'en')[] = []) => ({
  id: 9,
  market,
  wording,
  content,
  translations: Object.fromEntries(translated.map((set) => [set, { ...content, title: set }])),
});

describe('a landing call', () => {
  it('reads a phone with its template market and keeps it in E.164', () => {
    expect(registrationPhone(MEXICO, '55 1234 5678')).toBe('+525512345678');
    expect(registrationPhone(MEXICO, '+52 55 1234 5678')).toBe('+525512345678');
    expect(registrationPhone(INDIA, '98765 43210')).toBe('+919876543210');
    expect(registrationPhone(INDIA, '098765 43210')).toBe('+919876543210');
    expect(registrationPhone(SPEC_ORIGINAL, '13812345678')).toBe('+8613812345678');
  });

  it("refuses another market's number", () => {
    expect(registrationPhone(MEXICO, '13812345678')).toBeNull();
    expect(registrationPhone(INDIA, '55 1234 5678')).toBeNull();
    expect(registrationPhone(SPEC_ORIGINAL, '98765 43210')).toBeNull();
    expect(registrationPhone(SPEC_ORIGINAL, '12812345678')).toBeNull();
  });

  it("serves the template's market, and the Chinese landing when it names no template", () => {
    expect(landingCallLocale(template('IN', 'en'), undefined).market).toBe(INDIA);
    expect(landingCallLocale(template('MX', 'es'), '1').market).toBe(MEXICO);
    expect(landingCallLocale(null, undefined).market).toBe(SPEC_ORIGINAL);
  });

  it("speaks the template's wording unless language=1|2 asks for a set it has its content in", () => {
    const wording = (t: ReturnType<typeof template> | null, language?: string) =>
      landingCallLocale(t, language).wordingSet;
    expect(wording(template('MX', 'es'))).toBe('es');
    expect(wording(template('MX', 'es', ['en']), '1')).toBe('en');
    expect(wording(template('CN', 'zh', ['en', 'es']), '2')).toBe('es');
    expect(wording(template('IN', 'en'), '1')).toBe('en');
    expect(wording(template('IN', 'en'), '7')).toBe('en');
    // No Spanish content: a Spanish page would show the template's English words among Spanish labels.
    expect(wording(template('IN', 'en'), '2')).toBe('en');
    expect(wording(null)).toBe('zh');
    expect(wording(null, '1')).toBe('en');
  });

  it('answers the template content in the set the landing speaks', () => {
    const mexico = template('MX', 'es', ['en']);
    expect(landingAnswer(mexico, landingCallLocale(mexico, '1'))).toMatchObject({
      wording: 'en',
      content: { title: 'en' },
    });
    expect(landingAnswer(mexico, landingCallLocale(mexico, undefined))).toMatchObject({ wording: 'es', content });
  });
});
