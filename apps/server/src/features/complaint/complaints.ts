import { COLLECTION_PROBLEM_TYPE, FAILURE_CODE, GRIEVANCE_RESPONSE_DAYS, marketDateTime } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { conflict, Failure, invalid, notFound } from '../../http/failure.ts';
import { word } from '../../http/wording.ts';
import type { Locale } from '../../plugins/locale.ts';
import { findOwnedOrder } from '../orders/index.ts';
import { checkTypePair, loadComplaintTypes, titleColumns, typeTitle } from './complaint-types.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';
import { COMPLAINT } from './messages.ts';
import { storageKeyOfUrl, uploadUrl } from './uploads.ts';

export interface NewComplaint {
  problemType: number;
  problemSonType?: number | '' | undefined;
  problemDetail: string;
  problemImage: string;
  orderNo: string;
  requestId?: string | undefined;
}

/** Image URLs joined by commas (the `problemImage` wire format) as storage keys, each one uploaded by this borrower. */
async function ownImageKeys(db: Queryable, borrowerId: number, joined: string) {
  const urls = joined.trim() === '' ? [] : joined.split(',');
  const keys = urls.map((url) => storageKeyOfUrl(url));
  if (keys.some((k) => k === undefined)) throw invalid(COMPLAINT.imageNotYours);
  const unique = new Set(keys as string[]);
  if (unique.size !== keys.length) throw invalid(COMPLAINT.imageRepeated);
  if (unique.size === 0) return [];
  const owned = await db.query<{ storage_key: string }>(
    `select storage_key from uploads
      where storage_key = any($1::text[]) and borrower_id = $2 and uploaded_by = 'borrower'
      for key share`, // held until the images are attached: the upload sweep skips them meanwhile
    [[...unique], borrowerId],
  );
  // Someone else's image and one that does not exist get the same answer.
  if (owned.length !== unique.size) throw invalid(COMPLAINT.imageNotYours);
  return keys as string[];
}

/** The order of a complaint, checked: theirs, and accepting collection complaints when that is the type. */
async function complaintOrder(db: Queryable, borrowerId: number, input: NewComplaint) {
  const orderNo = input.orderNo.trim();
  if (orderNo === '') {
    if (input.problemType === COLLECTION_PROBLEM_TYPE) throw invalid(COMPLAINT.orderRequired);
    return null;
  }
  if (!/^\d{1,18}$/.test(orderNo)) throw notFound(COMPLAINT.orderNotFound);
  const order = await findOwnedOrder(db, borrowerId, Number(orderNo)).catch(() => {
    throw notFound(COMPLAINT.orderNotFound);
  });
  if (input.problemType === COLLECTION_PROBLEM_TYPE && !order.collectionComplaints) {
    throw invalid(COMPLAINT.collectionUnsupported);
  }
  return Number(orderNo);
}

/**
 * How a complaint reached the lender: the borrower's in-app form (now, at most `dailyCap` in 24 hours), or an agent
 * recording a call or an e-mail, received at `receivedAt`. The answer deadline counts from when it was received.
 */
/** `market`: a LENDING_MARKETS key, the market whose agents answer it. */
export type ComplaintSource = { market: string } & (
  | { channel: 'app'; dailyCap: number }
  | { channel: 'phone' | 'email'; receivedAt: Date }
);

/**
 * Refuses a new in-app complaint once the borrower filed `cap` in the last 24 hours, saying when the next one is
 * accepted. Under a per-borrower lock held to the end of the transaction, so parallel saves cannot all pass the count;
 * a replayed draft (a `requestId` already filed) is never refused: it answers the complaint it filed.
 */
async function holdDailyCap(db: Queryable, borrowerId: number, requestId: string | undefined, cap: number) {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`complaint-daily-cap:${borrowerId}`]);
  if (requestId !== undefined) {
    const filed = await db.query('select 1 from complaints where borrower_id = $1 and client_request_id = $2', [
      borrowerId,
      requestId,
    ]);
    if (filed.length > 0) return;
  }
  const [row] = await db.query<{ filed: unknown; wait_s: unknown }>(
    `select count(*) as filed,
            ceil(extract(epoch from min(created_at) + interval '1 day' - now())) as wait_s
       from complaints
      where borrower_id = $1 and channel = 'app' and created_at > now() - interval '1 day'`,
    [borrowerId],
  );
  if (toSafeInt(row?.filed ?? 0) < cap) return;
  const hours = Math.max(1, Math.ceil(Number(row?.wait_s ?? 0) / 3600));
  throw new Failure(FAILURE_CODE.rateLimited, COMPLAINT.dailyCap, 429, { max: cap, hours });
}

