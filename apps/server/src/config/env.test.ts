import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from '../app.ts';
import { TEST_PRODUCTION_SETTINGS } from '../testing/test-app.ts';
import {
  DEV_AT_REST_KEYS,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_PROOF_OF_WORK_KEY,
  estimatedRandomBits,
  parseTrustProxy,
  readEnv,
} from './env.ts';

describe('TRUST_PROXY', () => {
  it('reads off, a number of proxy hops (true is one balancer) or proxy addresses and ranges', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8']);
  });

  it('refuses to start on anything else', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', 'balancer.internal', '-1', '1.5'])
      expect(() => readEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('takes the address the last trusted proxy saw, never an entry the client wrote', async () => {
    const ipSeenWith = async (setting: string, socket: string, forwardedFor: string) => {
      const app = Fastify({ trustProxy: trustProxyOption(readEnv({ TRUST_PROXY: setting }).TRUST_PROXY) });
      app.get('/', async (request) => request.ip);
      const response = await app.inject({
        url: '/',
        remoteAddress: socket,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      await app.close();
      return response.body;
    };
    // The client wrote 6.6.6.6; its real address is 198.51.100.7, appended by each proxy on the way.
    expect(await ipSeenWith('1', '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeenWith('true', '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeenWith('2', '10.0.0.2', '6.6.6.6, 198.51.100.7, 172.16.0.9')).toBe('198.51.100.7');
    expect(await ipSeenWith('10.0.0.0/8', '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    // A request that did not come through a listed proxy keeps its socket address.
    expect(await ipSeenWith('10.0.0.0/8', '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
    expect(await ipSeenWith('false', '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });
});

describe('production settings', () => {
  it('refuses to start without the SMS providers and the secrets, one line per missing setting', () => {
    let problem = '';
    try {
      readEnv({ NODE_ENV: 'production' });
    } catch (error) {
      problem = String((error as Error).message);
    }
    const lines = problem.split('\n');
    expect(lines[0]).toBe('Invalid environment:');
    const smsSettings = (name: string) => /^(SMS_GATEWAY_|MSG91_)/.test(name);
    expect(lines.slice(1).map((line) => line.split(':')[0])).toEqual([
      ...Object.keys(TEST_PRODUCTION_SETTINGS).filter((name) => !smsSettings(name)),
      // One line per market no provider serves, naming the settings each of its providers needs.
      'SMS for MX',
      'SMS for IN',
      'SMS for CN',
    ]);
    expect(lines.at(-2)).toMatch(/SMS for IN: required in production: the settings of msg91 \(MSG91_AUTH_KEY, /);
    const { SMS_GATEWAY_TOKEN: _token, ...withoutToken } = TEST_PRODUCTION_SETTINGS;
    expect(() => readEnv({ NODE_ENV: 'production', ...withoutToken })).toThrow(
      /^Invalid environment:\nSMS_GATEWAY_TOKEN: required for gateway, whose other settings are given\nSMS for MX/,
    );
  });

  it('never takes the development webhook secret in production, and defaults it elsewhere', () => {
    expect(() =>
      readEnv({
        NODE_ENV: 'production',
        ...TEST_PRODUCTION_SETTINGS,
        PAYMENT_WEBHOOK_SECRET: DEV_PAYMENT_WEBHOOK_SECRET,
      }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET: the published development secret/);
    expect(readEnv({ NODE_ENV: 'production', ...TEST_PRODUCTION_SETTINGS }).PAYMENT_WEBHOOK_SECRET).toBe(
      TEST_PRODUCTION_SETTINGS.PAYMENT_WEBHOOK_SECRET,
    );
    expect(readEnv({}).PAYMENT_WEBHOOK_SECRET).toBe(DEV_PAYMENT_WEBHOOK_SECRET);
  });

  const problemsWith = (settings: Record<string, string>): string[] => {
    try {
      readEnv({ NODE_ENV: 'production', ...TEST_PRODUCTION_SETTINGS, ...settings });
      return [];
    } catch (error) {
      return String((error as Error).message)
        .split('\n')
        .slice(1);
    }
  };

  it('refuses the example file’s placeholders, one line each', () => {
    expect(
      problemsWith({
        DATABASE_URL: 'postgres://loan:change-me@db:5432/loan',
        SMS_GATEWAY_TOKEN: 'change-me',
        PAYMENT_WEBHOOK_SECRET: 'change-me-to-the-provider-signing-secret',
        METRICS_TOKEN: 'change-me-to-a-long-random-token',
      }),
    ).toEqual([
      "DATABASE_URL: its password is the example's placeholder; set the database's own",
      "SMS_GATEWAY_TOKEN: the example's placeholder; set a real one",
      "PAYMENT_WEBHOOK_SECRET: the example's placeholder; set a real one",
      "METRICS_TOKEN: the example's placeholder; set a real one",
    ]);
  });

  it('refuses a webhook secret or metrics token weaker than 32 random bytes', () => {
    const weak = 'too weak, at least 32 random bytes (openssl rand -hex 32)';
    expect(
      problemsWith({ PAYMENT_WEBHOOK_SECRET: 'smoke-webhook-secret-0123456789', METRICS_TOKEN: 'a'.repeat(80) }),
    ).toEqual([`PAYMENT_WEBHOOK_SECRET: ${weak}`, `METRICS_TOKEN: ${weak}`]);
    // 31 random bytes in hex is one byte short; 32 in hex or base64 pass.
    expect(problemsWith({ METRICS_TOKEN: randomBytes(31).toString('hex') })).toEqual([`METRICS_TOKEN: ${weak}`]);
    expect(problemsWith({ METRICS_TOKEN: randomBytes(32).toString('hex') })).toEqual([]);
    expect(problemsWith({ PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64') })).toEqual([]);
    expect(estimatedRandomBits('0123456789abcdef'.repeat(4))).toBe(256);
    expect(estimatedRandomBits('abcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabc')).toBe(0);
  });

  it('refuses to start without PostgreSQL: no embedded database in production', () => {
    const { DATABASE_URL: _url, ...withoutDatabase } = TEST_PRODUCTION_SETTINGS;
    expect(() => readEnv({ NODE_ENV: 'production', ...withoutDatabase })).toThrow(
      /^Invalid environment:\nDATABASE_URL: required in production: postgres:\/\/…/,
    );
    expect(problemsWith({ DATABASE_URL: 'memory://' })).toEqual([
      'DATABASE_URL: must be postgres://… in production (there is no embedded database in production)',
    ]);
    expect(readEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('never takes the development keys for codes and SMS texts at rest in production, and defaults them elsewhere', () => {
    for (const [name, dev] of Object.entries(DEV_AT_REST_KEYS)) {
      expect(() => readEnv({ NODE_ENV: 'production', ...TEST_PRODUCTION_SETTINGS, [name]: dev })).toThrow(
        new RegExp(`${name}: required in production`),
      );
      expect(readEnv({})[name as keyof typeof DEV_AT_REST_KEYS]).toBe(dev);
    }
    expect(() => readEnv({ ONE_TIME_CODE_KEY: 'too-short' })).toThrow(/ONE_TIME_CODE_KEY/);
  });

  it("never takes the development or the example's proof-of-work key in production, and defaults it elsewhere", () => {
    for (const key of [DEV_PROOF_OF_WORK_KEY, 'change-me-to-a-third-random-key-of-32-characters-or-more'])
      expect(() => readEnv({ NODE_ENV: 'production', ...TEST_PRODUCTION_SETTINGS, PROOF_OF_WORK_KEY: key })).toThrow(
        /PROOF_OF_WORK_KEY: required in production/,
      );
    expect(readEnv({}).PROOF_OF_WORK_KEY).toBe(DEV_PROOF_OF_WORK_KEY);
  });
});

describe('PAYMENT_PROVIDERS', () => {
  const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_0123456789', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789' };
  const razorpayKeys = {
    RAZORPAY_KEY_ID: 'rzp_test_0123456789',
    RAZORPAY_KEY_SECRET: 'razorpay-secret-0123',
    RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-0123',
  };
  it('uses the house format where no provider is named', () => {
    expect(readEnv({}).PAYMENT_PROVIDERS).toBe('');
  });
  it('takes a provider the market offers, with its keys', () => {
    expect(
      readEnv({ PAYMENT_PROVIDERS: 'MX=stripe,IN=razorpay', ...stripeKeys, ...razorpayKeys }).PAYMENT_PROVIDERS,
    ).toBe('MX=stripe,IN=razorpay');
  });
  it('refuses to start when a market names a provider without its keys, in every environment', () => {
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => readEnv({ NODE_ENV, PAYMENT_PROVIDERS: 'MX=stripe' })).toThrow(/STRIPE_SECRET_KEY: required/);
      expect(() => readEnv({ NODE_ENV, PAYMENT_PROVIDERS: 'IN=razorpay', RAZORPAY_KEY_ID: 'rzp_test_01234' })).toThrow(
        /RAZORPAY_WEBHOOK_SECRET: required/,
      );
    }
  });
  it('refuses a provider the market does not offer, or an unknown market', () => {
    expect(() => readEnv({ PAYMENT_PROVIDERS: 'MX=razorpay', ...razorpayKeys })).toThrow(
      /razorpay does not collect in MX/,
    );
    expect(() => readEnv({ PAYMENT_PROVIDERS: 'IN=stripe', ...stripeKeys })).toThrow(/stripe does not collect in IN/);
    expect(() => readEnv({ PAYMENT_PROVIDERS: 'CO=stripe', ...stripeKeys })).toThrow(/CO is not a lending market/);
  });
  it('refuses placeholders and a plain-HTTP provider API in production', () => {
    const production = { NODE_ENV: 'production', ...TEST_PRODUCTION_SETTINGS, PAYMENT_PROVIDERS: 'MX=stripe' };
    expect(() => readEnv({ ...production, ...stripeKeys, STRIPE_SECRET_KEY: 'change-me-stripe' })).toThrow(
      /STRIPE_SECRET_KEY: the example's placeholder/,
    );
    expect(() => readEnv({ ...production, ...stripeKeys, STRIPE_API_URL: 'http://127.0.0.1:9' })).toThrow(
      /STRIPE_API_URL: must be https/,
    );
    expect(readEnv({ ...production, ...stripeKeys }).PAYMENT_PROVIDERS).toBe('MX=stripe');
  });
});
