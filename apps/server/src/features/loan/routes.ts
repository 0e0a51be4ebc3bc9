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
import { coolingOffDays, loadCoolingOff } from '../orders/index.ts';
import { findBorrowerProfile } from './borrower-profile.ts';
import { loanDevRoutes } from './dev-routes.ts';
import { LOAN } from './messages.ts';
import { findOffer } from './offer.ts';
import { loadOrderRecord } from './order-record.ts';
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
      today: marketToday(locale.market),
      isType: input.isType,
      coolingOffDays: await coolingOffDays(app.db),
      grievance: await grievanceDeskOf(app.db, locale.market),
    });
  });

  registerCall(app, loanDetailPush, async (input, request) => {
    const borrower = borrowerOf(request);
    const pushed = await pushOffer(app.db, borrower.id, input, lendingLocale(request).market);
    request.log.info({ orderId: pushed.orderId, created: pushed.created }, 'loan offer pushed');
    return { orderId: pushed.orderId, lendDetailsUrl: loanDetailHref(pushed.orderId, pushed.productId) };
  });

  registerCall(app, loanDetails, async (input, request) => {
    const locale = lendingLocale(request);
    const order = await loadOrderRecord(app.db, borrowerOf(request).id, input.orderId, locale.market);
    return loanDetailView(order, locale, await loadCoolingOff(app.db, order.id, new Date()));
  });

  registerCall(app, contractDetail, async (input, request) => {
    const borrower = borrowerOf(request);
    const { market } = lendingLocale(request);
    if (input.orderNo !== undefined) {
      return contractFromOrder(await loadOrderRecord(app.db, borrower.id, orderIdOf(input.orderNo), market));
    }
    if (input.productId === undefined) throw invalid(COMMON.invalidRequest);
    const offer = await findOffer(app.db, borrower.id, input.productId, market);
    return contractFromOffer(offer, await findBorrowerProfile(app.db, borrower.id), marketToday(market));
  });

  if (app.config.NODE_ENV !== 'production') await app.register(loanDevRoutes);

  registerCall(app, googleScore, async (input, request) => {
    const orderId = ratedOrderId(input.orderId, request);
    await recordScore(app.db, borrowerOf(request).id, orderId, input.score);
    return {};
  });
}
