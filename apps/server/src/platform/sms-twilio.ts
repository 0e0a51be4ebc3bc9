import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { errorBody, failedStatus, networkError, type SmsAdapter } from './sms-adapter.ts';

/** Where the product receives Twilio's delivery receipts (the Messages API's StatusCallback). */
export const TWILIO_STATUS_PATH = '/webhooks/sms/twilio';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender: a Mexican number of the account (`+52…`) or a Messaging Service (`MG…`), which picks one itself. */
  from: { number: string } | { messagingServiceSid: string };
  /** The public origin Twilio calls back (`https://lend.example.com`): the receipt URL is it + TWILIO_STATUS_PATH. */
  callbackBaseUrl: string;
  /** Twilio's REST host; only tests point it elsewhere (their fake of the Messages API). */
  apiBase?: string;
  timeoutMs: number;
}

/**
 * The SDK's own HTTP client, sending to another host: the SDK builds every URL on `https://api.twilio.com` (edge and
 * region only rename that host within twilio.com), so a fake of the API is reached by re-pointing the URL here, with
 * everything else (form encoding, basic auth, the error parsing) left to the SDK.
 */
class ApiBaseRequestClient extends twilio.RequestClient {
  readonly #base: URL;

  constructor(base: string, timeoutMs: number) {
    super({ timeout: timeoutMs });
    this.#base = new URL(base);
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const target = new URL(options.uri);
    target.protocol = this.#base.protocol;
    target.host = this.#base.host;
    return super.request({ ...options, uri: target.href });
  }
}

/** The callback URL Twilio is given with each message, and signs its receipts over. */
export function twilioStatusCallbackUrl(settings: Pick<TwilioSettings, 'callbackBaseUrl'>): string {
  return new URL(TWILIO_STATUS_PATH, settings.callbackBaseUrl).href;
}

/** Twilio Programmable Messaging through the official SDK: `messages.create({to, from | messagingServiceSid, body})`. */
export function twilioAdapter(settings: TwilioSettings): SmsAdapter {
  const client = twilio(settings.accountSid, settings.authToken, {
    timeout: settings.timeoutMs,
    httpClient: settings.apiBase ? new ApiBaseRequestClient(settings.apiBase, settings.timeoutMs) : undefined,
  });
  const statusCallback = twilioStatusCallbackUrl(settings);
  return {
    provider: 'twilio',
    async deliver(message) {
      try {
        const sent = await client.messages.create({
          to: message.to,
          body: message.text,
          statusCallback,
          ...('number' in settings.from
            ? { from: settings.from.number }
            : { messagingServiceSid: settings.from.messagingServiceSid }),
        });
        return { outcome: 'sent', providerMessageId: sent.sid };
      } catch (error) {
        if (error instanceof twilio.RestException)
          return failedStatus(
            error.status,
            `twilio answered ${error.status}${error.code ? ` code ${error.code}` : ''}: ${errorBody(error.message ?? '')}`,
          );
        return networkError(error, settings.timeoutMs);
      }
    },
  };
}
