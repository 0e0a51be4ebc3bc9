import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';

type Who = { userId: string; sessionId: string };
type Fixture = Who & { orderId: string; phone: string };

describe('old card repayment flow', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const call = (path: string, body: Record<string, string | number>, who: Who, language = '2') =>
    app.inject({
      method: path === '/bank-list' ? 'GET' : 'POST',
      url: `/api/v1/lend/lend-api/service/loan${path}?${query({ ...who, language, ...(path === '/bank-list' ? body : {}) })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ...(path === '/bank-list' ? {} : { payload: query(body) }),
    });

  async function fixture(): Promise<Fixture> {
    return (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} })).json();
  }
  async function way(who: Fixture) {
    const response = await call('/repayment-way', { orderId: who.orderId }, who);
    expect(response.json().code).toBe('00');
    return response.json().data as {
      repayToken: string;
      repayAmount: number;
      bankCards: { id: number; bankName: string; cardNo: string; bankCode: string }[];
    };
  }
  async function commitBody(who: Fixture) {
    const data = await way(who);
    const card = data.bankCards[0];
    if (!card) throw new Error('no card');
    return {
      amount: data.repayAmount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: 'null',
      orderId: who.orderId,
      repayToken: data.repayToken,
      bankCode: card.bankCode,
      sendMsg: 1,
    };
  }
  async function newestCode(phone: string): Promise<string> {
    const outbox = (await app.inject({ url: `/dev/sms-outbox?phone=${phone}` })).json();
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
    if (!code) throw new Error('no code in the outbox');
    return code;
  }
  const status = async (orderId: string | number) =>
    (await app.db.query<{ status: number }>('select status from orders where id = $1', [orderId]))[0]?.status;

  it("lists only the borrower's cards, masked but for the last 4 digits, with a repay token", async () => {
    const response = await call('/repayment-way', { orderId: 5004 }, DEMO.borrower);
    const body = response.json();
    expect(body.code).toBe('00');
    expect(body.data.bankCards).toEqual([
      { id: expect.any(Number), bankName: 'BBVA México', cardNo: '**** 5678', bankCode: 'BBVA' },
      { id: expect.any(Number), bankName: 'Banorte', cardNo: '**** 9012', bankCode: 'BANORTE' },
    ]);
    expect(body.data.repayToken.length).toBeGreaterThanOrEqual(32);
    expect(body.data.alipay).toBe(1);
  });

  describe('repayment-way takes the user and order from the query, as older clients send them, or from the form', () => {
    const way = (queryParams: Record<string, string | number>, form?: Record<string, string | number>) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/lend/lend-api/service/loan/repayment-way?${query({ language: '2', ...queryParams })}`,
        ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: query(form) } : {}),
      });
    const cardsOf = (response: { json: () => { data: { bankCards: { bankName: string }[] } } }) =>
      response.json().data.bankCards.map((card) => card.bankName);

    it('answers a client that sends userId and orderId only in the query, without a body', async () => {
      const response = await way({ ...DEMO.borrower, orderId: 5004 });
      expect(response.json()).toMatchObject({ code: '00', data: { repayAmount: expect.any(Number) } });
      expect(cardsOf(response)).toEqual(['BBVA México', 'Banorte']);
    });

    it('answers a client that sends them only in the form body', async () => {
      const response = await way({}, { ...DEMO.borrower, orderId: 5004 });
      expect(response.json().code).toBe('00');
      expect(cardsOf(response)).toEqual(['BBVA México', 'Banorte']);
    });

    it('answers when both give the same values', async () => {
      const response = await way({ ...DEMO.borrower, orderId: 5004 }, { userId: DEMO.borrower.userId, orderId: 5004 });
      expect(response.json().code).toBe('00');
    });

    it('refuses an order id that differs between the query and the body', async () => {
      const response = await way({ ...DEMO.borrower, orderId: 5004 }, { orderId: 5005 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: expect.not.stringMatching(/^00$/),
        message: 'Solicitud no válida: orderId no coincide entre la dirección y el formulario',
      });
    });

    it('refuses a user id that differs between the query and the body', async () => {
      const response = await way({ ...DEMO.borrower, orderId: 5004 }, { userId: 1002 });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('userId');
    });

    it("still refuses someone else's order given in the query", async () => {
      const response = await way({ ...DEMO.borrower, orderId: 6001 });
      expect(response.json().code).not.toBe('00');
    });
  });

  it('commits once, texts a code, and a repeated commit answers 800005 and creates nothing', async () => {
    const who = await fixture();
    const body = await commitBody(who);
    const first = await call('/repayment-commit', body, who);
    expect(first.json()).toMatchObject({ code: '00', data: { needValid: 1, repayRecordId: expect.any(Number) } });
    expect(await newestCode(who.phone)).toMatch(/^\d{6}$/);
    const again = await call('/repayment-commit', body, who);
    expect(again.json()).toEqual({ code: '800005', message: 'No envíes la solicitud de pago más de una vez.' });
    const rows = await app.db.query('select 1 from card_repayments where order_id = $1', [who.orderId]);
    expect(rows).toHaveLength(1);
  });

  it('50 simultaneous identical commits create exactly one pending repayment', async () => {
    const who = await fixture();
    const body = { ...(await commitBody(who)), sendMsg: 0 };
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('/repayment-commit', body, who)));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === '00')).toHaveLength(1);
    expect(codes.filter((c) => c === '800005')).toHaveLength(49);
    const rows = await app.db.query('select 1 from card_repayments where order_id = $1', [who.orderId]);
    expect(rows).toHaveLength(1);
  });

  it('a wrong code answers 800006, the right one settles the order, and the code is single use', async () => {
    const who = await fixture();
    const body = await commitBody(who);
    const due = body.amount;
    const committed = (await call('/repayment-commit', body, who)).json();
    const recordId = committed.data.repayRecordId;
    const wrong = await call(
      '/repayment-confirm',
      {
        orderId: who.orderId,
        verifyCode: '000000' === (await newestCode(who.phone)) ? '111111' : '000000',
        repaymentRecordId: recordId,
      },
      who,
    );
    expect(wrong.json()).toEqual({ code: '800006', message: 'Código de verificación incorrecto.' });
    expect(await status(who.orderId)).toBe(174);

    const code = await newestCode(who.phone);
    const ok = await call(
      '/repayment-confirm',
      { orderId: who.orderId, verifyCode: code, repaymentRecordId: recordId },
      who,
    );
    expect(ok.json()).toEqual({ code: '00', message: 'ok', data: {} });
    expect(await status(who.orderId)).toBe(200);
    const [paid] = await app.db.query<{ amount: number }>('select amount::int from repayments where order_id = $1', [
      who.orderId,
    ]);
    expect(paid?.amount).toBe(due);

    const replay = await call(
      '/repayment-confirm',
      { orderId: who.orderId, verifyCode: code, repaymentRecordId: recordId },
      who,
    );
    expect(replay.statusCode).toBe(409);
    expect((await app.db.query('select 1 from repayments where order_id = $1', [who.orderId])).length).toBe(1);
  });

  it('an expired code is refused with a clear message and changes nothing', async () => {
    const who = await fixture();
    const recordId = (await call('/repayment-commit', await commitBody(who), who)).json().data.repayRecordId;
    const code = await newestCode(who.phone);
    await app.db.query(
      "update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'repayment-confirm' and subject = $1",
      [String(recordId)],
    );
    const expired = await call(
      '/repayment-confirm',
      { orderId: who.orderId, verifyCode: code, repaymentRecordId: recordId },
      who,
    );
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toContain('venció');
    expect(await status(who.orderId)).toBe(174);
  });

  it('after Cancel, a new commit within the minute says how long to wait, and leaves nothing pending', async () => {
    const who = await fixture();
    const first = (await call('/repayment-commit', await commitBody(who), who)).json();
    const cancel = await call(
      '/repayment-cancel',
      { orderId: who.orderId, repaymentRecordId: first.data.repayRecordId },
      who,
    );
    expect(cancel.json().code).toBe('00');
    const tooSoon = await call('/repayment-commit', await commitBody(who), who);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/Espera \d+ s/);
    const pending = await app.db.query("select 1 from card_repayments where order_id = $1 and status = 'pending'", [
      who.orderId,
    ]);
    expect(pending).toHaveLength(0);
    // A minute later (the earlier code moved back in time) the borrower can commit again.
    await app.db.query("update one_time_codes set created_at = created_at - interval '61 seconds' where phone = $1", [
      who.phone,
    ]);
    expect((await call('/repayment-commit', await commitBody(who), who)).json().code).toBe('00');
  });

  it('"get code" sends a new code once the minute has passed; the older code is then dead', async () => {
    const who = await fixture();
    const recordId = (await call('/repayment-commit', await commitBody(who), who)).json().data.repayRecordId;
    const first = await newestCode(who.phone);
    const tooSoon = await call('/repayment-send-code', { orderId: who.orderId, repaymentRecordId: recordId }, who);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/Espera \d+ s/);
    await app.db.query("update one_time_codes set created_at = created_at - interval '61 seconds' where phone = $1", [
      who.phone,
    ]);
    const resent = await call('/repayment-send-code', { orderId: who.orderId, repaymentRecordId: recordId }, who);
    expect(resent.json()).toMatchObject({ code: '00', data: { retryAfterS: 60 } });
    const second = await newestCode(who.phone);
    if (first !== second) {
      const stale = await call(
        '/repayment-confirm',
        { orderId: who.orderId, verifyCode: first, repaymentRecordId: recordId },
        who,
      );
      expect(stale.json().code).toBe('800006');
    }
    const ok = await call(
      '/repayment-confirm',
      { orderId: who.orderId, verifyCode: second, repaymentRecordId: recordId },
      who,
    );
    expect(ok.json().code).toBe('00');
    expect(await status(who.orderId)).toBe(200);
  });

  it('an abandoned pending repayment lapses after 10 minutes instead of blocking a new commit', async () => {
    const who = await fixture();
    const body = { ...(await commitBody(who)), sendMsg: 0 };
    expect((await call('/repayment-commit', body, who)).json().code).toBe('00');
    expect((await call('/repayment-commit', body, who)).json().code).toBe('800005');
    await app.db.query("update card_repayments set created_at = now() - interval '11 minutes' where order_id = $1", [
      who.orderId,
    ]);
    expect((await call('/repayment-commit', body, who)).json().code).toBe('00');
    const statuses = await app.db.query<{ status: string }>(
      'select status from card_repayments where order_id = $1 order by id',
      [who.orderId],
    );
    expect(statuses.map((r) => r.status)).toEqual(['cancelled', 'pending']);
  });

  it("refuses another borrower's order, record and card like missing ones", async () => {
    const who = await fixture();
    const recordId = (await call('/repayment-commit', await commitBody(who), who)).json().data.repayRecordId;
    const theirOrder = await call('/repayment-way', { orderId: who.orderId }, DEMO.borrower);
    expect(theirOrder.statusCode).toBe(404);
    expect(theirOrder.json()).toEqual((await call('/repayment-way', { orderId: 987_654 }, DEMO.borrower)).json());
    const theirRecord = await call(
      '/repayment-confirm',
      { orderId: 5004, verifyCode: '123456', repaymentRecordId: recordId },
      DEMO.borrower,
    );
    expect(theirRecord.statusCode).toBe(404);
    // Someone else's card on one's own order.
    const body = await commitBody(who);
    await call('/repayment-cancel', { orderId: who.orderId, repaymentRecordId: recordId }, who);
    const [demoCard] = await app.db.query<{ id: number }>('select id::int from bank_accounts where borrower_id = 1001');
    const foreignCard = await call('/repayment-commit', { ...body, cardId: demoCard?.id ?? 0 }, who);
    expect(foreignCard.statusCode).toBe(404);
    const huichao = await call('/repayment-huichao', { userId: 1002, orderId: who.orderId, amount: 100 }, who);
    expect(huichao.statusCode).toBe(404);
  });

  it('refuses a commit without a valid repay token', async () => {
    const who = await fixture();
    const response = await call('/repayment-commit', { ...(await commitBody(who)), repayToken: 'forged' }, who);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Esta página de pago venció. Ábrela de nuevo.');
  });

  it('the redirect path answers the bank-transfer instructions page, with no amount for it to trust', async () => {
    const who = await fixture();
    const response = await call(
      '/repayment-huichao',
      { userId: who.userId, orderId: who.orderId, amount: 12_345 },
      who,
    );
    expect(response.json().data.url).toBe(`/carpmm?requestType=1&payCode=SPEI&orderId=${who.orderId}`);
  });

  it('binds a Luhn-valid card once and lists it; refuses a mistyped or repeated one', async () => {
    const who = await fixture();
    const banks = (await call('/bank-list', {}, who)).json().data.banks;
    expect(banks[0]).toEqual({ bankCode: 'BBVA', bankName: 'BBVA México' });
    const typo = await call('/bind-card', { bankCode: 'BANORTE', cardNo: '4111111111111112' }, who);
    expect(typo.statusCode).toBe(400);
    expect((await call('/bind-card', { bankCode: 'NOPE', cardNo: '4111111111111111' }, who)).statusCode).toBe(400);
    const bound = await call('/bind-card', { bankCode: 'BANORTE', cardNo: '4111111111111111' }, who);
    expect(bound.json()).toMatchObject({ code: '00', data: { id: expect.any(Number) } });
    expect((await call('/bind-card', { bankCode: 'BANORTE', cardNo: '4111111111111111' }, who)).statusCode).toBe(409);
    const cards = (await way(who)).bankCards.map((c) => c.cardNo);
    expect(cards).toContain('**** 1111');
    expect(cards).toHaveLength(2);
  });
});
