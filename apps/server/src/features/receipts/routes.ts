import { receiptDetail, receiptList, settlementCertificate } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import { borrowerOf } from '../../plugins/session.ts';
import { listReceipts, loadCertificate, loadReceipt } from './receipts.ts';

/** Receipts of confirmed payments and the settlement certificate of a repaid loan, only ever the caller's own. */
export async function receiptRoutes(app: FastifyInstance) {
  registerCall(app, receiptList, async (input, request) =>
    listReceipts(app.db, borrowerOf(request).id, input.orderId, languageOf(request)),
  );
  registerCall(app, receiptDetail, async (input, request) =>
    loadReceipt(app.db, borrowerOf(request).id, input.receiptNo, languageOf(request)),
  );
  registerCall(app, settlementCertificate, async (input, request) =>
    loadCertificate(app.db, borrowerOf(request).id, input.orderId, languageOf(request)),
  );
}
