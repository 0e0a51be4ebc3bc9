import { INDIA, MEXICO, SPEC_ORIGINAL } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { FAKE_TWILIO } from '../testing/fake-twilio.ts';
import { TEST_PRODUCTION_SETTINGS } from '../testing/test-app.ts';
import { readEnv } from './env.ts';
import { smsProviderFor } from './sms-settings.ts';

const TWILIO = {
  TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
  TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
  TWILIO_FROM: FAKE_TWILIO.from,
  SMS_CALLBACK_BASE_URL: 'https://lend.example.test',
};

const problems = (settings: Record<string, string | undefined>): string[] => {
  try {
    readEnv(settings);
    return [];
  } catch (error) {
    return String((error as Error).message)
      .split('\n')
      .slice(1);
  }
};

describe('SMS providers per market', () => {
  it('sends each market through the first of its providers whose settings are given', () => {
    const env = readEnv({ ...TEST_PRODUCTION_SETTINGS, ...TWILIO });
    expect(smsProviderFor(env, MEXICO)).toBe('twilio');
    expect(smsProviderFor(env, INDIA)).toBe('msg91');
    expect(smsProviderFor(env, SPEC_ORIGINAL)).toBe('gateway');
    const gatewayOnly = readEnv({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms', SMS_GATEWAY_TOKEN: 'gateway-token' });
    expect(smsProviderFor(gatewayOnly, MEXICO)).toBe('gateway');
    // India never falls back to a provider that would send free text: the demo outbox, outside production only.
    expect(smsProviderFor(gatewayOnly, INDIA)).toBeUndefined();
    expect(smsProviderFor(readEnv({}), MEXICO)).toBeUndefined();
  });

  it('refuses to start in production for India without a registered template of every kind of message', () => {
    const withoutRepayTemplate = {
      ...TEST_PRODUCTION_SETTINGS,
      NODE_ENV: 'production',
      MSG91_DLT_TEMPLATE_REPAYMENT_CONFIRM: '',
    };
    expect(problems(withoutRepayTemplate)).toEqual([
      'MSG91_DLT_TEMPLATE_REPAYMENT_CONFIRM: required for msg91, whose other settings are given',
      expect.stringMatching(/^SMS for IN: required in production: the settings of msg91/),
    ]);
    expect(problems({ ...TEST_PRODUCTION_SETTINGS, NODE_ENV: 'production' })).toEqual([]);
  });

  it('refuses a provider half set up in any environment, and a Twilio sender that is not exactly one', () => {
    expect(problems({ TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid })).toEqual([
      'TWILIO_AUTH_TOKEN, SMS_CALLBACK_BASE_URL: required for twilio, whose other settings are given',
      'TWILIO_FROM, TWILIO_MESSAGING_SERVICE_SID: exactly one of them, the sender of Twilio messages',
    ]);
    expect(problems({ ...TWILIO, TWILIO_MESSAGING_SERVICE_SID: `MG${'0'.repeat(32)}` })).toEqual([
      'TWILIO_FROM, TWILIO_MESSAGING_SERVICE_SID: exactly one of them, the sender of Twilio messages',
    ]);
    expect(problems(TWILIO)).toEqual([]);
    expect(problems({ MSG91_DLT_TEMPLATE_PROMOTION_REGISTER: '12345' })).toEqual([
      'MSG91_DLT_TEMPLATE_PROMOTION_REGISTER: a DLT template id is 19 digits',
    ]);
  });

  it('refuses the example file’s placeholders for the providers’ secrets in production', () => {
    expect(
      problems({
        ...TEST_PRODUCTION_SETTINGS,
        NODE_ENV: 'production',
        MSG91_AUTH_KEY: 'change-me-msg91-auth-key',
        MSG91_REPORT_TOKEN: 'change-me-to-a-long-random-token-for-msg91',
      }),
    ).toEqual([
      "MSG91_AUTH_KEY: the example's placeholder; set a real one",
      "MSG91_REPORT_TOKEN: the example's placeholder; set a real one",
    ]);
  });
});
