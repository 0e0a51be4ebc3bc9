import { randomBytes } from 'node:crypto';
import {
  APP_PATHS,
  bankList,
  bindCard,
  CARD_REPAY_PENDING_TTL_S,
  CARD_REPAY_TOKEN_TTL_S,
  FAILURE_CODE,
  formatSmsMoney,
  isLuhnValid,
  maskCardNo,
  OLD_REPAYMENT_CODE,
  REPAY_REQUEST_TYPE,
  repaymentCancel,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentSendCode,
  repaymentWay,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toSafeInt } from '../../db/database.ts';
import { conflict, Failure, invalid, notFound } from '../../http/failure.ts';
import { COMMON } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import { smsWording } from '../../http/wording.ts';
import { cardLast4, cardToken } from '../../platform/at-rest.ts';
import { type IssueCodeResult, issueCode, verifyCode } from '../../platform/one-time-codes.ts';
import { lendingLocale } from '../../plugins/locale.ts';
import { borrowerOf } from '../../plugins/session.ts';
import { channelsOf } from './channels.ts';
import { REPAY } from './messages.ts';
import { voidRetiredInstructions } from './providers/void-instructions.ts';
import { assertRepayable } from './repayable.ts';
import { ownedLoanState } from './routes.ts';
import { confirmCardRepayment } from './settle.ts';

const CODE_PURPOSE = 'repayment-confirm';

interface PendingRecord {
  id: number;
  amount: number;
}

/** A card repayment of this order and borrower that still waits for its SMS code. */
async function pendingRecord(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { orderId: number; repaymentRecordId: number },
): Promise<PendingRecord> {
  await ownedLoanState(app, request, input);
  const [row] = await app.db.query<{ id: unknown; amount: unknown; status: string }>(
    'select id, amount, status from card_repayments where id = $1 and order_id = $2 and borrower_id = $3',
    [input.repaymentRecordId, input.orderId, borrowerOf(request).id],
  );
  if (!row) throw notFound(REPAY.recordNotFound);
  if (row.status !== 'pending') throw conflict(REPAY.recordNotPending);
  return { id: toSafeInt(row.id), amount: toSafeInt(row.amount) };
}

/** Sends the SMS code that confirms a card repayment; a refusal (too soon, too many) is said in plain words. */
async function sendCode(app: FastifyInstance, request: FastifyRequest, record: PendingRecord): Promise<void> {
  const locale = lendingLocale(request);
  const [borrower] = await app.db.query<{ phone: string }>('select phone from borrowers where id = $1', [
    borrowerOf(request).id,
  ]);
  if (!borrower) throw new Error('borrower vanished');
  const result: IssueCodeResult = await issueCode(app.db, app.sms, {
    purpose: CODE_PURPOSE,
    subject: String(record.id),
    phone: borrower.phone,
    market: locale.market,
    ip: request.ip,
    message: (code) =>
      smsWording(locale, REPAY.smsText, { code, amount: formatSmsMoney(record.amount, locale.market) }),
    key: app.config.ONE_TIME_CODE_KEY,
  });
  if (result.ok) return;
  throw result.reason === 'too-soon'
    ? new Failure(FAILURE_CODE.rateLimited, REPAY.waitForCode, 429, { seconds: result.retryAfterS })
    : new Failure(FAILURE_CODE.rateLimited, REPAY.tooManyCodes, 429, { minutes: Math.ceil(result.retryAfterS / 60) });
}

