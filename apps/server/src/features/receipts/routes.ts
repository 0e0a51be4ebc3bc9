import { receiptDetail, receiptList, settlementCertificate } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { borrowerOf } from '../../plugins/session.ts';
import { listReceipts, loadCertificate, loadReceipt } from './receipts.ts';

/** Receipts of confirmed payments and the settlement certificate of a repaid loan, only ever the caller's own. */
export async function receiptRoutes(app: FastifyInstance) {
  registerCall(app, receiptList, async (input, request) =>
    listReceipts(app.db, borrowerOf(request).id, input.orderId, request.locale),
  );
  registerCall(app, receiptDetail, async (input, request) =>
    loadReceipt(app.db, borrowerOf(request).id, input.receiptNo, request.locale),
  );
  registerCall(app, settlementCertificate, async (input, request) =>
    loadCertificate(app.db, borrowerOf(request).id, input.orderId, request.locale),
  );
}