export async function saveComplaint(
  db: Queryable,
  borrowerId: number,
  input: NewComplaint,
  source: ComplaintSource,
): Promise<number> {
  const receivedAt = source.channel === 'app' ? null : source.receivedAt;
  if (source.channel === 'app') await holdDailyCap(db, borrowerId, input.requestId, source.dailyCap);
  const subType = input.problemSonType === '' ? undefined : input.problemSonType;
  const types = await loadComplaintTypes(db);
  const pair = checkTypePair(types, input.problemType, subType);
  if (!pair.ok) throw invalid(COMPLAINT[pair.problem]);
  const orderId = await complaintOrder(db, borrowerId, input);
  const imageKeys = await ownImageKeys(db, borrowerId, input.problemImage);
  const [row] = await db.query<{ id: unknown }>(
    `insert into complaints (borrower_id, order_id, type_id, sub_type_id, detail, client_request_id, channel,
                             created_at, response_due_at, market)
     values ($1, $2, $3, $4, $5, $6, $8, coalesce($9::timestamptz, now()),
             coalesce($9::timestamptz, now()) + make_interval(days => $7), $10)
     on conflict (borrower_id, client_request_id) where client_request_id is not null do nothing
     returning id`,
    [
      borrowerId,
      orderId,
      input.problemType,
      subType ?? null,
      input.problemDetail,
      input.requestId ?? null,
      GRIEVANCE_RESPONSE_DAYS,
      source.channel,
      receivedAt,
      source.market,
    ],
  );
  if (!row) {
    // The same draft was filed before (its answer was lost on the way): answer that complaint again.
    const [filed] = await db.query<{ id: unknown }>(
      'select id from complaints where borrower_id = $1 and client_request_id = $2',
      [borrowerId, input.requestId ?? null],
    );
    if (!filed) throw new Error('complaint insert conflicted but no complaint has that request id');
    return toSafeInt(filed.id);
  }
  const id = toSafeInt(row.id);
  await insertImages(db, id, 'borrower', imageKeys);
  return id;
}

export async function insertImages(db: Queryable, complaintId: number, role: 'borrower' | 'reply', keys: string[]) {
  for (const [position, key] of keys.entries()) {
    await db.query('insert into complaint_images (complaint_id, role, position, storage_key) values ($1, $2, $3, $4)', [
      complaintId,
      role,
      position,
      key,
    ]);
  }
}

type ComplaintRow = {
  id: unknown;
  type_title: string | null;
  type_title_key: string | null;
  sub_title: string | null;
  sub_title_key: string | null;
  detail: string;
  state: 'open' | 'replied' | 'closed';
  reply_text: string;
  score_requested: boolean;
  score: unknown;
  created_at: unknown;
  channel: string;
  response_due_at: unknown;
};

const complaintSelect = (locale: Locale) => `
  select c.id, ${titleColumns(locale, 't', 'type_title')}, ${titleColumns(locale, 's', 'sub_title')}, c.detail, c.state, c.reply_text,
         c.score_requested, c.score, c.created_at, c.channel, c.response_due_at
    from complaints c
    join complaint_types t on t.id = c.type_id
    left join complaint_types s on s.id = c.sub_type_id`;

type ListRow = {
  id: unknown;
  type_title: string | null;
  type_title_key: string | null;
  sub_title: string | null;
  sub_title_key: string | null;
  detail: string;
  state: 'open' | 'replied' | 'closed';
  created_at: unknown;
  position_at: string;
};

/**
 * One page of the borrower's complaints, newest first, read with the list index (migration 028) from the cursor's
 * position on: the first page and the next ones are two statements, so each keeps one plan that starts at its row
 * instead of skipping the rows before it. One row more than the page tells whether another page follows. The types'
 * titles are joined to the page's rows only.
 */
