import {
  APP_PATHS,
  type CallData,
  CONTRACT_DAILY_INTEREST_LABEL,
  type ContractRecord,
  type contractDetail,
  type DetailRow,
  type loanDetailConfirm,
  type loanDetails,
  ORDER_STATUS,
  TERM_UNIT_DAYS,
} from '@loan/contract';
import { type MessageKey, message, messageWith } from '../../http/messages.ts';
import { type CoolingOffState, utcDateTime } from '../orders/cooling-off.ts';
import { type BorrowerProfile, maskCardNo } from './borrower-profile.ts';
import { keyFactsOf } from './key-facts.ts';
import type { Offer } from './offer.ts';
import type { OrderRecord } from './order-record.ts';
import { addDays, repaymentSchedule } from './schedule.ts';

/*
 * What the loan calls answer, built from database records by pure functions: the same figures on the confirm screen,
 * the loan detail and the contract, all in integer minor units.
 */

type Language = string | undefined;

const money = (text: string, value: number): DetailRow => ({ text, format: 'money', value });
const text = (label: string, value: string): DetailRow => ({ text: label, format: 'text', value });

/** The agreement screen that fits the product: the period agreement for instalment products. */
function contractPath(periods: number): string {
  return periods > 1 ? APP_PATHS.periodContract : APP_PATHS.contract;
}

export function loanDetailHref(orderId: number, productId: number): string {
  return `${APP_PATHS.loanDetail}?${new URLSearchParams({ orderId: String(orderId), productId: String(productId) })}`;
}

interface Figures {
  amount: number;
  termDays: number;
  periods: number;
  interest: number;
  commission: number;
  iva: number;
}

/** The rows both the offer and the order show; a row whose value is empty or zero is hidden by the screen. */
function figureRows(f: Figures, language: Language): DetailRow[] {
  return [
    money(message('confirm.rowAmount', language), f.amount),
    text(message('confirm.rowTerm', language), messageWith('confirm.termDays', language, { days: f.termDays })),
    text(message('confirm.rowPeriods', language), f.periods > 1 ? String(f.periods) : ''),
    money(message('confirm.rowInterest', language), f.interest),
    money(message('confirm.rowCommission', language), f.commission),
    money(message('confirm.rowIva', language), f.iva),
    money(message('confirm.rowReceived', language), f.amount - f.commission - f.iva),
    money(message('confirm.rowRepayAmount', language), f.amount + f.interest),
  ];
}

export interface ConfirmViewOptions {
  language: Language;
  /** Today, `YYYY-MM-DD`: the day the loan would be disbursed. */
  today: string;
  /** `1` on the reload after the countdown: the offer is final by then. */
  isType?: number;
  /** The cooling-off period the key facts state, in days. */
  coolingOffDays: number;
}

export function confirmView(
  offer: Offer,
  profile: BorrowerProfile,
  { language, today, isType, coolingOffDays }: ConfirmViewOptions,
): CallData<typeof loanDetailConfirm> {
  const f = offer.figures;
  const schedule = repaymentSchedule({
    amount: offer.amount,
    interest: f.interest,
    periods: offer.periods,
    termDays: offer.termDays,
    start: today,
  });
  const first = schedule[0];
  if (!first) throw new Error('a schedule has at least one period');
  return {
    firstPayTime: first.planDate,
    amount: offer.amount,
    periods: offer.periods,
    termUnit: TERM_UNIT_DAYS,
    termDays: offer.termDays,
    isNeedPop: offer.isNeedPop === 1 && isType !== 1 ? 1 : 0,
    sendSms: 0,
    details: [
      ...figureRows({ ...offer, ...f }, language),
      text(message('confirm.rowBankAccount', language), maskCardNo(profile.cardNo)),
    ],
    repay_plans: schedule.map((row) => ({
      title:
        offer.periods === 1
          ? message('confirm.planSingle', language)
          : messageWith('confirm.planPeriod', language, { period: row.period, periods: offer.periods }),
      amount: row.amount,
      description: message('confirm.planDescription', language),
      pay_time: row.planDate,
    })),
    loanRate: CONTRACT_DAILY_INTEREST_LABEL,
    ratemsg: message('confirm.rateMessage', language),
    amountDec: message('confirm.amountDescription', language),
    isNewContract: `${contractPath(offer.periods)}?productId=${offer.productId}`,
    messageType: 0,
    comProductLogo: offer.productLogo,
    comProductName: offer.productName,
    keyFacts: keyFactsOf({ offer, today, language, coolingOffDays }),
  };
}

