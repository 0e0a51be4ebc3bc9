import {
  CONTRACT_OVERDUE_PCT_PER_DAY,
  DELAY_MAX_DAYS,
  type DetailRow,
  generateVcode,
  loanPlayDelayDetail,
  loanPlayDetail,
  REPAY_REQUEST_TYPE,
  type RepayChannelGroup,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Database } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../http/failure.ts';
import { languageOf, message, messageWith } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import { borrowerOf } from '../../plugins/session.ts';
import { type CoolingOffState, loadCoolingOff, utcDateTime } from '../orders/cooling-off.ts';
import { findOwnedOrder } from '../orders/owned-order.ts';
import { channelsOf, findChannel } from './channels.ts';
import { assertExtendable, assertRepayable, type LoanState, loadLoanState } from './loan-state.ts';
import { barcodeUrl, ensureReference, type RequestType } from './references.ts';
import { delayOffer, isEnglish, isValidReference, marketOf } from './rules.ts';

/** The borrower's order (same 404 for someone else's and a missing one) and what it owes today. */
export async function ownedLoanState(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { orderId: number; productId?: number },
): Promise<LoanState> {
  const language = languageOf(request);
  const order = await findOwnedOrder(app.db, borrowerOf(request).id, input.orderId, language);
  if (input.productId !== undefined && input.productId !== order.productId) {
    throw notFound(message('orderNotFound', language));
  }
  return loadLoanState(app.db, order.id);
}

/** The channels of the borrower's market, grouped bank / store, each with its live reference for this amount. */
async function channelGroups(
  db: Database,
  key: { orderId: number; requestType: RequestType; amount: number },
  language: string | undefined,
): Promise<RepayChannelGroup[]> {
  const channels = await channelsOf(db, marketOf(language), isEnglish(language));
  const groups: RepayChannelGroup[] = [];
  for (const kind of ['bank', 'store'] as const) {
    const list = [];
    for (const channel of channels.filter((c) => c.kind === kind)) {
      const { reference } = await ensureReference(db, { ...key, payCode: channel.payCode }, new Date(), language);
      list.push({
        logo: channel.logo,
        desc: channel.desc,
        payCode: channel.payCode,
        vCode: reference,
        ...(channel.hasBarcode ? { BARcodeImg: barcodeUrl(reference) } : {}),
      });
    }
    if (list.length > 0) {
      groups.push({ reviewer: message(kind === 'bank' ? 'repay.groupBank' : 'repay.groupStore', language), list });
    }
  }
  return groups;
}

function detailRows(state: LoanState, language: string | undefined): DetailRow[] {
  return [
    { text: message('repay.rowPrincipal', language), format: 'money', value: state.amount },
    { text: message('repay.rowInterest', language), format: 'money', value: state.interest },
    { text: message('repay.rowOverdueDays', language), format: 'text', value: String(state.overdueDays) },
    { text: message('repay.rowPenalty', language), format: 'money', value: state.penalty },
    { text: message('repay.rowPaid', language), format: 'money', value: state.paid },
  ];
}

/** The cooling-off exit of the order, refused once the period is over (or the loan was never paid out). */
async function openCoolingOff(db: Database, state: LoanState, language: string | undefined): Promise<CoolingOffState> {
  const coolingOff = await loadCoolingOff(db, state.orderId, new Date());
  if (!coolingOff.available) throw conflict(message('coolingOff.notAvailable', language));
  return coolingOff;
}

function coolingOffRows(state: LoanState, coolingOff: CoolingOffState, language: string | undefined): DetailRow[] {
  return [
    { text: message('repay.rowPrincipal', language), format: 'money', value: state.amount },
    { text: message('coolingOff.rowInterestUsed', language), format: 'money', value: coolingOff.interest },
    { text: message('coolingOff.rowDaysUsed', language), format: 'text', value: String(coolingOff.daysUsed) },
    { text: message('repay.rowPaid', language), format: 'money', value: state.paid },
  ];
}

const barcodeParams = z.object({ file: z.string().check(z.regex(/^\d{16}\.svg$/)) });

