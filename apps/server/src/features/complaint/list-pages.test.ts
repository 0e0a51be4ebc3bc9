import {
  COMPLAINT_LIST_PAGE_SIZE,
  COMPLAINT_LIST_PAGE_SIZE_MAX,
  onlineSuccessSchema,
  problemList,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';

const me = query({ ...DEMO.borrower, language: '1' });
const other = query({ ...DEMO.otherBorrower, language: '1' });
const pageSchema = onlineSuccessSchema(problemList.data);

let app: FastifyInstance;
/** Borrower 1001's complaint ids as the list must show them: newest filing first, then the larger id. */
let expectedIds: number[];
let othersIds: Set<number>;
let repliedIds: Set<number>;

async function listPage(params: Record<string, string | number> = {}, who = me) {
  return app.inject({ url: `/online/user-problem/problem-list?${who}&${query(params)}` });
}

async function page(params: Record<string, string | number> = {}, who = me) {
  const response = await listPage(params, who);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toContain('no-store');
  return pageSchema.parse(response.json()).data;
}

/**
 * A page's ids in the list's order: its tabs split the page by state, each tab in the list's order, so the page's
 * ids put back in that order must be the list's next slice (a tab out of order would still fail the tab check).
 */
const idsOf = (data: Awaited<ReturnType<typeof page>>) => {
  const ids = data.tabs.flatMap((tab) => tab.items.map((item) => item.id));
  for (const tab of data.tabs) {
    const tabIds = tab.items.map((item) => item.id);
    expect(tabIds).toEqual([...tabIds].sort((a, b) => rank(a) - rank(b)));
  }
  return ids.sort((a, b) => rank(a) - rank(b));
};
const rank = (id: number) => (expectedIds.includes(id) ? expectedIds.indexOf(id) : Number.MAX_SAFE_INTEGER);

async function allPages(pageSize: number, who = me, between?: (pageNumber: number) => Promise<void>) {
  const pages: number[][] = [];
  let cursor: string | null | undefined;
  do {
    const data = await page(cursor ? { pageSize, cursor } : { pageSize }, who);
    pages.push(idsOf(data));
    cursor = data.nextCursor;
    if (between) await between(pages.length);
  } while (cursor);
  return pages;
}

beforeAll(async () => {
  app = await buildTestApp();
  // 45 complaints of 1001 and 30 of 1002, filed at interleaved moments; every third moment of 1001 is shared by two
  // complaints (a phone call recorded for the same second), so the id must break ties; some are answered.
  await app.db.query(
    `insert into complaints (borrower_id, type_id, detail, state, created_at, response_due_at)
     select 1001, 4, 'Mine ' || g, case when g % 4 = 0 then 'replied' else 'open' end,
            timestamptz '2026-01-01 12:00:00.123456+00' - ((g / 3) * 2) * interval '1 hour',
            timestamptz '2026-02-01 00:00:00+00'
       from generate_series(1, 45) g`,
  );
  await app.db.query(
    `insert into complaints (borrower_id, type_id, detail, created_at, response_due_at)
     select 1002, 4, 'Theirs ' || g, timestamptz '2026-01-01 11:00:00+00' - g * interval '2 hours',
            timestamptz '2026-02-01 00:00:00+00'
       from generate_series(1, 30) g`,
  );
  const mine = await app.db.query<{ id: unknown }>(
    'select id from complaints where borrower_id = 1001 order by created_at desc, id desc',
  );
  expectedIds = mine.map((r) => Number(r.id));
  const theirs = await app.db.query<{ id: unknown }>('select id from complaints where borrower_id = 1002');
  othersIds = new Set(theirs.map((r) => Number(r.id)));
  const replied = await app.db.query<{ id: unknown }>(
    "select id from complaints where borrower_id = 1001 and state <> 'open'",
  );
  repliedIds = new Set(replied.map((r) => Number(r.id)));
});
afterAll(() => app.close());

describe('problem-list pages', () => {
  it('covers every complaint of the borrower exactly once, newest first, whatever the page size', async () => {
    for (const size of [1, 7, COMPLAINT_LIST_PAGE_SIZE, COMPLAINT_LIST_PAGE_SIZE_MAX]) {
      const pages = await allPages(size);
      expect(pages.flat()).toEqual(expectedIds);
      expect(pages.slice(0, -1).every((p) => p.length === size)).toBe(true);
      expect(pages.at(-1)?.length).toBeGreaterThan(0);
      expect(pages).toHaveLength(Math.ceil(expectedIds.length / size));
    }
  });

  it('gives COMPLAINT_LIST_PAGE_SIZE complaints without a page size, both tabs on every page', async () => {
    const first = await page();
    expect(first.tabs.map((t) => t.title)).toEqual(['In progress', 'Replied']);
    expect(idsOf(first)).toEqual(expectedIds.slice(0, COMPLAINT_LIST_PAGE_SIZE));
    const [open, answered] = first.tabs;
    expect(open?.items.length).toBeGreaterThan(0);
    expect(answered?.items.length).toBeGreaterThan(0);
    expect(open?.items.some((item) => repliedIds.has(item.id))).toBe(false);
    expect(answered?.items.every((item) => repliedIds.has(item.id))).toBe(true);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('ends with a null nextCursor, also when the last page is exactly full', async () => {
    const whole = await page({ pageSize: COMPLAINT_LIST_PAGE_SIZE_MAX });
    expect(whole.nextCursor).toBeNull();
    const firstOfTwo = await page({ pageSize: 23 });
    const lastOfTwo = await page({ pageSize: 23, cursor: firstOfTwo.nextCursor ?? '' });
    expect(idsOf(lastOfTwo)).toHaveLength(expectedIds.length - 23);
    expect(lastOfTwo.nextCursor).toBeNull();
    // Exactly full: a page of all but the first complaint ends the list.
    const one = await page({ pageSize: 1 });
    const rest = await page({ pageSize: expectedIds.length - 1, cursor: one.nextCursor ?? '' });
    expect(idsOf(rest)).toEqual(expectedIds.slice(1));
    expect(rest.nextCursor).toBeNull();
  });

  it.each([
    ['zero', '0'],
    ['above the most', String(COMPLAINT_LIST_PAGE_SIZE_MAX + 1)],
    ['negative', '-5'],
    ['a fraction', '2.5'],
    ['not a number', 'ten'],
    ['empty', ''],
  ])('refuses a page size that is %s with a worded 400', async (_what, pageSize) => {
    const response = await listPage({ pageSize });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.anything(), message: expect.stringContaining('pageSize') });
  });

  it.each([
    ['changed in the middle', (c: string) => `${c.slice(0, 10)}${c[10] === 'x' ? 'y' : 'x'}${c.slice(11)}`],
    ['cut short', (c: string) => c.slice(0, 12)],
    ['padded base64', (c: string) => `${c}==`],
    ['made of other characters', () => '../../etc/passwd'],
    ['too long', (c: string) => c.repeat(10)],
    ['a plain id', () => '42'],
    ['SQL', () => "1' or '1'='1"],
  ])('refuses a cursor %s with a worded 400, in the borrower’s language', async (_what, tamper) => {
    const { nextCursor } = await page({ pageSize: 5 });
    const cursor = tamper(nextCursor ?? '');
    const english = await listPage({ cursor });
    expect(english.statusCode, english.body).toBe(400);
    expect(english.json().message).toMatch(/cursor/);
    const spanish = await listPage({ cursor }, query({ ...DEMO.borrower, language: '2' }));
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).not.toEqual(english.json().message);
  });

  it('never shows someone else’s complaints, on any page, and the other borrower sees only theirs', async () => {
    const mine = (await allPages(7)).flat();
    expect(mine.some((id) => othersIds.has(id))).toBe(false);
    // The other borrower given my cursor reads their own list from that moment on, never mine.
    const { nextCursor } = await page({ pageSize: 5 });
    const theirs = await page({ pageSize: 50, cursor: nextCursor ?? '' }, other);
    const theirIds = theirs.tabs.flatMap((t) => t.items.map((i) => i.id));
    expect(theirIds.length).toBeGreaterThan(0);
    expect(theirIds.every((id) => othersIds.has(id))).toBe(true);
    const theirAll = (await allPages(9, other)).flat();
    expect(new Set(theirAll)).toEqual(othersIds);
  });

  it('does not repeat or lose a complaint when one is filed between pages', async () => {
    let filed = 0;
    const pages = await allPages(10, me, async (pageNumber) => {
      if (pageNumber !== 2) return;
      const saved = await app.inject({
        method: 'POST',
        url: `/online/user-problem/problem-save?${me}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ problemType: '4', problemDetail: 'Filed while reading the list' }).toString(),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      filed = Number(saved.json().data.problemId);
    });
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    // Newer than every page already read, so it shows at the top the next time the list opens, not in these pages.
    expect(seen).not.toContain(filed);
    expect(seen).toEqual(expectedIds);
    const reopened = await page({ pageSize: 1 });
    expect(reopened.tabs[0]?.items[0]?.id).toBe(filed);
    expectedIds = [filed, ...expectedIds];
  });
});
