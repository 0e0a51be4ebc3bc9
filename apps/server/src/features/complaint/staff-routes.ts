import { COMPLAINT_IMAGES_MAX, COMPLAINT_TEXT_MAX, FAILURE_CODE, idParam, wordingOverride } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { successEnvelope } from '../../http/envelope.ts';
import { Failure, invalid, notFound } from '../../http/failure.ts';
import { bearerTokenMatches } from '../../platform/bearer-token.ts';
import { languageOf, setLocale } from '../../plugins/locale.ts';
import { insertImages, saveComplaint } from './complaints.ts';
import { COMPLAINT } from './messages.ts';
import { receiveImageUpload, storageKeyOfUrl, uploadUrl } from './uploads.ts';

/** Agents write longer answers than borrowers' 200-character complaints. */
const REPLY_TEXT_MAX = 2000;

/** Bearer token check in constant time; every route refuses while STAFF_TOKEN is unset. */
export function checkStaffToken(expected: string | undefined, request: FastifyRequest): void {
  // Agents read English unless they ask for Spanish (language=2).
  setLocale(request, { ...request.locale, wording: wordingOverride(languageOf(request)) ?? 'en' });
  if (!expected) throw new Failure(FAILURE_CODE.forbidden, COMPLAINT.staffDisabled, 403);
  if (!bearerTokenMatches(request.headers.authorization, expected))
    throw new Failure(FAILURE_CODE.sessionUnknown, COMPLAINT.staffUnauthorized, 401);
}

const listQuery = z.object({ state: z._default(z.enum(['open', 'replied', 'all']), 'open') });
const idParams = z.object({ id: idParam });
const replyBody = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(REPLY_TEXT_MAX)),
  images: z._default(z.array(z.string()).check(z.maxLength(COMPLAINT_IMAGES_MAX)), []),
  askScore: z._default(z.boolean(), true),
});

/** A complaint an agent received by phone or e-mail: recorded so its deadline is tracked like the app's. */
const recordBody = z.object({
  borrowerId: idParam,
  channel: z.enum(['phone', 'email']),
  problemType: idParam,
  problemSonType: z.optional(idParam),
  detail: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMPLAINT_TEXT_MAX)),
  orderNo: z._default(z.string().check(z.maxLength(64)), ''),
  /** When the call or e-mail came in (ISO 8601); the deadline counts from then. Defaults to now. */
  receivedAt: z.optional(
    z.string().check(
      z.refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), 'receivedAt: an ISO 8601 time'),
      z.refine((v) => Date.parse(v) <= Date.now(), 'receivedAt: not in the future'),
    ),
  ),
});

async function staffImageKeys(db: Queryable, urls: string[]): Promise<string[]> {
  const keys = urls.map(storageKeyOfUrl);
  if (keys.some((k) => k === undefined)) throw invalid('images: not an upload URL of this server');
  const found = await db.query<{ storage_key: string }>(
    // `for key share`: held until the images are attached, so the upload sweep skips them meanwhile.
    "select storage_key from uploads where storage_key = any($1::text[]) and uploaded_by = 'staff' for key share",
    [keys],
  );
  if (found.length !== new Set(keys).size) throw invalid('images: upload each image through /staff/uploads first');
  return keys as string[];
}

const DAY_MS = 86_400_000;
const isoTime = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** Whole days left to answer (negative: whole days late) and whether an open complaint is past its deadline. */
function deadline(state: string, dueAt: unknown, now: number) {
  const due = (dueAt instanceof Date ? dueAt : new Date(String(dueAt))).getTime();
  // `+ 0` turns trunc's -0 (less than a day late) into 0.
  return { overdue: state === 'open' && due < now, daysLeft: Math.trunc((due - now) / DAY_MS) + 0 };
}

async function requireComplaint(db: Queryable, id: number) {
  const [row] = await db.query('select id from complaints where id = $1', [id]);
  if (!row) throw notFound(COMPLAINT.notFound);
}

/**
 * The support agents' side (DESIGN.md "Staff side"): list complaints, upload reply images, reply, ask for a score.
 * Answers use the `/online` envelope so one client reads both. scripts/staff.mjs is a command-line client.
 */
