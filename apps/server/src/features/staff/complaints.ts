import {
  DAY_MS,
  GRIEVANCE_RESPONSE_DAYS,
  type LendingMarketId,
  REPAYMENT_PROBLEM_TYPE,
  STAFF_API_BASE,
  STAFF_AUDIT_ACTIONS,
  STAFF_ROUTES,
  type StaffAuditAction,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Queryable, toSafeInt } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../http/failure.ts';
import { registerCall } from '../../http/register-call.ts';
import { word } from '../../http/wording.ts';
import type { Locale } from '../../plugins/locale.ts';
import {
  insertImages,
  loadComplaintTypes,
  receiveImageUpload,
  saveComplaint,
  sendUpload,
  storageKeyOfUrl,
  titleColumns,
  typeTitle,
  UPLOADS_PREFIX,
} from '../complaint/index.ts';
import { loadLoanState, orderStatusName } from '../orders/index.ts';
import { type AuditEntry, auditPersonalRead, writeAudit } from './audit.ts';
import { type StaffPrincipal, staffOf } from './auth.ts';
import { deskMarkets, inDeskMarkets, MARKET_OF } from './desk-markets.ts';
import { isoTime, isoTimeOrNull } from './iso.ts';
import { STAFF } from './messages.ts';
import { paymentTrail } from './payment-trail.ts';

const PHOTOS_PREFIX = `${STAFF_API_BASE}/photos/`;
/** The newest this many complaints a filter matches are listed (the overdue count covers them all). */
const QUEUE_MAX = 500;

/** Photos reach agents through the staff API only, never the borrowers' URL. */
export const staffPhotoUrl = (key: string) => PHOTOS_PREFIX + key;
const keyOfPhotoUrl = (url: string) =>
  storageKeyOfUrl(url.startsWith(PHOTOS_PREFIX) ? UPLOADS_PREFIX + url.slice(PHOTOS_PREFIX.length) : url);

type ComplaintRow = Record<string, unknown> & {
  state: 'open' | 'replied' | 'closed';
  channel: 'app' | 'phone' | 'email';
};

const complaintSelect = (locale: Locale) => `
  select c.id, c.borrower_id, c.market, c.order_id, c.type_id, ${titleColumns(locale, 't', 'type_title')},
         ${titleColumns(locale, 's', 'sub_title')}, c.detail, c.state, c.channel, c.created_at, c.response_due_at, c.score,
         c.score_requested, c.reply_text, c.replied_at, c.scored_at, c.closed_at
    from complaints c
    join complaint_types t on t.id = c.type_id
    left join complaint_types s on s.id = c.sub_type_id`;

const stringOrNull = (value: unknown) => (value === null ? null : String(value));

function summary(r: ComplaintRow, now: number, locale: Locale) {
  const due = new Date(isoTime(r.response_due_at)).getTime();
  return {
    id: toSafeInt(r.id),
    borrowerId: toSafeInt(r.borrower_id),
    market: String(r.market) as LendingMarketId,
    orderNo: r.order_id === null ? '' : String(toSafeInt(r.order_id)),
    typeId: toSafeInt(r.type_id),
    type: typeTitle(locale, stringOrNull(r.type_title_key), stringOrNull(r.type_title)) ?? '',
    subType: typeTitle(locale, stringOrNull(r.sub_title_key), stringOrNull(r.sub_title)) ?? '',
    content: String(r.detail),
    state: r.state,
    channel: r.channel,
    receivedAt: isoTime(r.created_at),
    responseDueAt: isoTime(r.response_due_at),
    overdue: r.state === 'open' && due < now,
    // `+ 0` turns trunc's -0 (less than a day late) into 0.
    daysLeft: Math.trunc((due - now) / DAY_MS) + 0,
    score: r.score === null ? null : toSafeInt(r.score),
    scoreRequested: r.score_requested === true,
  };
}

/**
 * A complaint of the agent's market, locked for the change when `forUpdate`. Another market's complaint and one that
 * does not exist get the same 404.
 */
