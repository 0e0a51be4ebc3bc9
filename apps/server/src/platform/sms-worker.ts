import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable, toSafeInt } from '../db/database.ts';
import { openText } from './at-rest.ts';
import { type DeliveryResult, deliverToGateway, type SmsGateway } from './sms-gateway.ts';

/** Attempts before a message is given up on (and shown to staff as failed). */
export const SMS_MAX_ATTEMPTS = 5;
/** Messages one server claims per round. */
const BATCH = 10;

export interface SmsWorkerOptions {
  db: Database;
  gateway: SmsGateway;
  pollMs: number;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** The settings' SMS_TEXT_KEY, which queued texts are sealed under (sms.ts). */
  textKey: string;
  log: { warn(object: object, text: string): void; error(object: object, text: string): void };
  /** Called once per message that reached a final state. */
  onFinished?: (state: 'sent' | 'failed') => void;
}

/** A queued text opened, or undefined when it was sealed under another key (it fails alone, not its batch). */
function openedText(key: string, sealed: string): string | undefined {
  try {
    return openText(key, sealed);
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
 * Delivers queued SMS to the gateway, on every server at once: a round claims due messages with
 * `for update skip locked` and moves their next attempt past the gateway's time-out (a lease), so no two servers
 * send the same message, and one whose server was killed mid-send is sent again once the lease runs out.
 */
export function startSmsWorker(options: SmsWorkerOptions): SmsWorker {
  const { db, gateway } = options;
  const leaseMs = gateway.timeoutMs * 2;

  async function finish(id: number, result: DeliveryResult, attempts: number): Promise<void> {
    if (result.outcome === 'sent') {
      await db.query(
        "update sms_queue set state = 'sent', body = '', last_error = '', finished_at = now() where id = $1",
        [id],
      );
      options.onFinished?.('sent');
      return;
    }
    if (result.outcome === 'refused' || attempts >= SMS_MAX_ATTEMPTS) {
      await db.query(
        "update sms_queue set state = 'failed', body = '', last_error = $2, finished_at = now() where id = $1",
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
    const claimed = await db.query<{ id: unknown; recipient: string; body: string; attempts: unknown }>(
      `update sms_queue set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
        where id in (select id from sms_queue where state = 'queued' and next_attempt_at <= now()
                      order by next_attempt_at, id limit $1 for update skip locked)
        returning id, recipient, body, attempts`,
      [BATCH, leaseMs],
    );
    await Promise.all(
      claimed.map(async (row) => {
        const id = toSafeInt(row.id);
        const text = openedText(options.textKey, row.body);
        const result: DeliveryResult =
          text === undefined
            ? { outcome: 'refused', error: 'the text cannot be opened with SMS_TEXT_KEY (sealed under another key?)' }
            : await deliverToGateway(gateway, { id, to: row.recipient, text });
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