export async function oldRepaymentRoutes(app: FastifyInstance) {
  registerCall(app, repaymentWay, async (input, request) => {
    const state = await ownedLoanState(app, request, input);
    assertRepayable(state);
    const borrowerId = borrowerOf(request).id;
    const cards = await app.db.query<{ id: unknown; bank_name: string; card_last4: string; bank_code: string }>(
      'select id, bank_name, card_last4, bank_code from bank_accounts where borrower_id = $1 order by id',
      [borrowerId],
    );
    const repayToken = randomBytes(24).toString('base64url');
    await app.db.query(
      `insert into repay_tokens (token, order_id, borrower_id, expires_at)
       values ($1, $2, $3, now() + make_interval(secs => $4))`,
      [repayToken, state.orderId, borrowerId, CARD_REPAY_TOKEN_TTL_S],
    );
    return {
      // The redirect path (an online bank transfer with its own instructions page) exists in every market.
      alipay: 1 as const,
      repayToken,
      repayAmount: state.due,
      bankCards: cards.map((card) => ({
        id: toSafeInt(card.id),
        bankName: card.bank_name,
        cardNo: maskCardNo(card.card_last4),
        bankCode: card.bank_code,
      })),
    };
  });

  registerCall(app, repaymentCommit, async (input, request) => {
    const state = await ownedLoanState(app, request, input);
    assertRepayable(state);
    const borrowerId = borrowerOf(request).id;
    const [token] = await app.db.query(
      'select 1 from repay_tokens where token = $1 and order_id = $2 and borrower_id = $3 and expires_at > now()',
      [input.repayToken, state.orderId, borrowerId],
    );
    if (!token) throw invalid(REPAY.tokenInvalid);
    const [card] = await app.db.query('select 1 from bank_accounts where id = $1 and borrower_id = $2', [
      input.cardId,
      borrowerId,
    ]);
    if (!card) throw notFound(REPAY.cardNotFound);
    if (input.amount < 1 || input.amount > state.due) throw invalid(REPAY.amountInvalid);

    // A pending repayment abandoned long ago (the app was closed) lapses instead of blocking this one.
    await app.db.query(
      `update card_repayments set status = 'cancelled', closed_at = now()
        where order_id = $1 and status = 'pending' and created_at < now() - make_interval(secs => $2)`,
      [state.orderId, CARD_REPAY_PENDING_TTL_S],
    );
    // One pending card repayment per order, enforced by a partial unique index: a double tap, a retry or 50
    // simultaneous commits create one record; the others are told not to submit again.
    const inserted = await app.db.query<{ id: unknown }>(
      `insert into card_repayments (order_id, borrower_id, bank_account_id, amount, repay_token)
       values ($1, $2, $3, $4, $5)
       on conflict (order_id) where status = 'pending' do nothing returning id`,
      [state.orderId, borrowerId, input.cardId, input.amount, input.repayToken],
    );
    const row = inserted[0];
    if (!row) throw new Failure(OLD_REPAYMENT_CODE.repeatedSubmit, REPAY.repeatedSubmit, 409);
    const record = { id: toSafeInt(row.id), amount: input.amount };
    if (input.sendMsg === 1) {
      try {
        await sendCode(app, request, record);
      } catch (error) {
        // No code could be sent, so nothing may wait for one: the commit leaves no record behind.
        await app.db.query('delete from card_repayments where id = $1', [record.id]);
        throw error;
      }
    }
    // Every card repayment is confirmed with an SMS code sent to the borrower's phone.
    return { needValid: 1 as const, repayRecordId: record.id };
  });

  registerCall(app, repaymentSendCode, async (input, request) => {
    const record = await pendingRecord(app, request, input);
    await sendCode(app, request, record);
    return { retryAfterS: 60 };
  });

  registerCall(app, repaymentCancel, async (input, request) => {
    const record = await pendingRecord(app, request, input);
    await app.db.query(
      "update card_repayments set status = 'cancelled', closed_at = now() where id = $1 and status = 'pending'",
      [record.id],
    );
    return {};
  });

  registerCall(app, repaymentConfirm, async (input, request) => {
    const record = await pendingRecord(app, request, {
      orderId: input.orderId,
      repaymentRecordId: input.repaymentRecordId,
    });
    const verdict = await verifyCode(app.db, {
      purpose: CODE_PURPOSE,
      subject: String(record.id),
      code: input.verifyCode,
      key: app.config.ONE_TIME_CODE_KEY,
    });
    if (verdict === 'wrong') {
      throw new Failure(OLD_REPAYMENT_CODE.wrongVerifyCode, REPAY.wrongCode, 400);
    }
    if (verdict === 'locked') throw new Failure(FAILURE_CODE.conflict, REPAY.codeLocked, 409);
    if (verdict !== 'ok') throw new Failure(FAILURE_CODE.conflict, REPAY.codeExpired, 409);
    const outcome = await confirmCardRepayment(app.db, { orderId: input.orderId, recordId: record.id });
    if (outcome === 'not-pending') throw conflict(REPAY.recordNotPending);
    if (outcome === 'amount-changed') throw conflict(REPAY.amountChanged);
    await voidRetiredInstructions(app, request.log);
    return {};
  });

  registerCall(app, repaymentHuichao, async (input, request) => {
    // The body names the borrower too; it must be the session's, with the same answer as a missing order.
    if (input.userId !== borrowerOf(request).id) throw notFound(COMMON.orderNotFound);
    const state = await ownedLoanState(app, request, input);
    assertRepayable(state);
    if (input.amount < 1 || input.amount > state.due) throw invalid(REPAY.amountInvalid);
    const [bank] = (await channelsOf(app.db, lendingLocale(request))).filter((c) => c.kind === 'bank');
    if (!bank) throw invalid(REPAY.channelUnknown);
    // The instructions' screen carries no amount: the server decides it there (what is owed, or a part chosen there).
    const query = new URLSearchParams({
      requestType: String(REPAY_REQUEST_TYPE.repay),
      payCode: bank.payCode,
      orderId: String(state.orderId),
    });
    return { url: `${APP_PATHS.repayInstruction}?${query.toString()}` };
  });

  registerCall(app, bankList, async (_input, request) => {
    const rows = await app.db.query<{ code: string; name: string }>(
      'select code, name from banks where market = $1 order by position',
      [lendingLocale(request).market.id],
    );
    return { banks: rows.map((row) => ({ bankCode: row.code, bankName: row.name })) };
  });

  registerCall(app, bindCard, async (input, request) => {
    const borrowerId = borrowerOf(request).id;
    if (!isLuhnValid(input.cardNo)) throw invalid(REPAY.cardInvalid);
    const [bank] = await app.db.query<{ name: string }>('select name from banks where code = $1', [input.bankCode]);
    if (!bank) throw invalid(REPAY.bankUnknown);
    return app.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`bind-card:${borrowerId}`]);
      // Only the bank, the last 4 digits and a keyed token of the number are kept; cards bound before tokens were
      // kept (migration 071) are the same card when their bank and last 4 digits are.
      const token = cardToken(app.config.CARD_TOKEN_KEY, input.cardNo);
      const last4 = cardLast4(input.cardNo);
      const existing = await tx.query(
        `select 1 from bank_accounts where borrower_id = $1
            and (card_token = $2 or (card_token is null and bank_code = $3 and card_last4 = $4))`,
        [borrowerId, token, input.bankCode, last4],
      );
      if (existing.length > 0) throw conflict(REPAY.cardAlreadyBound);
      const [row] = await tx.query<{ id: unknown }>(
        `insert into bank_accounts (borrower_id, bank_name, bank_code, card_last4, card_token)
         values ($1, $2, $3, $4, $5) returning id`,
        [borrowerId, bank.name, input.bankCode, last4, token],
      );
      return { id: toSafeInt(row?.id) };
    });
  });
}