async function marketComplaint(db: Queryable, request: FastifyRequest, id: number, forUpdate = false) {
  const [row] = await db.query<ComplaintRow>(
    `${complaintSelect(request.locale)}
      where c.id = $1 and ${inDeskMarkets(MARKET_OF.complaint('c'), 2)}
     ${forUpdate ? 'for update of c' : ''}`,
    [id, deskMarkets(staffOf(request))],
  );
  if (!row) throw notFound(STAFF.complaintNotFound);
  return row;
}

async function photoKeys(db: Queryable, complaintId: number, role: 'borrower' | 'reply') {
  const rows = await db.query<{ storage_key: string }>(
    'select storage_key from complaint_images where complaint_id = $1 and role = $2 order by position',
    [complaintId, role],
  );
  return rows.map((r) => r.storage_key);
}

/** Reply images: each uploaded through the staff upload, given as the URL it answered. */
async function staffImageKeys(db: Queryable, urls: string[]): Promise<string[]> {
  const keys = urls.map(keyOfPhotoUrl);
  if (keys.some((k) => k === undefined)) throw invalid(STAFF.imagesNotUploaded);
  const found = await db.query<{ storage_key: string }>(
    // `for key share`: held until the images are attached, so the upload sweep skips them meanwhile.
    "select storage_key from uploads where storage_key = any($1::text[]) and uploaded_by = 'staff' for key share",
    [keys],
  );
  if (found.length !== new Set(keys).size) throw invalid(STAFF.imagesNotUploaded);
  return keys as string[];
}

const auditOf = (staff: StaffPrincipal, request: FastifyRequest, id: number) =>
  ({
    agentId: staff.agent.id,
    agentEmail: staff.agent.email,
    ip: request.ip,
    via: staff.via,
    target: `complaint:${id}`,
  }) satisfies Partial<AuditEntry>;

async function orderSummary(db: Queryable, orderId: unknown, locale: Locale) {
  if (orderId === null) return null;
  const id = toSafeInt(orderId);
  const state = await loadLoanState(db, id);
  return {
    orderNo: String(id),
    productName: state.productName,
    status: word(locale, orderStatusName(state.status)),
    amount: state.amount,
    loanDate: state.disbursedOn,
    dueDate: state.scheduledDueOn,
    owed: state.due,
    paid: state.paid,
  };
}

/** The log only ever holds the contract's actions; a row that does not is left out of the history, not shown raw. */
const isAuditAction = <T extends { action: unknown }>(row: T): row is T & { action: StaffAuditAction } =>
  (STAFF_AUDIT_ACTIONS as readonly unknown[]).includes(row.action);

