import { INDIA, SPEC_ORIGINAL } from '@loan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';

describe('dev tools', () => {
  describe('outside production', () => {
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(() => app.close());

    it('shows what the demo SMS provider sent to a phone, newest first', async () => {
      await app.sms.send(
        { phone: '13800000001', market: SPEC_ORIGINAL, purpose: 'test', text: 'first 111111', variables: {} },
        app.db,
      );
      await app.sms.send(
        { phone: '13800000001', market: SPEC_ORIGINAL, purpose: 'test', text: 'second 222222', variables: {} },
        app.db,
      );
      const res = await app.inject({ url: '/dev/sms-outbox?phone=13800000001' });
      expect(res.statusCode).toBe(200);
      expect(res.json().messages.map((m: { body: string }) => m.body)).toEqual(['second 222222', 'first 111111']);
    });

    it('makes a borrower of their own with that many complaints, for the paged list', async () => {
      const made = await app.inject({ method: 'POST', url: '/dev/complaint-list-borrower?count=45' });
      expect(made.statusCode).toBe(200);
      const { userId, sessionId } = made.json();
      const first = await app.inject({
        url: `/online/user-problem/problem-list?userId=${userId}&sessionId=${sessionId}&pageSize=50`,
      });
      const tabs: { items: unknown[] }[] = first.json().data.tabs;
      expect(tabs.map((t) => t.items.length)).toEqual([34, 11]);
      const again = await app.inject({ method: 'POST', url: '/dev/complaint-list-borrower?count=3' });
      expect(again.json().userId).not.toBe(userId);
      expect((await app.inject({ method: 'POST', url: '/dev/complaint-list-borrower?count=501' })).statusCode).toBe(
        400,
      );
    });

    it('finds a stored E.164 number by the national digits a person types', async () => {
      await app.sms.send(
        { phone: '+919876500001', market: INDIA, purpose: 'test', text: 'code 333333', variables: {} },
        app.db,
      );
      const res = await app.inject({ url: `/dev/sms-outbox?phone=${encodeURIComponent('98765 00001')}` });
      expect(res.json().messages.map((m: { body: string }) => m.body)).toEqual(['code 333333']);
    });

    it("registers a phone of a template's market for a test and counts a campaign tag", async () => {
      const added = await app.inject({ method: 'POST', url: '/dev/promotion-registration?phone=13800000009&id=3' });
      expect(added.statusCode).toBe(200);
      const rows = await app.db.query('select 1 from promotion_registrations where phone = $1', ['+8613800000009']);
      expect(rows).toHaveLength(1);
      const foreign = await app.inject({ method: 'POST', url: '/dev/promotion-registration?phone=13800000009&id=1' });
      expect(foreign.statusCode).toBe(400);
      const sid = (await app.inject({ url: '/api/v2/lend/promotion/get-sid' })).json().data.sid;
      await app.inject({ url: `/api/v2/lend/promotion/track-visit?sid=${sid}&page_id=1&utm_tag=dev-tag` });
      const traffic = await app.inject({ url: '/dev/promotion-traffic?utm_tag=dev-tag' });
      expect(traffic.json()).toEqual({ rows: [{ pageId: '1', visits: 1, clicks: 0 }] });
    });

    it('refuses a request without a phone', async () => {
      const res = await app.inject({ url: '/dev/sms-outbox' });
      expect(res.statusCode).toBe(400);
    });
  });

  it('does not exist in production', async () => {
    const app = await buildTestApp({ NODE_ENV: 'production' });
    const res = await app.inject({ url: '/dev/sms-outbox?phone=13800000001' });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/dev/complaint-list-borrower?count=3' })).statusCode).toBe(404);
    const sid = (await app.inject({ url: '/api/v2/lend/promotion/get-sid' })).json().data.sid;
    await app.inject({ url: `/api/v2/lend/promotion/get-captcha?sid=${sid}` });
    expect((await app.inject({ url: `/dev/captcha?sid=${sid}` })).statusCode).toBe(404);
    expect(await app.db.query('select 1 from promotion_captcha_reveals')).toHaveLength(0);
    await app.close();
  });
});