const STATUS_TEXTS: Record<number, readonly [MessageKey, MessageKey]> = {
  [ORDER_STATUS.reviewing]: ['confirm.status21Title', 'confirm.status21Text'],
  [ORDER_STATUS.approved]: ['confirm.status151Title', 'confirm.status151Text'],
  [ORDER_STATUS.rejected]: ['confirm.status110Title', 'confirm.status110Text'],
  [ORDER_STATUS.repaying]: ['confirm.status174Title', 'confirm.status174Text'],
  [ORDER_STATUS.overdue]: ['confirm.status180Title', 'confirm.status180Text'],
  [ORDER_STATUS.settled]: ['confirm.status200Title', 'confirm.status200Text'],
};
const OTHER_STATUS_TEXTS = ['confirm.statusOtherTitle', 'confirm.statusOtherText'] as const;

const COOLED_OFF_TEXTS = ['coolingOff.cancelledTitle', 'coolingOff.cancelledText'] as const;

export function loanDetailView(
  order: OrderRecord,
  language: Language,
  coolingOff: CoolingOffState,
): CallData<typeof loanDetails> {
  const [title, description] = order.cooledOff ? COOLED_OFF_TEXTS : (STATUS_TEXTS[order.status] ?? OTHER_STATUS_TEXTS);
  const rows = figureRows(order, language);
  return {
    orderStatus: order.status,
    noticeStatusText: message(title, language),
    noticeDesText: message(description, language),
    productName: order.productName,
    productLogo: order.productLogo,
    userOrderDetail: {
      detail: [
        text(message('confirm.rowOrderNo', language), String(order.id)),
        ...rows.slice(0, 3),
        text(message('confirm.rowDisbursalDate', language), order.disbursedOn ?? ''),
        text(message('confirm.rowDueDate', language), order.dueOn ?? ''),
        ...rows.slice(3),
        text(message('confirm.rowBankAccount', language), maskCardNo(order.cardNo)),
      ],
    },
    inside: String(order.id),
    isScore: order.scored ? 0 : 1,
    h5Url: loanDetailHref(order.id, order.productId),
    isDelay: order.isDelay,
    // A refused application never became a contract.
    isNewContract: order.status === ORDER_STATUS.rejected ? '' : `${contractPath(order.periods)}?orderNo=${order.id}`,
    coolingOff: {
      available: coolingOff.available ? 1 : 0,
      amount: coolingOff.available ? coolingOff.amount : 0,
      until: coolingOff.available && coolingOff.until ? utcDateTime(coolingOff.until) : '',
    },
  };
}

export function contractFromOrder(order: OrderRecord): CallData<typeof contractDetail> {
  // Before disbursal the agreement shows the day it was signed; the lender pays out on approval.
  const daiDate = order.disbursedOn ?? order.createdOn;
  return contractRecord({
    ...order,
    userName: order.borrowerName,
    userAddress: order.borrowerAddress,
    daiDate,
    planDate: order.dueOn ?? addDays(daiDate, order.termDays),
    contractDate: order.createdOn,
  });
}

export function contractFromOffer(
  offer: Offer,
  profile: BorrowerProfile,
  today: string,
): CallData<typeof contractDetail> {
  return contractRecord({
    ...offer,
    ...offer.figures,
    cardNo: profile.cardNo,
    userName: profile.name,
    userAddress: profile.address,
    daiDate: today,
    planDate: addDays(today, offer.termDays),
    contractDate: today,
  });
}

interface ContractInput extends Figures {
  productName: string;
  company: string;
  cardNo: string;
  userName: string;
  userAddress: string;
  daiDate: string;
  planDate: string;
  contractDate: string;
}

function contractRecord(c: ContractInput): ContractRecord {
  const schedule = repaymentSchedule({
    amount: c.amount,
    interest: c.interest,
    periods: c.periods,
    termDays: c.termDays,
    start: c.daiDate,
  });
  return {
    userName: c.userName,
    productName: c.productName,
    amount: c.amount,
    bankNo: maskCardNo(c.cardNo),
    daiDate: c.daiDate,
    planDate: c.planDate,
    contractAmount: c.amount + c.interest,
    commission: c.commission,
    Interest: c.interest,
    IVA: c.iva,
    giveAmount: c.amount - c.commission - c.iva,
    userAddress: c.userAddress,
    contractDate: c.contractDate,
    company: c.company,
    termDays: c.termDays,
    periods: schedule,
  };
}
