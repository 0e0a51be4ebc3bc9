import { DAY_MS, GRIEVANCE_RESPONSE_DAYS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { applyMigrationsBefore } from '../../testing/migrations-before.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';

/** Complaint channels and answer deadlines: recorded at filing, shown to the borrower, queued for staff. */
describe('complaint deadlines', () => {
  let app: FastifyInstance;
  /** The complaints below are filed by the Indian borrower: India's agent answers them. */
  let staffAuth: string;
  beforeAll(async () => {
    app = await buildTestApp();
    staffAuth = await staffBearer(app, 'agent.in@demo.test');
  });
  afterAll(() => app.close());

  const file = async (problemDetail: string) =>
    (
      await app.inject({
        method: 'POST',
        url: `/online/user-problem/problem-save?${query({ ...DEMO.otherBorrower, language: '1' })}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query({ problemType: 2, problemDetail }),
      })
    ).json().data.problemId as number;
  const staffList = async (state = 'open') =>
    (
      await app.inject({
        url: `/staff/api/complaints?state=${state}`,
        headers: { authorization: staffAuth },
      })
    ).json().data.complaints as Array<{
      id: number;
      channel: string;
      overdue: boolean;
      daysLeft: number;
      responseDueAt: string;
      receivedAt: string;
    }>;

  it(`records the in-app channel and a due date ${GRIEVANCE_RESPONSE_DAYS} days after filing, shown in the detail`, async () => {
    const id = await file('Charged twice');
    const [row] = await app.db.query<{ channel: string; days: unknown }>(
      'select channel, extract(epoch from response_due_at - created_at) / 86400 as days from complaints where id = $1',
      [id],
    );
    expect(row?.channel).toBe('app');
    expect(Number(row?.days)).toBe(GRIEVANCE_RESPONSE_DAYS);
    const detail = (
      await app.inject({
        url: `/online/user-problem/problem-detail?${query({ ...DEMO.otherBorrower, language: '1', problemId: id })}`,
      })
    ).json().data;
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + GRIEVANCE_RESPONSE_DAYS * DAY_MS),
    );
    expect(detail).toMatchObject({ responseDueOn: expected, answered: 0 });
  });

  it('lists open complaints for staff closest to their deadline first, the overdue ones on top', async () => {
    const recent = await file('Filed today');
    const older = await file('Filed 20 days ago');
    const late = await file('Filed 35 days ago');
    const backdate = (id: number, days: number) =>
      app.db.query(
        `update complaints set created_at = created_at - make_interval(days => $2),
                response_due_at = response_due_at - make_interval(days => $2) where id = $1`,
        [id, days],
      );
    await backdate(older, 20);
    await backdate(late, 35);
    const open = await staffList();
    const ours = open.filter((c) => [recent, older, late].includes(c.id));
    expect(ours.map((c) => c.id)).toEqual([late, older, recent]);
    expect(ours.map((c) => c.overdue)).toEqual([true, false, false]);
    expect(ours[0]?.daysLeft).toBe(-5);
    expect(ours[1]?.daysLeft).toBe(9);
    expect(ours.every((c) => c.channel === 'app')).toBe(true);
    // Overdue first over the whole queue, not only among these three.
    const firstOnTime = open.findIndex((c) => !c.overdue);
    expect(open.slice(firstOnTime).some((c) => c.overdue)).toBe(false);
  });

  it('records a complaint an agent took by phone, its deadline counted from when the call came in', async () => {
    const receivedAt = new Date(Date.now() - 31 * DAY_MS).toISOString();
    const recorded = await app.inject({
      method: 'POST',
      url: '/staff/api/complaints',
      headers: { authorization: staffAuth },
      payload: { borrowerId: 1002, channel: 'phone', problemType: 3, detail: 'Called about a late fee', receivedAt },
    });
    expect(recorded.statusCode).toBe(200);
    const { id: problemId } = recorded.json().data;
    const [queued] = (await staffList()).filter((c) => c.id === problemId);
    expect(queued).toMatchObject({ channel: 'phone', overdue: true, daysLeft: -1, receivedAt });
    // The borrower sees it too, with its deadline.
    const detail = (
      await app.inject({
        url: `/online/user-problem/problem-detail?${query({ ...DEMO.otherBorrower, language: '2', problemId })}`,
      })
    ).json().data;
    expect(detail.content).toBe('Called about a late fee');
    expect(detail.responseDueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses to record a complaint for no borrower, from an unknown channel or received in the future', async () => {
    const record = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/staff/api/complaints',
        headers: { authorization: staffAuth },
        payload: { problemType: 3, detail: 'x', channel: 'email', borrowerId: 1002, ...payload },
      });
    expect((await record({ borrowerId: 999_999 })).statusCode).toBe(404);
    expect((await record({ channel: 'app' })).statusCode).toBe(400);
    expect((await record({ receivedAt: new Date(Date.now() + DAY_MS).toISOString() })).statusCode).toBe(400);
    expect((await record({ problemType: 1 })).statusCode).toBe(400);
  });
});

describe('010_receipts.sql', () => {
  it('backfills the due date of complaints filed before it: filed + 30 days', async () => {
    const db = await openDatabase('memory://', '/nonexistent');
    try {
      await applyMigrationsBefore(db, '010_receipts.sql');
      await db.exec(`insert into borrowers (id, name, phone) values (1, 'A', '1');
        insert into complaint_types (id, title_en, title_es, position) values (2, 'Other', 'Otro', 1);
        insert into complaints (borrower_id, type_id, detail, created_at) values (1, 2, 'old', '2026-01-10T12:00:00Z')`);
      expect(await migrate(db)).toContain('010_receipts.sql');
      const [row] = await db.query<{ channel: string; due: string }>(
        "select channel, to_char(response_due_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as due from complaints",
      );
      expect(row).toEqual({ channel: 'app', due: '2026-02-09 12:00' });
    } finally {
      await db.close();
    }
  });
});
