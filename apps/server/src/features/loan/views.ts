import {
  APP_PATHS,
  addDays,
  type CallData,
  CONTRACT_DAILY_INTEREST_LABEL,
  type ContractRecord,
  type contractDetail,
  type DetailRow,
  daysBetween,
  formatInstant,
  type GrievanceContact,
  type KeyFacts,
  type LoanChargeTax,
  type loanDetailConfirm,
  type loanDetails,
  maskCardNo,
  ORDER_STATUS,
  TERM_UNIT_DAYS,
} from '@loan/contract';
import { type Message, word } from '../../http/wording.ts';
import type { LendingLocale } from '../../plugins/locale.ts';
import { type CoolingOffState, type OrderRecord, orderStatusName } from '../orders/index.ts';
import type { BorrowerProfile } from './borrower-profile.ts';
import { keyFactsOf } from './key-facts.ts';
import { LOAN, taxRowTitle } from './messages.ts';
import type { Offer } from './offer.ts';
import { repaymentSchedule } from './schedule.ts';

/*
 * What the loan calls answer, built from database records by pure functions: the same figures on the confirm screen,
 * the loan detail and the contract, all in integer minor units.
 */

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
  /** The tax as it was charged (an order's recorded rate); the market's own for an offer. */
  tax?: LoanChargeTax;
}

/** The rows both the offer and the order show; a row whose value is empty or zero is hidden by the screen. */
function figureRows(f: Figures, locale: LendingLocale, totalLabel: Message = LOAN.rowRepayAmount): DetailRow[] {
  return [
    money(word(locale, LOAN.rowAmount), f.amount),
    text(word(locale, LOAN.rowTerm), word(locale, LOAN.termDays, { days: f.termDays })),
    text(word(locale, LOAN.rowPeriods), f.periods > 1 ? String(f.periods) : ''),
    money(word(locale, LOAN.rowInterest), f.interest),
    money(word(locale, LOAN.rowCommission), f.commission),
    money(taxRowTitle(locale, f.tax), f.iva),
    money(word(locale, LOAN.rowReceived), f.amount - f.commission - f.iva),
    money(word(locale, totalLabel), f.amount + f.interest),
  ];
}

export interface ConfirmViewOptions {
  locale: LendingLocale;
  /** Today, `YYYY-MM-DD`: the day the loan would be disbursed. */
  today: string;
  /** `1` on the reload after the countdown: the offer is final by then. */
  isType?: number;
  /** The cooling-off period the key facts state, in days. */
  coolingOffDays: number;
  /** The lender's grievance desk in the market, stated in the key facts. */
  grievance: GrievanceContact;
}

export function confirmView(
  offer: Offer,
  profile: BorrowerProfile,
  { locale, today, isType, coolingOffDays, grievance }: ConfirmViewOptions,
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
      ...figureRows({ ...offer, ...f }, locale),
      text(word(locale, LOAN.rowBankAccount), maskCardNo(profile.cardLast4)),
    ],
    repay_plans: schedule.map((row) => ({
      title:
        offer.periods === 1
          ? word(locale, LOAN.planSingle)
          : word(locale, LOAN.planPeriod, { period: row.period, periods: offer.periods }),
      amount: row.amount,
      description: word(locale, LOAN.planDescription),
      pay_time: row.planDate,
    })),
    loanRate: CONTRACT_DAILY_INTEREST_LABEL,
    ratemsg: word(locale, LOAN.rateMessage),
    amountDec: word(locale, LOAN.amountDescription, { tax: locale.market.tax.name }),
    isNewContract: `${contractPath(offer.periods)}?productId=${offer.productId}`,
    messageType: 0,
    comProductLogo: offer.productLogo,
    comProductName: offer.productName,
    keyFacts: keyFactsOf({ offer, locale, today, coolingOffDays, grievance }),
  };
}

const STATUS_TEXTS: Record<number, Message> = {
  [ORDER_STATUS.reviewing]: LOAN.status21Text,
  [ORDER_STATUS.approved]: LOAN.status151Text,
  [ORDER_STATUS.rejected]: LOAN.status110Text,
  [ORDER_STATUS.repaying]: LOAN.status174Text,
  [ORDER_STATUS.overdue]: LOAN.status180Text,
  [ORDER_STATUS.settled]: LOAN.status200Text,
};

const COOLED_OFF_TEXTS = [LOAN.cancelledTitle, LOAN.cancelledText] as const;

/** What an order being repaid owes today, as the repayment screen computes it (`loadLoanState`). */
export interface OwedToday {
  due: number;
  dueOn: string;
  /** Today on the order's market calendar, `YYYY-MM-DD`. */
  today: string;
  overdueDays: number;
  penalty: number;
}

export function loanDetailView(
  order: OrderRecord,
  locale: LendingLocale,
  coolingOff: CoolingOffState,
  owed: OwedToday | null,
  keyFacts: KeyFacts | null,
): CallData<typeof loanDetails> {
  const [title, description] = order.cooledOff
    ? COOLED_OFF_TEXTS
    : [orderStatusName(order.status), STATUS_TEXTS[order.status] ?? LOAN.statusOtherText];
  // The contract's total is not what is owed once late: the row names it as such, `dueToday` says what is owed now.
  const rows = figureRows(order, locale, LOAN.rowContractTotal);
  return {
    orderStatus: order.status,
    noticeStatusText: word(locale, title),
    noticeDesText: word(locale, description),
    productName: order.productName,
    productLogo: order.productLogo,
    userOrderDetail: {
      detail: [
        text(word(locale, LOAN.rowOrderNo), String(order.id)),
        ...rows.slice(0, 3),
        text(word(locale, LOAN.rowDisbursalDate), order.disbursedOn ?? ''),
        text(word(locale, LOAN.rowDueDate), order.dueOn ?? ''),
        ...rows.slice(3),
        text(word(locale, LOAN.rowBankAccount), maskCardNo(order.cardLast4)),
      ],
    },
    inside: String(order.id),
    // A refused application was no service to rate.
    isScore: order.scored || order.status === ORDER_STATUS.rejected ? 0 : 1,
    h5Url: loanDetailHref(order.id, order.productId),
    isDelay: order.isDelay,
    // A refused application never became a contract.
    isNewContract: order.status === ORDER_STATUS.rejected ? '' : `${contractPath(order.periods)}?orderNo=${order.id}`,
    currency: order.currency,
    dueToday: owed && {
      amount: owed.due,
      dueDate: owed.dueOn,
      dueInDays: Math.max(0, daysBetween(owed.today, owed.dueOn)),
      overdueDays: owed.overdueDays,
      lateInterest: owed.penalty,
    },
    keyFacts: order.status === ORDER_STATUS.rejected ? null : keyFacts,
    coolingOff: {
      available: coolingOff.available ? 1 : 0,
      amount: coolingOff.available ? coolingOff.amount : 0,
      until: coolingOff.available && coolingOff.until ? formatInstant(coolingOff.until, locale.market) : '',
    },
  };
}

export function contractFromOrder(order: OrderRecord): CallData<typeof contractDetail> {
  // Before disbursal the agreement shows the day it was signed; the lender pays out on approval.
  const daiDate = order.disbursedOn ?? order.signedOn;
  return contractRecord({
    ...order,
    userName: order.borrowerName,
    userAddress: order.borrowerAddress,
    daiDate,
    planDate: order.dueOn ?? addDays(daiDate, order.termDays),
    contractDate: order.signedOn,
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
    cardLast4: profile.cardLast4,
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
  cardLast4: string;
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
    bankNo: maskCardNo(c.cardLast4),
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
