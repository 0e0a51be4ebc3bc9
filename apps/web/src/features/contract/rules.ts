import {
  CONTRACT_ANNUAL_RATE_PCT,
  CONTRACT_DAILY_INTEREST_LABEL,
  type ContractRecord,
  type LoanChargeTax,
} from '@loan/contract';
import type { WordingKey } from '@/i18n/es.ts';
import type { WordingValues } from '@/i18n/wording.ts';

/**
 * Whose agreement to show: the order of `orderNo`, else the offer of `productId` (the confirm screen's link), else the
 * launch context's order.
 */
export type ContractSubject = { orderNo: string } | { productId: string };

export function contractSubjectFrom(search: URLSearchParams, launchOrderId: string | undefined): ContractSubject {
  // `orderId` is not read from the URL here: it is a launch field, present on every page the app opens.
  const orderNo = search.get('orderNo');
  if (orderNo) return { orderNo };
  const productId = search.get('productId');
  if (productId) return { productId };
  return { orderNo: launchOrderId ?? '' };
}

export type TermValue =
  | { kind: 'money'; minor: number }
  | { kind: 'date'; iso: string }
  | { kind: 'text'; text: string };

export interface TermRow {
  label: WordingKey;
  labelValues?: WordingValues;
  value: TermValue;
}

/** The tax row's label names what the market's tax is charged on (IVA on interest + commission, GST on the fee). */
const TAX_LABEL: Record<LoanChargeTax['base'], WordingKey> = {
  interestAndCommission: 'confirm.tableTax.interestAndCommission',
  commission: 'confirm.tableTax.commission',
};

/** The loan terms table of the agreement, in its order; `tax` is the borrower's market's (record.IVA). */
export function contractTermRows(record: ContractRecord, tax: LoanChargeTax): TermRow[] {
  return [
    { label: 'confirm.tableLenderDate', value: { kind: 'date', iso: record.daiDate } },
    { label: 'confirm.tableBorrowerDate', value: { kind: 'date', iso: record.planDate } },
    { label: 'glossary.loanAmount', value: { kind: 'money', minor: record.amount } },
    { label: 'confirm.tableCommission', value: { kind: 'money', minor: record.commission } },
    { label: 'confirm.tableAnnualRate', value: { kind: 'text', text: `${CONTRACT_ANNUAL_RATE_PCT}%` } },
    {
      label: 'confirm.tableInterest',
      labelValues: { rate: CONTRACT_DAILY_INTEREST_LABEL },
      value: { kind: 'money', minor: record.Interest },
    },
    {
      label: TAX_LABEL[tax.base],
      labelValues: { tax: tax.name, rate: tax.ratePct },
      value: { kind: 'money', minor: record.IVA },
    },
    { label: 'confirm.tableReceived', value: { kind: 'money', minor: record.giveAmount } },
  ];
}