/** The desk's complaint work: the queue, one complaint, answering, asking for a score, closing, recording one. */
export async function staffComplaintRoutes(app: FastifyInstance) {
  registerCall(app, STAFF_ROUTES.queue, async (input, request) => {
    const markets = deskMarkets(staffOf(request));
    const rows = await app.db.query<ComplaintRow>(
      `${complaintSelect(request.locale)}
        where ${inDeskMarkets(MARKET_OF.complaint('c'), 1)} and ($2 = 'all' or c.state = $2) and ($3 = 'all' or c.channel = $3)
          and ($4::int is null or c.type_id = $4 or c.sub_type_id = $4)
        order by c.state = 'open' and c.response_due_at < now() desc, c.response_due_at, c.id
        limit $5`,
      [markets, input.state, input.channel, input.type ?? null, QUEUE_MAX],
    );
    const [count] = await app.db.query<{ overdue: unknown }>(
      `select count(*) as overdue from complaints c
        where ${inDeskMarkets(MARKET_OF.complaint('c'), 1)} and c.state = 'open' and c.response_due_at < now()`,
      [markets],
    );
    const now = Date.now();
    return {
      overdueCount: toSafeInt(count?.overdue ?? 0),
      complaints: rows.map((r) => summary(r, now, request.locale)),
    };
  });

  registerCall(app, STAFF_ROUTES.complaintTypes, async (_input, request) => {
    const types = await loadComplaintTypes(app.db, request.locale);
    return { types: types.map((t) => ({ value: t.id, title: t.title, parent: t.parentId })) };
  });

  registerCall(app, STAFF_ROUTES.complaint, async (_input, request, { params }) => {
    const row = await marketComplaint(app.db, request, params.id);
    const [borrower] = await app.db.query<{ name: string; phone: string }>(
      'select name, phone from borrowers where id = $1',
      [row.borrower_id],
    );
    await auditPersonalRead(app.db, staffOf(request), request.ip, `borrower:${toSafeInt(row.borrower_id)}`, {
      complaintId: params.id,
    });
    const audit = await app.db.query<{ at: unknown; agent_email: unknown; action: unknown; after: unknown }>(
      `select at, agent_email, action, after from staff_audit_log where target = $1 order by id`,
      [`complaint:${params.id}`],
    );
    const text = (after: unknown) => {
      const value = typeof after === 'string' ? JSON.parse(after) : after;
      const record = (value ?? {}) as Record<string, unknown>;
      return typeof record.text === 'string' ? record.text : typeof record.note === 'string' ? record.note : '';
    };
    const history = [
      ...(row.channel === 'app'
        ? [{ at: isoTime(row.created_at), event: 'received' as const, by: '', text: String(row.detail) }]
        : []),
      ...audit.filter(isAuditAction).map((a) => ({
        at: isoTime(a.at),
        event: a.action,
        by: String(a.agent_email),
        text: text(a.after),
      })),
      ...(row.scored_at !== null
        ? [{ at: isoTime(row.scored_at), event: 'scored' as const, by: '', text: String(toSafeInt(row.score)) }]
        : []),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      complaint: summary(row, Date.now(), request.locale),
      borrower: { id: toSafeInt(row.borrower_id), name: borrower?.name ?? '', phone: borrower?.phone ?? '' },
      photos: (await photoKeys(app.db, params.id, 'borrower')).map(staffPhotoUrl),
      reply: {
        text: String(row.reply_text),
        photos: (await photoKeys(app.db, params.id, 'reply')).map(staffPhotoUrl),
        at: isoTimeOrNull(row.replied_at),
      },
      order: await orderSummary(app.db, row.order_id, request.locale),
      payments:
        row.order_id !== null && toSafeInt(row.type_id) === REPAYMENT_PROBLEM_TYPE
          ? await paymentTrail(app.db, toSafeInt(row.order_id), isoTime(row.created_at), deskMarkets(staffOf(request)))
          : null,
      history,
    };
  });

  registerCall(app, STAFF_ROUTES.recordComplaint, async (input, request) => {
    const staff = staffOf(request);
    const id = await app.db.transaction(async (tx) => {
      // A borrower of another market is answered as one that does not exist: recording a complaint in their name
      // would show the agent their name and phone.
      const [borrower] = await tx.query<{ market: LendingMarketId }>(
        `select ${MARKET_OF.borrower('b.id')} as market from borrowers b
          where b.id = $1 and ${inDeskMarkets(MARKET_OF.borrower('b.id'), 2)}`,
        [input.borrowerId, deskMarkets(staff)],
      );
      if (!borrower) throw notFound(STAFF.borrowerNotFound);
      const receivedAt = input.receivedAt ? new Date(input.receivedAt) : new Date();
      const problemId = await saveComplaint(
        tx,
        input.borrowerId,
        {
          problemType: input.problemType,
          problemSonType: input.problemSonType,
          problemDetail: input.detail,
          problemImage: '',
          orderNo: input.orderNo,
        },
        { channel: input.channel, receivedAt, market: borrower.market },
      );
      await writeAudit(tx, {
        ...auditOf(staff, request, problemId),
        action: 'complaint-record',
        after: {
          borrowerId: input.borrowerId,
          channel: input.channel,
          problemType: input.problemType,
          text: input.detail,
          receivedAt: receivedAt.toISOString(),
          answerWithinDays: GRIEVANCE_RESPONSE_DAYS,
        },
      });
      return problemId;
    });
    return { id, state: 'open' as const };
  });

  registerCall(app, STAFF_ROUTES.upload, async (_input, request) => {
    const { url } = await receiveImageUpload(app, request, { kind: 'staff' });
    const key = storageKeyOfUrl(url);
    if (!key) throw new Error('an upload answered a URL of no storage key');
    return { url: staffPhotoUrl(key) };
  });

  registerCall(app, STAFF_ROUTES.reply, async (input, request, { params }) => {
    const staff = staffOf(request);
    await app.db.transaction(async (tx) => {
      const before = await marketComplaint(tx, request, params.id, true);
      if (before.state === 'closed') throw conflict(STAFF.complaintClosed);
      const keys = await staffImageKeys(tx, input.images);
      await tx.query(
        `update complaints set state = 'replied', reply_text = $2, replied_at = now(),
                score_requested = score_requested or $3 where id = $1`,
        [params.id, input.text, input.askScore],
      );
      await tx.query("delete from complaint_images where complaint_id = $1 and role = 'reply'", [params.id]);
      await insertImages(tx, params.id, 'reply', keys);
      await writeAudit(tx, {
        ...auditOf(staff, request, params.id),
        action: 'complaint-reply',
        before: { state: before.state, text: String(before.reply_text), scoreRequested: before.score_requested },
        after: {
          state: 'replied',
          text: input.text,
          photos: keys.length,
          scoreRequested: before.score_requested === true || input.askScore,
        },
      });
    });
    return { id: params.id, state: 'replied' as const };
  });

  registerCall(app, STAFF_ROUTES.askScore, async (_input, request, { params }) => {
    const staff = staffOf(request);
    const state = await app.db.transaction(async (tx) => {
      const before = await marketComplaint(tx, request, params.id, true);
      if (before.state === 'closed') throw conflict(STAFF.complaintClosed);
      await tx.query('update complaints set score_requested = true where id = $1', [params.id]);
      await writeAudit(tx, {
        ...auditOf(staff, request, params.id),
        action: 'complaint-score-request',
        before: { scoreRequested: before.score_requested },
        after: { scoreRequested: true },
      });
      return before.state;
    });
    return { id: params.id, state };
  });

  registerCall(app, STAFF_ROUTES.close, async (input, request, { params }) => {
    const staff = staffOf(request);
    await app.db.transaction(async (tx) => {
      const before = await marketComplaint(tx, request, params.id, true);
      if (before.state === 'closed') throw conflict(STAFF.complaintClosed);
      await tx.query("update complaints set state = 'closed', closed_at = now() where id = $1", [params.id]);
      await writeAudit(tx, {
        ...auditOf(staff, request, params.id),
        action: 'complaint-close',
        before: { state: before.state },
        after: { state: 'closed', note: input.note },
      });
    });
    return { id: params.id, state: 'closed' as const };
  });

  registerCall(app, STAFF_ROUTES.photo, async (_input, request, { params, reply }) => {
    const markets = deskMarkets(staffOf(request));
    const key = storageKeyOfUrl(UPLOADS_PREFIX + params.key);
    // Photos of the agent's market's complaints, and staff uploads not yet attached (a reply being written).
    const [row] = key
      ? await app.db.query<{ mime: string }>(
          `select u.mime from uploads u
            where u.storage_key = $1
              and (exists (select 1 from complaint_images i join complaints c on c.id = i.complaint_id
                            where i.storage_key = u.storage_key and ${inDeskMarkets(MARKET_OF.complaint('c'), 2)})
                   or (u.uploaded_by = 'staff'
                       and not exists (select 1 from complaint_images i where i.storage_key = u.storage_key)))`,
          [key, markets],
        )
      : [];
    const stored = row && key ? await app.storage.get(key) : undefined;
    if (!row || !stored) throw notFound(STAFF.photoNotFound);
    // An agent's access can end at any moment: nothing is kept on their machine.
    return sendUpload(reply, row.mime, stored, 'private, no-store');
  });
}
