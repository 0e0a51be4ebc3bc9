import type { SmsProviderId } from '@loan/contract';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable, toSafeInt } from '../db/database.ts';
import { openText } from './at-rest.ts';
import type { DeliveryResult, SmsAdapter } from './sms-adapter.ts';

/** Attempts before a message is given up on (and shown to staff as failed). */
export const SMS_MAX_ATTEMPTS = 5;
/** Messages one server claims per round. */
const BATCH = 10;

export interface SmsWorkerOptions {
  db: Database;
  /** The configured adapters: this server claims only messages queued for one of them. */
  adapters: Partial<Record<SmsProviderId, SmsAdapter>>;
  /** The longest an adapter waits for its provider: a claimed message is leased for twice this. */
  timeoutMs: number;
  pollMs: number;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** The settings' SMS_TEXT_KEY, which queued texts are sealed under (sms.ts). */
  textKey: string;
  log: { warn(object: object, text: string): void; error(object: object, text: string): void };
  /** Called once per message that reached a final state. */
  onFinished?: (state: 'sent' | 'failed') => void;
}

/**
 * A queued text and its template values opened, or undefined when sealed under another key (it fails alone, not its
 * batch). Values are absent on messages queued before templates were kept: they are worded text only.
 */
function opened(key: string, row: { body: string; variables: string }) {
  try {
    const text = openText(key, row.body);
    const variables: Record<string, string> = row.variables === '' ? {} : JSON.parse(openText(key, row.variables));
    return { text, variables };
  } catch {
    return undefined;
  }
}

export interface SmsWorker {
  /** One round: claims due messages and tries each once; resolves with how many it tried. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers queued SMS through their provider's adapter, on every server at once: a round claims due messages with
 * `for update skip locked` and moves their next attempt past the providers' time-out (a lease), so no two servers
 * send the same message, and one whose server was killed mid-send is sent again once the lease runs out.
 */
export function startSmsWorker(options: SmsWorkerOptions): SmsWorker {
  const { db } = options;
  const leaseMs = options.timeoutMs * 2;

  async function finish(id: number, result: DeliveryResult, attempts: number): Promise<void> {
    if (result.outcome === 'sent') {
      // The provider holds the message now: the text and the values (the code) are not kept a moment longer.
      await db.query(
        `update sms_queue set state = 'sent', body = '', variables = '', last_error = '', provider_message_id = $2,
                finished_at = now()
          where id = $1`,
        [id, result.providerMessageId],
      );
      options.onFinished?.('sent');
      return;
    }
    if (result.outcome === 'refused' || attempts >= SMS_MAX_ATTEMPTS) {
      await db.query(
        "update sms_queue set state = 'failed', body = '', variables = '', last_error = $2, finished_at = now() where id = $1",
        [id, result.error],
      );
      options.onFinished?.('failed');
      options.log.error({ smsId: id, attempts, error: result.error }, 'SMS delivery failed for good');
      return;
    }
    const backoffMs = options.retryBaseMs * 2 ** (attempts - 1);
    await db.query(
      `update sms_queue set last_error = $2, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
        where id = $1`,
      [id, result.error, backoffMs],
    );
    options.log.warn(
      { smsId: id, attempts, error: result.error, retryInMs: backoffMs },
      'SMS delivery will be retried',
    );
  }

  async function runOnce(): Promise<number> {
    const claimed = await db.query<{
      id: unknown;
      recipient: string;
      provider: SmsProviderId;
      purpose: string;
      body: string;
      variables: string;
      attempts: unknown;
    }>(
      `update sms_queue set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
        where id in (select id from sms_queue
                      where state = 'queued' and next_attempt_at <= now() and provider = any($3::text[])
                      order by next_attempt_at, id limit $1 for update skip locked)
        returning id, recipient, provider, purpose, body, variables, attempts`,
      [BATCH, leaseMs, Object.keys(options.adapters)],
    );
    await Promise.all(
      claimed.map(async (row) => {
        const id = toSafeInt(row.id);
        const content = opened(options.textKey, row);
        const adapter = options.adapters[row.provider];
        // Only messages of this server's adapters are claimed; the check keeps the types honest.
        const result: DeliveryResult =
          content === undefined
            ? { outcome: 'refused', error: 'the text cannot be opened with SMS_TEXT_KEY (sealed under another key?)' }
            : adapter === undefined
              ? { outcome: 'retry', error: `no ${row.provider} adapter on this server` }
              : await adapter.deliver({ id, to: row.recipient, purpose: row.purpose, ...content });
        await finish(id, result, toSafeInt(row.attempts));
      }),
    );
    return claimed.length;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const loop = () => {
    if (stopped) return;
    current = runOnce()
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) options.log.warn({ err: error }, 'SMS worker: database unreachable');
        else options.log.error({ err: error }, 'SMS worker round failed');
        return 0;
      })
      .then((tried) => {
        // A full batch means more may be waiting: go again at once.
        if (!stopped) timer = setTimeout(loop, tried === BATCH ? 0 : options.pollMs);
      });
  };
  timer = setTimeout(loop, 0);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
