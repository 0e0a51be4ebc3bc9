import {
  contractDetail,
  googleScore,
  idParam,
  loanDetailConfirm,
  loanDetailPush,
  loanDetails,
  marketToday,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { grievanceDeskOf } from '../../config/market-settings.ts';
import { invalid, notFound } from '../../http/failure.ts';
import { COMMON } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import { lendingLocale } from '../../plugins/locale.ts';
import { borrowerOf } from '../../plugins/session.ts';
import { coolingOffDays, isRepayable, loadLoanDetail, loadOrderRecord } from '../orders/index.ts';
import { findBorrowerProfile } from './borrower-profile.ts';
import { loanDevRoutes } from './dev-routes.ts';
import { orderKeyFacts } from './key-facts.ts';
import { LOAN } from './messages.ts';
import { findOffer } from './offer.ts';
import { pushOffer } from './push.ts';
import { recordScore } from './score.ts';
import { confirmView, contractFromOffer, contractFromOrder, loanDetailHref, loanDetailView } from './views.ts';

/** Order ids the borrower sees are numbers; anything else names no order of theirs. */
function orderIdOf(orderNo: string): number {
  const parsed = idParam.safeParse(orderNo);
  if (!parsed.success) throw notFound(COMMON.orderNotFound);
  return parsed.data;
}

/** The order a rating is for: the payload's, else the device context's `orderId` (loan calls carry it). */
function ratedOrderId(given: number | undefined, request: FastifyRequest): number {
  if (given !== undefined) return given;
  const fromContext = idParam.safeParse((request.query as Record<string, unknown> | undefined)?.orderId);
  if (!fromContext.success) throw invalid(LOAN.orderRequired);
  return fromContext.data;
}

/** Loan journey: the offer, accepting it, following the order, its contract and its rating. */
export async function loanRoutes(app: FastifyInstance) {
  registerCall(app, loanDetailConfirm, async (input, request) => {
    const borrower = borrowerOf(request);
    const locale = lendingLocale(request);
    const offer = await findOffer(app.db, borrower.id, input.productId, locale.market);
    const profile = await findBorrowerProfile(app.db, borrower.id);
    return confirmView(offer, profile, {
      locale,
      // The disbursal day is the borrower's calendar day.
      today: marketToday(locale.market, app.now()),
      isType: input.isType,
      coolingOffDays: await coolingOffDays(app.db),
      grievance: await grievanceDeskOf(app.db, locale.market),
    });
  });

  registerCall(app, loanDetailPush, async (input, request) => {
    const borrower = borrowerOf(request);
    const pushed = await pushOffer(app.db, borrower.id, input, lendingLocale(request).market, app.now());
    request.log.info({ orderId: pushed.orderId, created: pushed.created }, 'loan offer pushed');
    return { orderId: pushed.orderId, lendDetailsUrl: loanDetailHref(pushed.orderId, pushed.productId) };
  });

  registerCall(app, loanDetails, async (input, request) => {
    const locale = lendingLocale(request);
    // One statement: the order, what it owes today (the computation the repayment screen asks it with, so the two
    // always agree), its cooling-off terms and the settings its key facts state.
    const {
      order,
      owed,
      coolingOff,
      coolingOffDays: days,
      grievance,
    } = await loadLoanDetail(app.db, borrowerOf(request).id, input.orderId, locale.market, app.now());
    // The order's own market states its money and law, in the words the borrower reads.
    const orderLocale = { ...locale, market: order.market };
    const keyFacts = orderKeyFacts({ order, locale: orderLocale, coolingOffDays: days, grievance });
    return loanDetailView(order, orderLocale, coolingOff, isRepayable(owed) ? owed : null, keyFacts);
  });

  registerCall(app, contractDetail, async (input, request) => {
    const borrower = borrowerOf(request);
    const { market } = lendingLocale(request);
    if (input.orderNo !== undefined) {
      return contractFromOrder(await loadOrderRecord(app.db, borrower.id, orderIdOf(input.orderNo)));
    }
    if (input.productId === undefined) throw invalid(COMMON.invalidRequest);
    const offer = await findOffer(app.db, borrower.id, input.productId, market);
    return contractFromOffer(offer, await findBorrowerProfile(app.db, borrower.id), marketToday(market, app.now()));
  });

  if (app.config.NODE_ENV !== 'production') await app.register(loanDevRoutes);

  registerCall(app, googleScore, async (input, request) => {
    const orderId = ratedOrderId(input.orderId, request);
    await recordScore(app.db, borrowerOf(request).id, orderId, input.score);
    return {};
  });
}
