import {
  CONTRACT_OVERDUE_PCT_PER_DAY,
  channelReference,
  DELAY_MAX_DAYS,
  type DetailRow,
  FAILURE_CODE,
  formatInstant,
  formatMoney,
  generateVcode,
  loanPlayDelayDetail,
  loanPlayDetail,
  MARKET_PAYMENT_PROVIDERS,
  REPAY_REQUEST_TYPE,
  type RepayChannel,
  type RepayChannelGroup,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Database } from '../../db/database.ts';
import { conflict, Failure, invalid, notFound } from '../../http/failure.ts';
import { COMMON } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import { type Message, word } from '../../http/wording.ts';
import { type LendingLocale, lendingLocale } from '../../plugins/locale.ts';
import { borrowerOf } from '../../plugins/session.ts';
import {
  type CoolingOffState,
  findOwnedOrder,
  isRepayable,
  type LoanState,
  loadCoolingOff,
  loadLoanState,
} from '../orders/index.ts';
import { type Channel, channelsWithReferences, findChannel } from './channels.ts';
import { houseAccountOf } from './house-accounts.ts';
import { REPAY } from './messages.ts';
import { paymentDetails, voucherExpiry } from './payment-details.ts';
import { withProviderInstructions } from './providers/instructions.ts';
import { type PaymentProvider, ProviderUnavailableError } from './providers/provider.ts';
import {
  barcodeUrl,
  ensureReference,
  type RequestType,
  storedInstructions,
  type VoucherReference,
} from './references.ts';
import { isIssuedBarcode, latestExtension, payerName } from './repay-rows.ts';
import { assertExtendable, assertRepayable } from './repayable.ts';
import { delayOffer, isValidReference } from './rules.ts';
import { isSettled, settledOrder } from './settled-order.ts';

/** The borrower's order (same 404 for someone else's and a missing one) and what it owes today. */
export async function ownedLoanState(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { orderId: number; productId?: number },
): Promise<LoanState> {
  const order = await findOwnedOrder(app.db, borrowerOf(request).id, input.orderId);
  if (input.productId !== undefined && input.productId !== order.productId) {
    throw notFound(COMMON.orderNotFound);
  }
  return loadLoanState(app.db, order.id);
}

/** Whether the market's provider (none: the house format, which serves every channel) collects through a channel. */
const offered = (provider: PaymentProvider | undefined, channel: Channel) =>
  !provider || (MARKET_PAYMENT_PROVIDERS[channel.market.id]?.[provider.id] ?? []).includes(channel.payCode);

/**
 * A channel as the plan lists it, with its reference when it has one: the house format's own (a SPEI one only with
 * its CLABE), or what the provider returned (nothing until it has answered): the code to type or scan (OXXO's voucher
 * number, a virtual account's number, as a house NEFT reference is its account number), the CLABE, and the details
 * its instructions show too (account and IFSC, UPI request, hosted voucher, a voucher's expiry).
 */
function channelEntry(
  channel: Channel,
  live: Pick<VoucherReference, 'reference' | 'clabe' | 'instructions' | 'expiresAt' | 'received'> | null,
  provided: boolean,
  amount: number,
): RepayChannel {
  const entry: RepayChannel = { logo: channel.logo, desc: channel.desc, payCode: channel.payCode };
  if (live === null) return entry;
  const shown = live.instructions;
  if (provided ? !shown : channel.clabePrefix !== null && !live.clabe) return entry;
  const scanned = provided ? shown?.voucherNumber : live.reference;
  return {
    ...entry,
    vCode: shown?.reference ?? live.reference,
    ...(live.clabe ? { clabe: live.clabe } : {}),
    ...(channel.hasBarcode && scanned ? { BARcodeImg: barcodeUrl(scanned) } : {}),
    ...paymentDetails(channel, live, provided, amount),
    ...voucherExpiry(channel, live),
  };
}

/**
 * The live reference of (order, channel, purpose, amount) and, when the market's provider collects it, what the
 * provider made for it. A provider that fails answers 503: nothing was charged and the borrower tries again.
 */