export async function staffRoutes(app: FastifyInstance) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  staff.addHook('onRequest', async (request) => checkStaffToken(app.config.STAFF_TOKEN, request));

  staff.get('/staff/complaints', { schema: { querystring: listQuery } }, async (request) => {
    const { state } = request.query;
    const rows = await app.db.query<{
      id: unknown;
      borrower_id: unknown;
      order_id: unknown;
      type_title: string;
      sub_title: string | null;
      detail: string;
      state: string;
      reply_text: string;
      score: unknown;
      created_at: unknown;
      channel: string;
      response_due_at: unknown;
    }>(
      // Open complaints first, the closest deadline (so the overdue ones) at the top; answered ones after, by id.
      `select c.id, c.borrower_id, c.order_id, t.title_en as type_title, s.title_en as sub_title, c.detail, c.state,
              c.reply_text, c.score, c.created_at, c.channel, c.response_due_at
         from complaints c
         join complaint_types t on t.id = c.type_id
         left join complaint_types s on s.id = c.sub_type_id
        where $1 = 'all' or c.state = $1
        order by c.state = 'open' desc, case when c.state = 'open' then c.response_due_at end, c.id`,
      [state],
    );
    const now = Date.now();
    const complaints = [];
    for (const r of rows) {
      const id = toSafeInt(r.id);
      const images = await app.db.query<{ storage_key: string }>(
        "select storage_key from complaint_images where complaint_id = $1 and role = 'borrower' order by position",
        [id],
      );
      complaints.push({
        id,
        borrowerId: toSafeInt(r.borrower_id),
        orderNo: r.order_id === null ? '' : String(toSafeInt(r.order_id)),
        type: r.type_title,
        subType: r.sub_title ?? '',
        content: r.detail,
        images: images.map((i) => uploadUrl(i.storage_key)),
        state: r.state,
        reply: r.reply_text,
        score: r.score === null ? null : toSafeInt(r.score),
        time: isoTime(r.created_at),
        channel: r.channel,
        responseDueAt: isoTime(r.response_due_at),
        ...deadline(r.state, r.response_due_at, now),
      });
    }
    return successEnvelope('online', { complaints });
  });

  staff.post('/staff/complaints', { schema: { body: recordBody } }, async (request) => {
    const body = request.body;
    const problemId = await app.db.transaction(async (tx) => {
      const [borrower] = await tx.query('select 1 from borrowers where id = $1', [body.borrowerId]);
      if (!borrower) throw notFound('borrowerId: no such borrower');
      return saveComplaint(
        tx,
        body.borrowerId,
        {
          problemType: body.problemType,
          problemSonType: body.problemSonType,
          problemDetail: body.detail,
          problemImage: '',
          orderNo: body.orderNo,
        },
        { channel: body.channel, receivedAt: body.receivedAt ? new Date(body.receivedAt) : new Date() },
      );
    });
    return successEnvelope('online', { problemId, channel: body.channel });
  });

  staff.post('/staff/uploads', async (request) =>
    successEnvelope('online', await receiveImageUpload(app, request, { kind: 'staff' })),
  );

  staff.post('/staff/complaints/:id/reply', { schema: { params: idParams, body: replyBody } }, async (request) => {
    const { id } = request.params;
    const { text, images, askScore } = request.body;
    await app.db.transaction(async (tx) => {
      await requireComplaint(tx, id);
      const keys = await staffImageKeys(tx, images);
      await tx.query(
        `update complaints set state = 'replied', reply_text = $2, replied_at = now(),
                  score_requested = score_requested or $3 where id = $1`,
        [id, text, askScore],
      );
      await tx.query("delete from complaint_images where complaint_id = $1 and role = 'reply'", [id]);
      await insertImages(tx, id, 'reply', keys);
    });
    return successEnvelope('online', { problemId: id, state: 'replied' });
  });

  staff.post('/staff/complaints/:id/ask-score', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    await requireComplaint(app.db, id);
    await app.db.query('update complaints set score_requested = true where id = $1', [id]);
    return successEnvelope('online', { problemId: id });
  });
}