const listPageSql = (locale: Locale, after: boolean) => `
  select c.id, ${titleColumns(locale, 't', 'type_title')}, ${titleColumns(locale, 's', 'sub_title')}, c.detail, c.state, c.created_at,
         to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position_at
    from (select id, type_id, sub_type_id, detail, state, created_at
            from complaints
           where borrower_id = $1${after ? ' and (created_at, id) < ($3::timestamptz, $4::bigint)' : ''}
           order by created_at desc, id desc
           limit $2) c
    join complaint_types t on t.id = c.type_id
    left join complaint_types s on s.id = c.sub_type_id
   order by c.created_at desc, c.id desc`;

export type ComplaintPageRequest = { cursor?: string | undefined; pageSize: number };

/** A page of the borrower's complaints in tabs by state (still with the agents; answered or closed). */
export async function complaintPage(db: Queryable, borrowerId: number, locale: Locale, page: ComplaintPageRequest) {
  const after = page.cursor === undefined ? null : decodeListCursor(page.cursor);
  if (page.cursor !== undefined && after === null) throw invalid(COMPLAINT.cursorInvalid);
  const rows = await db.query<ListRow>(
    listPageSql(locale, after !== null),
    after ? [borrowerId, page.pageSize + 1, after.createdAt, after.id] : [borrowerId, page.pageSize + 1],
  );
  const shown = rows.slice(0, page.pageSize);
  const last = shown.at(-1);
  const item = (r: ListRow) => {
    const type = typeTitle(locale, r.type_title_key, r.type_title) ?? '';
    const sub = typeTitle(locale, r.sub_title_key, r.sub_title);
    return {
      id: toSafeInt(r.id),
      time: marketDateTime(r.created_at, locale.market),
      type: sub ? `${type} · ${sub}` : type,
      content: r.detail,
    };
  };
  return {
    tabs: [
      { title: word(locale, COMPLAINT.tabOpen), items: shown.filter((r) => r.state === 'open').map(item) },
      { title: word(locale, COMPLAINT.tabReplied), items: shown.filter((r) => r.state !== 'open').map(item) },
    ],
    nextCursor:
      rows.length > page.pageSize && last
        ? encodeListCursor({ createdAt: last.position_at, id: toSafeInt(last.id) })
        : null,
  };
}

async function imageUrls(db: Queryable, complaintId: number, role: 'borrower' | 'reply') {
  const rows = await db.query<{ storage_key: string }>(
    'select storage_key from complaint_images where complaint_id = $1 and role = $2 order by position',
    [complaintId, role],
  );
  return rows.map((r) => uploadUrl(r.storage_key));
}

/** One complaint of this borrower; someone else's and a missing one get the same 404. */
export async function complaintDetail(db: Queryable, borrowerId: number, id: number, locale: Locale) {
  const [row] = await db.query<ComplaintRow>(`${complaintSelect(locale)} where c.id = $1 and c.borrower_id = $2`, [
    id,
    borrowerId,
  ]);
  if (!row) throw notFound(COMPLAINT.notFound);
  return {
    type: typeTitle(locale, row.type_title_key, row.type_title) ?? '',
    sonType: typeTitle(locale, row.sub_title_key, row.sub_title) ?? '',
    problemId: toSafeInt(row.id),
    content: row.detail,
    images: await imageUrls(db, id, 'borrower'),
    disposeDetail: row.reply_text,
    disposeImages: await imageUrls(db, id, 'reply'),
    isNeedScore: row.score_requested && row.score === null ? (1 as const) : (0 as const),
    responseDueOn: marketDateTime(row.response_due_at, locale.market, false),
    answered: row.state !== 'open' ? (1 as const) : (0 as const),
  };
}

/** The borrower's score of the agent's answer, accepted once and only when the agent asked for it. */
export async function scoreComplaint(db: Queryable, borrowerId: number, id: number, score: number) {
  const updated = await db.query(
    `update complaints set score = $3, scored_at = now()
      where id = $1 and borrower_id = $2 and score_requested and score is null returning id`,
    [id, borrowerId, score],
  );
  if (updated.length > 0) return;
  const [row] = await db.query<{ score: unknown; score_requested: boolean }>(
    'select score, score_requested from complaints where id = $1 and borrower_id = $2',
    [id, borrowerId],
  );
  if (!row) throw notFound(COMPLAINT.notFound);
  throw conflict(row.score === null ? COMPLAINT.scoreNotAsked : COMPLAINT.alreadyScored);
}