async function referenceFor(
  app: FastifyInstance,
  request: FastifyRequest,
  channel: Channel,
  key: { orderId: number; requestType: RequestType; amount: number },
): Promise<VoucherReference> {
  const provider = app.paymentProviders.forMarket(channel.market);
  const live = await ensureReference(app.db, { ...key, payCode: channel.payCode, provider: provider?.id ?? 'house' });
  if (!provider) return live;
  const payer = await payerName(app.db, borrowerOf(request).id);
  try {
    return await withProviderInstructions(app.db, provider, live, {
      orderId: key.orderId,
      payCode: channel.payCode,
      amount: key.amount,
      currency: channel.market.currency,
      payerName: payer ?? channel.companyName,
      receiptEmail: channel.receiptEmail,
      companyName: channel.companyName,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    request.log.error({ err: error, provider: provider.id }, 'payment provider did not make instructions');
    throw new Failure(FAILURE_CODE.unavailable, REPAY.providerUnavailable, 503);
  }
}

/**
 * The channels of the borrower's market, grouped bank / store, each with its live reference for this amount when the
 * borrower already asked for one, read with the channels in one statement. Reading the plan writes nothing: a
 * channel without a reference gets one when the screen asks for it (`channel-reference`, `generate-vcode`).
 */
async function channelGroups(
  app: FastifyInstance,
  key: { orderId: number; requestType: RequestType; amount: number },
  locale: LendingLocale,
): Promise<RepayChannelGroup[]> {
  const provider = app.paymentProviders.forMarket(locale.market);
  const channels = await channelsWithReferences(app.db, locale, { ...key, provider: provider?.id ?? 'house' });
  const groups: RepayChannelGroup[] = [];
  for (const kind of ['bank', 'store'] as const) {
    const list = channels
      .filter((c) => c.kind === kind && offered(provider, c))
      .map((c) => {
        const instructions = c.live && storedInstructions(c.live.instructions);
        const live = c.live && {
          reference: c.live.reference,
          expiresAt: c.live.expiresAt,
          ...(c.live.clabe ? { clabe: c.live.clabe } : {}),
          ...(instructions ? { instructions } : {}),
          ...(c.live.received === null ? {} : { received: c.live.received }),
        };
        return channelEntry(c, live, provider !== undefined, key.amount);
      });
    if (list.length > 0) {
      groups.push({ reviewer: word(locale, kind === 'bank' ? REPAY.groupBank : REPAY.groupStore), list });
    }
  }
  return groups;
}

function detailRows(state: LoanState, locale: LendingLocale): DetailRow[] {
  return [
    { text: word(locale, REPAY.rowPrincipal), format: 'money', value: state.amount },
    { text: word(locale, REPAY.rowInterest), format: 'money', value: state.interest },
    { text: word(locale, REPAY.rowOverdueDays), format: 'text', value: String(state.overdueDays) },
    { text: word(locale, REPAY.rowPenalty), format: 'money', value: state.penalty },
    { text: word(locale, REPAY.rowPaid), format: 'money', value: state.paid },
  ];
}

/** The cooling-off exit of the order, refused once the period is over (or the loan was never paid out). */
async function openCoolingOff(db: Database, state: LoanState): Promise<CoolingOffState> {
  const coolingOff = await loadCoolingOff(db, state.orderId, new Date());
  if (!coolingOff.available) throw conflict(REPAY.coolingOffNotAvailable);
  return coolingOff;
}

function coolingOffRows(state: LoanState, coolingOff: CoolingOffState, locale: LendingLocale): DetailRow[] {
  return [
    { text: word(locale, REPAY.rowPrincipal), format: 'money', value: state.amount },
    { text: word(locale, REPAY.coolingOffRowInterestUsed), format: 'money', value: coolingOff.interest },
    { text: word(locale, REPAY.coolingOffRowDaysUsed), format: 'text', value: String(coolingOff.daysUsed) },
    { text: word(locale, REPAY.rowPaid), format: 'money', value: state.paid },
  ];
}

type VoucherInput = z.output<typeof generateVcode.request>;

/**
 * The least a borrower may choose to pay now towards what is owed: the market's minimum, or the whole when less is
 * owed. `undefined` when there is nothing to choose (the whole is the minimum).
 */
function partialBounds(state: LoanState, locale: LendingLocale): { owed: number; minimum: number } | undefined {
  const minimum = locale.market.partialRepaymentMinimum;
  return state.due > minimum ? { owed: state.due, minimum } : undefined;
}

/**
 * The channel a voucher is asked for and the amount it is for, decided here and never taken on trust from a link:
 * an extension fee or a cooling-off exit is what it costs today, a repayment what is owed, or a part of it the
 * borrower chose, from the market's minimum up to what is owed.
 */
async function voucherChannel(app: FastifyInstance, state: LoanState, input: VoucherInput, locale: LendingLocale) {
  const db = app.db;
  const found = await findChannel(db, input.payCode, locale);
  // A channel the market's provider cannot serve is not offered there.
  const channel = found && offered(app.paymentProviders.forMarket(locale.market), found) ? found : undefined;
  let amount: number;
  if (input.requestType === REPAY_REQUEST_TYPE.delay) {
    assertExtendable(state);
    // The fee carries the tax of the channel's market, the one its settlement checks it against.
    const tax = (channel?.market ?? locale.market).tax;
    amount = delayOffer(state, state.today, tax).fee;
    if (input.amount !== undefined && input.amount !== amount) throw invalid(REPAY.amountInvalid);
  } else if (input.requestType === REPAY_REQUEST_TYPE.coolingOff) {
    assertRepayable(state);
    amount = (await openCoolingOff(db, state)).amount;
    if (input.amount !== undefined && input.amount !== amount) throw invalid(REPAY.coolingOffAmountInvalid);
  } else {
    assertRepayable(state);
    amount = input.amount ?? state.due;
    const money = (minor: number) => formatMoney(minor, locale.market);
    if (amount > state.due) throw invalid(REPAY.amountAboveOwed, { owed: money(state.due) });
    const bounds = partialBounds(state, locale);
    if (amount < state.due && (!bounds || amount < bounds.minimum)) {
      throw invalid(REPAY.amountBelowMinimum, {
        minimum: money(Math.min(state.due, locale.market.partialRepaymentMinimum)),
      });
    }
  }
  if (!channel) throw invalid(REPAY.channelUnknown);
  // No reference is made for a channel whose account the lender has not set yet: the borrower is told to pick another.
  houseAccountOf(channel);
  return { channel, amount };
}

/** Our 16-digit references, and the store voucher numbers a provider issued (OXXO's are longer). */
const barcodeParams = z.object({ file: z.string().check(z.regex(/^\d{8,40}\.svg$/)) });

export async function repayRoutes(app: FastifyInstance) {
  registerCall(app, loanPlayDetail, async (input, request) => {
    const locale = lendingLocale(request);
    const state = await ownedLoanState(app, request, input);
    if (isSettled(state)) return settledOrder(app.db, borrowerOf(request).id, state, locale);
    assertRepayable(state);
    if (input.requestType === REPAY_REQUEST_TYPE.coolingOff) {
      // Leaving the loan in its cooling-off period: principal + interest for the days used, through the same channels.
      const coolingOff = await openCoolingOff(app.db, state);
      const until = coolingOff.until ?? new Date();
      return {
        state: 'due' as const,
        repayAmount: coolingOff.amount,
        productName: state.productName,
        productLogo: state.productLogo,
        repayDate: formatInstant(until, locale.market, false),
        detail: coolingOffRows(state, coolingOff, locale),
        repayList: await channelGroups(
          app,
          { orderId: state.orderId, requestType: REPAY_REQUEST_TYPE.coolingOff, amount: coolingOff.amount },
          locale,
        ),
        noticeMsg: word(locale, REPAY.coolingOffRepayNotice, { until: formatInstant(until, locale.market) }),
      };
    }
    return {
      state: 'due' as const,
      repayAmount: state.due,
      productName: state.productName,
      productLogo: state.productLogo,
      repayDate: state.dueOn,
      detail: detailRows(state, locale),
      repayList: await channelGroups(
        app,
        { orderId: state.orderId, requestType: REPAY_REQUEST_TYPE.repay, amount: state.due },
        locale,
      ),
      noticeMsg:
        state.overdueDays > 0
          ? word(locale, REPAY.noticeOverdue, { days: state.overdueDays })
          : word(locale, REPAY.noticeOnTime, { date: state.dueOn, pct: CONTRACT_OVERDUE_PCT_PER_DAY }),
    };
  });

  registerCall(app, loanPlayDelayDetail, async (input, request) => {
    const locale = lendingLocale(request);
    const state = await ownedLoanState(app, request, input);
    if (isSettled(state)) return settledOrder(app.db, borrowerOf(request).id, state, locale);
    // Reopened after its fee was paid: the extension is done, which is news, not a failure.
    if (isRepayable(state) && !state.isDelay) {
      const extension = await latestExtension(app.db, state.orderId);
      if (extension) {
        return {
          state: 'extended' as const,
          productName: state.productName,
          productLogo: state.productLogo,
          newDueOn: extension.newDueOn,
          fee: extension.fee,
          due: state.due,
        };
      }
    }
    assertExtendable(state);
    const offer = delayOffer(state, state.today, locale.market.tax);
    return {
      state: 'due' as const,
      productLogo: state.productLogo,
      productName: state.productName,
      delayInfo: {
        reviewer: word(locale, REPAY.delayReviewer, { days: offer.days }),
        delayAmount: offer.fee,
        delayTime: offer.newDueOn,
      },
      repayPlan: [
        {
          title: word(locale, REPAY.planCurrent),
          amount: state.due,
          remark: word(locale, REPAY.planCurrentRemark),
          time: state.dueOn,
        },
        {
          title: word(locale, REPAY.planNew),
          amount: state.due,
          remark: word(locale, REPAY.planNewRemark),
          time: offer.newDueOn,
        },
      ],
      repayList: await channelGroups(
        app,
        { orderId: state.orderId, requestType: REPAY_REQUEST_TYPE.delay, amount: offer.fee },
        locale,
      ),
      noticeMsg: word(locale, REPAY.delayNotice, { tax: locale.market.tax.name }),
      note: word(locale, REPAY.delayNote, { days: DELAY_MAX_DAYS }),
    };
  });

  registerCall(app, generateVcode, async (input, request) => {
    const locale = lendingLocale(request);
    const state = await ownedLoanState(app, request, input);
    if (isSettled(state)) return settledOrder(app.db, borrowerOf(request).id, state, locale);
    const { channel, amount } = await voucherChannel(app, state, input, locale);
    const live = await referenceFor(app, request, channel, {
      orderId: state.orderId,
      requestType: input.requestType,
      amount,
    });
    const { reference, clabe, instructions: shown } = live;
    const provided = app.paymentProviders.forMarket(channel.market) !== undefined;
    const expiresAt = shown?.expiresAt ? new Date(shown.expiresAt) : live.expiresAt;
    const partial = input.requestType === REPAY_REQUEST_TYPE.repay ? partialBounds(state, locale) : undefined;
    const title: Message =
      input.requestType === REPAY_REQUEST_TYPE.delay
        ? REPAY.titleDelay
        : input.requestType === REPAY_REQUEST_TYPE.coolingOff
          ? REPAY.coolingOffTitleRepay
          : REPAY.titleRepay;
    const imgList = [];
    if (channel.receiptEmail) {
      imgList.push({
        title: word(locale, REPAY.receiptTitle),
        eMail: channel.receiptEmail,
        content: ['/media/repay/receipt.svg'],
      });
    }
    if (channel.visitUrl) {
      imgList.push({ title: word(locale, REPAY.visitTitle), link: channel.visitUrl, content: [channel.logo] });
    }
    return {
      state: 'due' as const,
      topLogo: channel.logo,
      repayDetail: {
        amount,
        repayTitle: word(locale, title, { channel: channel.name }),
        repayDes: word(locale, REPAY.validUntil, {
          desc: channel.desc,
          date: formatInstant(expiresAt, locale.market).slice(0, 16),
        }),
        repayCode: barcodeUrl((provided ? shown?.voucherNumber : undefined) ?? reference),
        vCode: shown?.reference ?? reference,
        companyName: channel.companyName,
        ...(clabe ? { clabe } : {}),
        ...paymentDetails(channel, live, provided, amount),
        ...(partial ? { partial } : {}),
      },
      dataList: channel.instructions,
      imgList,
      bottomLogo: state.productLogo,
    };
  });

  // The code of one channel, asked for when its card comes on screen on the plan: the live reference for this order,
  // channel, purpose and amount, made only when there is none (ensureReference makes simultaneous asks agree).
  registerCall(app, channelReference, async (input, request) => {
    const locale = lendingLocale(request);
    const state = await ownedLoanState(app, request, input);
    if (isSettled(state)) return settledOrder(app.db, borrowerOf(request).id, state, locale);
    const { channel, amount } = await voucherChannel(app, state, input, locale);
    const live = await referenceFor(app, request, channel, {
      orderId: state.orderId,
      requestType: input.requestType,
      amount,
    });
    const entry = channelEntry(channel, live, app.paymentProviders.forMarket(channel.market) !== undefined, amount);
    return { state: 'due' as const, channel: { ...entry, vCode: entry.vCode ?? live.reference } };
  });

  // The barcode image of a reference the server issued. It carries nothing but the reference (already shown as text
  // next to it), so an <img> may load it without the session; unknown references get a 404.
  app.get('/online/v3/loan-details/barcode/:file', { schema: { params: barcodeParams } }, async (request, reply) => {
    const { file } = request.params as z.infer<typeof barcodeParams>;
    const reference = file.slice(0, -'.svg'.length);
    const ours = isValidReference(reference);
    if (!(await isIssuedBarcode(app.db, reference, ours))) throw notFound(REPAY.referenceUnknown);
    // The barcode library is large; loading it on the first barcode keeps the server's start fast.
    const { code128Svg } = await import('./barcode.ts');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800, immutable')
      .send(code128Svg(reference));
  });
}
