import { PROMO_SID_TTL_S } from '@loan/contract';
import type { Database } from '../../db/database.ts';

export interface TrackedEvent {
  kind: 'visit' | 'click';
  sid: string;
  page_id: string;
  page_type: number;
  utm_tag: string;
  app_from: string;
  user_from: string;
  client_type: string;
  phone?: string;
  ip: string;
}

/** A sid get-sid issued that has not expired: tracking counts only what a landing that really loaded sent. */
export async function sidIsLive(db: Database, sid: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db.query('select 1 from promotion_captchas where sid = $1 and created_at > $2', [
    sid,
    new Date(now.getTime() - PROMO_SID_TTL_S * 1000),
  ]);
  return rows.length > 0;
}

/** Records a visit once per sid and a click once per (sid, phone); repeats are ignored (unique indexes, 012). */
export async function recordEvent(db: Database, event: TrackedEvent): Promise<void> {
  await db.query(
    `insert into promotion_events (kind, page_id, page_type, utm_tag, app_from, user_from, client_type, phone, ip, sid)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict do nothing`,
    [
      event.kind,
      event.page_id,
      event.page_type,
      event.utm_tag,
      event.app_from,
      event.user_from,
      event.client_type,
      event.phone ?? '',
      event.ip,
      event.sid,
    ],
  );
}

export interface TrafficRow {
  pageId: string;
  utmTag: string;
  visits: number;
  clicks: number;
}

/** Visits and apply clicks per landing page and campaign tag (the `promotion_traffic` view), optionally filtered. */
export async function trafficCounts(db: Database, filter: { pageId?: string; utmTag?: string } = {}) {
  const rows = await db.query<{ page_id: string; utm_tag: string; visits: number; clicks: number }>(
    `select page_id, utm_tag, visits, clicks from promotion_traffic
      where ($1::text is null or page_id = $1) and ($2::text is null or utm_tag = $2)
      order by page_id, utm_tag`,
    [filter.pageId ?? null, filter.utmTag ?? null],
  );
  return rows.map(
    (r): TrafficRow => ({ pageId: r.page_id, utmTag: r.utm_tag, visits: Number(r.visits), clicks: Number(r.clicks) }),
  );
}
