import { type ContractRecord, contractFigures, INDIA, MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { contractSubjectFrom, contractTermRows } from './rules.ts';

const f = contractFigures(500_000, 91, 1_000);
const record: ContractRecord = {
  userName: 'María Fernanda López',
  productName: 'Presto Cash',
  amount: 500_000,
  bankNo: '**** 5678',
  daiDate: '2026-01-01',
  planDate: '2026-04-02',
  contractAmount: f.contractAmount,
  commission: f.commission,
  Interest: f.interest,
  IVA: f.iva,
  giveAmount: f.giveAmount,
  userAddress: 'Av. Insurgentes Sur 1602',
  contractDate: '2026-01-01',
  company: 'Lend H5 Financial Services',
  termDays: 91,
  periods: [{ period: 1, planDate: '2026-04-02', principal: 500_000, Interest: f.interest, amount: f.contractAmount }],
};

describe('contractSubjectFrom', () => {
  it('names the order from orderNo, the offer from productId, else the launch order', () => {
    expect(contractSubjectFrom(new URLSearchParams('orderNo=5004&productId=1'), '1')).toEqual({ orderNo: '5004' });
    expect(contractSubjectFrom(new URLSearchParams('productId=2&orderId=5004'), '5004')).toEqual({ productId: '2' });
    expect(contractSubjectFrom(new URLSearchParams(''), '5004')).toEqual({ orderNo: '5004' });
  });
});

describe('contractTermRows', () => {
  it('lists the eight terms of the agreement with the fixed rates', () => {
    const rows = contractTermRows(record, MEXICO.tax);
    expect(rows.map((r) => r.label)).toEqual([
      'confirm.tableLenderDate',
      'confirm.tableBorrowerDate',
      'glossary.loanAmount',
      'confirm.tableCommission',
      'confirm.tableAnnualRate',
      'confirm.tableInterest',
      'confirm.tableTax.interestAndCommission',
      'confirm.tableReceived',
    ]);
    expect(rows[4]?.value).toEqual({ kind: 'text', text: '18%' });
    expect(rows[5]?.labelValues).toEqual({ rate: '0.0065%' });
    expect(rows[6]?.value).toEqual({ kind: 'money', minor: 8_473 });
    expect(rows[7]?.value).toEqual({ kind: 'money', minor: 441_527 });
  });

  it("names the market's tax and what it is charged on: IVA 16% in Mexico, GST 18% of the fee in India", () => {
    expect(contractTermRows(record, MEXICO.tax)[6]?.labelValues).toEqual({ tax: 'IVA', rate: 16 });
    const india = contractTermRows(record, INDIA.tax)[6];
    expect(india?.label).toBe('confirm.tableTax.commission');
    expect(india?.labelValues).toEqual({ tax: 'GST', rate: 18 });
  });
});
