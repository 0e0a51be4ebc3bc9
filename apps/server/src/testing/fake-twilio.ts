import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { type FakeProviderServer, type ReceivedRequest, startFakeProviderServer } from './fake-provider-server.ts';

/** Credentials of the fake account (the shapes Twilio issues). */
export const FAKE_TWILIO = {
  accountSid: `AC${'1a'.repeat(16)}`,
  authToken: 'fake-twilio-auth-token-0123456789',
  from: '+5215512340000',
} as const;

export interface TwilioMessage {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
}

export interface FakeTwilio extends FakeProviderServer {
  /** Messages the fake took (answered 201), oldest first. */
  readonly messages: TwilioMessage[];
  /**
   * The StatusCallback Twilio would post for a message it took: its URL, form parameters and X-Twilio-Signature, signed
   * by the official SDK with the account's auth token.
   */
  statusCallback(
    sid: string,
    status: 'sent' | 'delivered' | 'undelivered' | 'failed',
    errorCode?: string,
  ): { url: string; params: Record<string, string>; signature: string };
}

const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/**
 * Twilio's Messages API as its reference describes it: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP
 * basic auth with the account SID and auth token, a form body (`To`, `From` or `MessagingServiceSid`, `Body`,
 * `StatusCallback`), answered 201 with the message resource (`sid` SM…, `status: queued`) or an error object.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const messages: TwilioMessage[] = [];
  const path = `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`;
  const basic = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;
  const answer = (request: ReceivedRequest) => {
    if (request.method !== 'POST' || request.path !== path)
      return twilioError(404, 20404, 'The requested resource was not found');
    if (request.headers.authorization !== basic) return twilioError(401, 20003, 'Authenticate');
    const form = new URLSearchParams(request.body);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? undefined;
    const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
    const body = form.get('Body') ?? '';
    if (!/^\+[1-9]\d{7,14}$/.test(to))
      return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !messagingServiceSid)
      return twilioError(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
    if (body === '') return twilioError(400, 21602, 'Message body is required.');
    const message: TwilioMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from,
      messagingServiceSid,
      body,
      statusCallback: form.get('StatusCallback') ?? undefined,
    };
    messages.push(message);
    return {
      status: 201,
      body: {
        sid: message.sid,
        account_sid: FAKE_TWILIO.accountSid,
        to,
        from: from ?? null,
        messaging_service_sid: messagingServiceSid ?? null,
        body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        error_code: null,
        error_message: null,
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages/${message.sid}.json`,
      },
    };
  };
  const server = await startFakeProviderServer(answer, {
    fail: twilioError(500, 20500, 'Internal Server Error'),
    refuse: twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'),
  });
  return Object.assign(server, {
    messages,
    statusCallback(sid: string, status: 'sent' | 'delivered' | 'undelivered' | 'failed', errorCode?: string) {
      const message = messages.find((m) => m.sid === sid);
      if (!message?.statusCallback) throw new Error(`the fake took no message ${sid} with a StatusCallback`);
      const params: Record<string, string> = {
        AccountSid: FAKE_TWILIO.accountSid,
        ApiVersion: '2010-04-01',
        From: message.from ?? FAKE_TWILIO.from,
        MessageSid: sid,
        MessageStatus: status,
        SmsSid: sid,
        SmsStatus: status,
        To: message.to,
        ...(errorCode ? { ErrorCode: errorCode } : {}),
      };
      const url = message.statusCallback;
      return { url, params, signature: twilio.getExpectedTwilioSignature(FAKE_TWILIO.authToken, url, params) };
    },
  });
}
