import { REGISTRATION_MARKETS, type RegistrationMarket, type SmsProviderId } from '@loan/contract';
import { z } from 'zod';
import type { CodePurpose } from '../platform/one-time-codes.ts';
import type { Msg91Template } from '../platform/sms-msg91.ts';

/**
 * The carriers' settings. A market's definition (the contract) names the adapters its SMS may leave through, preferred
 * first; the server uses the first whose settings are all given. A provider with only some of its settings is a
 * mistake, refused at start in every environment; in production every lending market must have one (India: MSG91
 * with a registered template for every kind of message).
 */

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Each kind of message and the settings holding its MSG91 template id and its DLT template id. */
export const MSG91_TEMPLATE_SETTINGS = {
  'promotion-register': ['MSG91_TEMPLATE_PROMOTION_REGISTER', 'MSG91_DLT_TEMPLATE_PROMOTION_REGISTER'],
  'repayment-confirm': ['MSG91_TEMPLATE_REPAYMENT_CONFIRM', 'MSG91_DLT_TEMPLATE_REPAYMENT_CONFIRM'],
} as const satisfies Record<CodePurpose, readonly [string, string]>;

/** A DLT template id: 19 digits, as TRAI's registries issue them. */
const dltId = z.string().regex(/^\d{19}$/, 'a DLT template id is 19 digits');
/** MSG91's own template (flow) id. */
const msg91TemplateId = z.string().regex(/^[A-Za-z0-9]{6,64}$/);

export const smsEnvShape = {
  /** The generic gateway (`POST {to, text, reference}`, bearer SMS_GATEWAY_TOKEN), for markets that name it. */
  SMS_GATEWAY_URL: optional(z.url({ protocol: /^https?$/ })),
  SMS_GATEWAY_TOKEN: optional(z.string().min(8)),
  /** This server's public origin (`https://lend.example.com`), which providers call back with delivery receipts. */
  SMS_CALLBACK_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  TWILIO_ACCOUNT_SID: optional(z.string().regex(/^AC[0-9a-f]{32}$/, 'an account SID is AC and 32 hex digits')),
  TWILIO_AUTH_TOKEN: optional(z.string().min(16)),
  /** The sender: a number of the account in E.164, or instead a Messaging Service. */
  TWILIO_FROM: optional(z.string().regex(/^\+\d{8,15}$/, 'a number in E.164 (+52…)')),
  TWILIO_MESSAGING_SERVICE_SID: optional(z.string().regex(/^MG[0-9a-f]{32}$/)),
  /** Twilio's REST host (tests' fake only; unset is https://api.twilio.com). */
  TWILIO_API_BASE: optional(z.url({ protocol: /^https?$/ })),
  MSG91_AUTH_KEY: optional(z.string().min(16)),
  /** The DLT-registered sender id (header) every template was registered under. */
  MSG91_SENDER_ID: optional(z.string().regex(/^[A-Z]{6}$/, 'a DLT sender id is 6 capital letters')),
  /** The secret MSG91's delivery-report webhook URL carries (`…/webhooks/sms/msg91?token=`): MSG91 signs nothing. */
  MSG91_REPORT_TOKEN: optional(z.string().min(32)),
  MSG91_API_BASE: z.url({ protocol: /^https?$/ }).default('https://control.msg91.com'),
  MSG91_TEMPLATE_PROMOTION_REGISTER: optional(msg91TemplateId),
  MSG91_DLT_TEMPLATE_PROMOTION_REGISTER: optional(dltId),
  MSG91_TEMPLATE_REPAYMENT_CONFIRM: optional(msg91TemplateId),
  MSG91_DLT_TEMPLATE_REPAYMENT_CONFIRM: optional(dltId),
};

const smsEnvSchema = z.object(smsEnvShape);
export type SmsEnv = z.infer<typeof smsEnvSchema>;
type Setting = keyof SmsEnv;

const TEMPLATE_SETTINGS = Object.values(MSG91_TEMPLATE_SETTINGS).flat();

/** What each provider needs, every one of them. */
const REQUIRED: Record<SmsProviderId, readonly Setting[]> = {
  gateway: ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN'],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_CALLBACK_BASE_URL'],
  msg91: ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_REPORT_TOKEN', ...TEMPLATE_SETTINGS],
};
/** Settings that name a provider as meant (others, like the callback origin, serve several). */
const OWN: Record<SmsProviderId, readonly Setting[]> = {
  gateway: ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN'],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID'],
  msg91: ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_REPORT_TOKEN', ...TEMPLATE_SETTINGS],
};

const given = (env: SmsEnv, name: Setting) => env[name] !== undefined;

/** Whether every setting of the provider is given (Twilio: and one sender, a number or a Messaging Service). */
export function providerConfigured(env: SmsEnv, provider: SmsProviderId): boolean {
  const all = REQUIRED[provider].every((name) => given(env, name));
  if (provider !== 'twilio') return all;
  return all && given(env, 'TWILIO_FROM') !== given(env, 'TWILIO_MESSAGING_SERVICE_SID');
}

/** The adapter a market's SMS leave through: its first configured provider, or none (the demo outbox). */
export function smsProviderFor(env: SmsEnv, market: RegistrationMarket): SmsProviderId | undefined {
  return market.sms.providers.find((provider) => providerConfigured(env, provider));
}

/** The MSG91 template of each kind of message (all given once MSG91 is configured). */
export function msg91Templates(env: SmsEnv): Record<string, Msg91Template> {
  const templates: Record<string, Msg91Template> = {};
  for (const [kind, [template, dlt]] of Object.entries(MSG91_TEMPLATE_SETTINGS)) {
    const templateId = env[template];
    const dltTemplateId = env[dlt];
    if (templateId && dltTemplateId) templates[kind] = { templateId, dltTemplateId };
  }
  return templates;
}

/**
 * One line per problem: a provider half set up (any environment); in production, a market with no provider (there is
 * no demo outbox in production, and Indian carriers deliver only registered templates).
 */
export function smsSettingProblems(env: SmsEnv, production: boolean): string[] {
  const problems: string[] = [];
  for (const provider of Object.keys(REQUIRED) as SmsProviderId[]) {
    if (!OWN[provider].some((name) => given(env, name)) || providerConfigured(env, provider)) continue;
    const missing = REQUIRED[provider].filter((name) => !given(env, name));
    if (missing.length > 0)
      problems.push(`${missing.join(', ')}: required for ${provider}, whose other settings are given`);
    if (provider === 'twilio' && given(env, 'TWILIO_FROM') === given(env, 'TWILIO_MESSAGING_SERVICE_SID'))
      problems.push('TWILIO_FROM, TWILIO_MESSAGING_SERVICE_SID: exactly one of them, the sender of Twilio messages');
  }
  if (production)
    for (const market of Object.values(REGISTRATION_MARKETS))
      if (smsProviderFor(env, market) === undefined)
        problems.push(
          `SMS for ${market.id}: required in production: the settings of ` +
            market.sms.providers.map((p) => `${p} (${REQUIRED[p].join(', ')})`).join(' or '),
        );
  return problems;
}
