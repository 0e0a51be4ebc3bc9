import { contractDetail, googleScore, idParam, loanDetailConfirm, loanDetailPush, loanDetails } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid, notFound } from '../../http/failure.ts';
import { languageOf, message } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import { borrowerOf } from '../../plugins/session.ts';
import { coolingOffDays, loadCoolingOff } from '../orders/cooling-off.ts';
import { findBorrowerProfile } from './borrower-profile.ts';
import { loanDevRoutes } from './dev-routes.ts';
import { findOffer } from './offer.ts';
import { loadOrderRecord } from './order-record.ts';
import { pushOffer } from './push.ts';
import { isoDayOf } from './schedule.ts';
import { recordScore } from './score.ts';
import { confirmView, contractFromOffer, contractFromOrder, loanDetailHref, loanDetailView } from './views.ts';

/** Order ids the borrower sees are numbers; anything else names no order of theirs. */
function orderIdOf(orderNo: string, language: string | undefined): number {
  const parsed = idParam.safeParse(orderNo);
  if (!parsed.success) throw notFound(message('orderNotFound', language));
  return parsed.data;
}

/** The order a rating is for: the payload's, else the device context's `orderId` (loan calls carry it). */
function ratedOrderId(given: number | undefined, request: FastifyRequest): number {
  if (given !== undefined) return given;
  const fromContext = idParam.safeParse((request.query as Record<string, unknown> | undefined)?.orderId);
  if (!fromContext.success) throw invalid(message('confirm.orderRequired', languageOf(request)));
  return fromContext.data;
}

/** Loan journey: the offer, accepting it, following the order, its contract and its rating. */
export async function loanRoutes(app: FastifyInstance) {
  const today = () => isoDayOf(new Date());

  registerCall(app, loanDetailConfirm, async (input, request) => {
    const borrower = borrowerOf(request);
    const language = languageOf(request);
    const offer = await findOffer(app.db, borrower.id, input.productId, language);
    const profile = await findBorrowerProfile(app.db, borrower.id);
    return confirmView(offer, profile, {
      language,
      today: today(),
      isType: input.isType,
      coolingOffDays: await coolingOffDays(app.db),
    });
  });

  registerCall(app, loanDetailPush, async (input, request) => {
    const borrower = borrowerOf(request);
    const pushed = await pushOffer(app.db, borrower.id, input, languageOf(request));
    request.log.info({ orderId: pushed.orderId, created: pushed.created }, 'loan offer pushed');
    return { orderId: pushed.orderId, lendDetailsUrl: loanDetailHref(pushed.orderId, pushed.productId) };
  });

  registerCall(app, loanDetails, async (input, request) => {
    const language = languageOf(request);
    const order = await loadOrderRecord(app.db, borrowerOf(request).id, input.orderId, language);
    return loanDetailView(order, language, await loadCoolingOff(app.db, order.id, new Date()));
  });

  registerCall(app, contractDetail, async (input, request) => {
    const borrower = borrowerOf(request);
    const language = languageOf(request);
    if (input.orderNo !== undefined) {
      return contractFromOrder(
        await loadOrderRecord(app.db, borrower.id, orderIdOf(input.orderNo, language), language),
      );
    }
    if (input.productId === undefined) throw invalid(message('invalidRequest', language));
    const offer = await findOffer(app.db, borrower.id, input.productId, language);
    return contractFromOffer(offer, await findBorrowerProfile(app.db, borrower.id), today());
  });

  if (app.config.NODE_ENV !== 'production') await app.register(loanDevRoutes);

  registerCall(app, googleScore, async (input, request) => {
    const orderId = ratedOrderId(input.orderId, request);
    await recordScore(app.db, borrowerOf(request).id, orderId, input.score, languageOf(request));
    return {};
  });
}