export async function repayRoutes(app: FastifyInstance) {
  registerCall(app, loanPlayDetail, async (input, request) => {
    const language = languageOf(request);
    const state = await ownedLoanState(app, request, input);
    assertRepayable(state, language);
    if (input.requestType === REPAY_REQUEST_TYPE.coolingOff) {
      // Leaving the loan in its cooling-off period: principal + interest for the days used, through the same channels.
      const coolingOff = await openCoolingOff(app.db, state, language);
      const until = coolingOff.until ?? new Date();
      return {
        repayAmount: coolingOff.amount,
        productName: state.productName,
        productLogo: state.productLogo,
        repayDate: until.toISOString().slice(0, 10),
        detail: coolingOffRows(state, coolingOff, language),
        repayList: await channelGroups(
          app.db,
          { orderId: state.orderId, requestType: REPAY_REQUEST_TYPE.coolingOff, amount: coolingOff.amount },
          language,
        ),
        noticeMsg: messageWith('coolingOff.repayNotice', language, { until: utcDateTime(until) }),
      };
    }
    return {
      repayAmount: state.due,
      productName: state.productName,
      productLogo: state.productLogo,
      repayDate: state.dueOn,
      detail: detailRows(state, language),
      repayList: await channelGroups(
        app.db,
        { orderId: state.orderId, requestType: REPAY_REQUEST_TYPE.repay, amount: state.due },
        language,
      ),
      noticeMsg:
        state.overdueDays > 0
          ? messageWith('repay.noticeOverdue', language, { days: state.overdueDays })
          : messageWith('repay.noticeOnTime', language, { date: state.dueOn, pct: CONTRACT_OVERDUE_PCT_PER_DAY }),
    };
  });

  registerCall(app, loanPlayDelayDetail, async (input, request) => {
    const language = languageOf(request);
    const state = await ownedLoanState(app, request, input);
    assertExtendable(state, language);
    const offer = delayOffer(state, state.today);
    return {
      productLogo: state.productLogo,
      productName: state.productName,
      delayInfo: {
        reviewer: messageWith('repay.delayReviewer', language, { days: offer.days }),
        delayAmount: offer.fee,
        delayTime: offer.newDueOn,
      },
      repayPlan: [
        {
          title: message('repay.planCurrent', language),
          amount: state.due,
          remark: message('repay.planCurrentRemark', language),
          time: state.dueOn,
        },
        {
          title: message('repay.planNew', language),
          amount: state.due,
          remark: message('repay.planNewRemark', language),
          time: offer.newDueOn,
        },
      ],
      repayList: await channelGroups(
        app.db,
        { orderId: state.orderId, requestType: REPAY_REQUEST_TYPE.delay, amount: offer.fee },
        language,
      ),
      noticeMsg: message('repay.delayNotice', language),
      note: messageWith('repay.delayNote', language, { days: DELAY_MAX_DAYS }),
    };
  });

  registerCall(app, generateVcode, async (input, request) => {
    const language = languageOf(request);
    const state = await ownedLoanState(app, request, input);
    if (input.requestType === REPAY_REQUEST_TYPE.delay) {
      assertExtendable(state, language);
      if (input.amount !== delayOffer(state, state.today).fee) throw invalid(message('repay.amountInvalid', language));
    } else if (input.requestType === REPAY_REQUEST_TYPE.coolingOff) {
      assertRepayable(state, language);
      const coolingOff = await openCoolingOff(app.db, state, language);
      if (input.amount !== coolingOff.amount) throw invalid(message('coolingOff.amountInvalid', language));
    } else {
      assertRepayable(state, language);
      // A partial payment is allowed; more than is due is not.
      if (input.amount < 1 || input.amount > state.due) throw invalid(message('repay.amountInvalid', language));
    }
    const channel = await findChannel(app.db, input.payCode, isEnglish(language));
    if (!channel) throw invalid(message('repay.channelUnknown', language));
    const { reference, expiresAt } = await ensureReference(
      app.db,
      {
        orderId: state.orderId,
        payCode: channel.payCode,
        requestType: input.requestType,
        amount: input.amount,
      },
      new Date(),
      language,
    );
    const title =
      input.requestType === REPAY_REQUEST_TYPE.delay
        ? 'repay.titleDelay'
        : input.requestType === REPAY_REQUEST_TYPE.coolingOff
          ? 'coolingOff.titleRepay'
          : 'repay.titleRepay';
    const imgList = [];
    if (channel.receiptEmail) {
      imgList.push({
        title: message('repay.receiptTitle', language),
        eMail: channel.receiptEmail,
        content: ['/media/repay/receipt.svg'],
      });
    }
    if (channel.visitUrl) {
      imgList.push({ title: message('repay.visitTitle', language), link: channel.visitUrl, content: [channel.logo] });
    }
    return {
      topLogo: channel.logo,
      repayDetail: {
        amount: input.amount,
        repayTitle: messageWith(title, language, { channel: channel.name }),
        repayDes: messageWith('repay.validUntil', language, {
          desc: channel.desc,
          date: expiresAt.toISOString().slice(0, 16).replace('T', ' '),
        }),
        repayCode: barcodeUrl(reference),
        vCode: reference,
        companyName: channel.companyName,
      },
      dataList: channel.instructions,
      imgList,
      bottomLogo: state.productLogo,
    };
  });

  // The barcode image of a reference the server issued. It carries nothing but the reference (already shown as text
  // next to it), so an <img> may load it without the session; unknown references get a 404.
  app.get('/online/v3/loan-details/barcode/:file', { schema: { params: barcodeParams } }, async (request, reply) => {
    const { file } = request.params as z.infer<typeof barcodeParams>;
    const reference = file.slice(0, -'.svg'.length);
    const known =
      isValidReference(reference) &&
      (await app.db.query('select 1 from payment_references where reference = $1', [reference])).length > 0;
    if (!known) throw notFound(message('repay.referenceUnknown', languageOf(request)));
    // The barcode library is large; loading it on the first barcode keeps the server's start fast.
    const { code128Svg } = await import('./barcode.ts');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800, immutable')
      .send(code128Svg(reference));
  });
}
