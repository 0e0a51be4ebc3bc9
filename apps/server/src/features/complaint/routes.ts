import { problemDetail, problemInit, problemList, problemSave, problemScore, uploadProblemImg } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { lendingLocale } from '../../plugins/locale.ts';
import { borrowerOf } from '../../plugins/session.ts';
import { loadComplaintTypes, typeOptions } from './complaint-types.ts';
import { complaintDetail, complaintPage, saveComplaint, scoreComplaint } from './complaints.ts';
import { orderCardsOf } from './order-cards.ts';
import { receiveImageUpload, uploadsRoutes } from './uploads.ts';

/** The borrower's complaint calls, the uploads they send, and the support agents' side. */
export async function complaintRoutes(app: FastifyInstance) {
  registerCall(app, problemInit, async (input, request) => {
    const borrower = borrowerOf(request);
    const orderList = await orderCardsOf(app.db, borrower.id, request.locale);
    // The selected order only when it is the borrower's own; anything else shows no card (as for no order at all).
    const selected = input.orderId ? orderList.find((o) => o.orderNo === String(input.orderId)) : undefined;
    return {
      ...typeOptions(await loadComplaintTypes(app.db, request.locale)),
      orderDetail: selected ?? ('' as const),
      orderList,
    };
  });

  registerCall(app, uploadProblemImg, async (_input, request) =>
    receiveImageUpload(app, request, { kind: 'borrower', borrowerId: borrowerOf(request).id }),
  );

  registerCall(app, problemSave, async (input, request) => {
    const market = lendingLocale(request).market.id;
    const source = { channel: 'app', dailyCap: app.config.COMPLAINTS_PER_BORROWER_PER_DAY, market } as const;
    const problemId = await app.db.transaction((tx) => saveComplaint(tx, borrowerOf(request).id, input, source));
    return { problemId };
  });

  registerCall(app, problemList, async (input, request) =>
    complaintPage(app.db, borrowerOf(request).id, request.locale, input),
  );

  registerCall(app, problemDetail, async (input, request) =>
    complaintDetail(app.db, borrowerOf(request).id, input.problemId, request.locale),
  );

  registerCall(app, problemScore, async (input, request) => {
    await scoreComplaint(app.db, borrowerOf(request).id, input.problemId, input.score);
    return {};
  });

  await app.register(uploadsRoutes);
}
