import { INDIA, MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { type NoteValues, PROMISSORY_NOTE } from './promissory-note.ts';

const values: NoteValues = {
  userName: 'María Fernanda López',
  userAddress: 'Av. Insurgentes Sur 1602',
  company: 'Lend H5 Financial Services',
  productName: 'Presto Cash',
  amount: '$5,000.00',
  bankNo: '**** 5678',
  daiDate: '2026-01-01',
  planDate: '2026-04-02',
  contractAmount: '$5,029.58',
  commission: '$500.00',
  interest: '$29.58',
  tax: '$84.73',
  giveAmount: '$4,415.27',
  termDays: 91,
  periods: 1,
  dailyRate: '0.0065%',
  annualRatePct: 2.37,
  overduePct: 3,
  contractDate: '2026-01-01',
};

describe('PROMISSORY_NOTE', () => {
  it('counts one payment in the singular and several in the plural, in both sets', () => {
    expect(PROMISSORY_NOTE.es(values, true, MEXICO).promise).toContain('en 1 pago,');
    expect(PROMISSORY_NOTE.es({ ...values, periods: 3 }, true, MEXICO).promise).toContain('en 3 pagos,');
    expect(PROMISSORY_NOTE.en(values, true, INDIA).promise).toContain('in 1 instalment,');
    expect(PROMISSORY_NOTE.en({ ...values, periods: 3 }, true, INDIA).promise).toContain('in 3 instalments,');
    expect(PROMISSORY_NOTE.es({ ...values, termDays: 1 }, false, MEXICO).promise).toContain('a los 1 día de');
  });

  it('names the borrower without an address when none is on file', () => {
    const es = PROMISSORY_NOTE.es({ ...values, userAddress: ' ' }, false, MEXICO).intro[0];
    const en = PROMISSORY_NOTE.en({ ...values, userAddress: '' }, false, INDIA).intro[0];
    expect(es).toMatch(/^Yo, María Fernanda López, reconozco/);
    expect(en).toMatch(/^I, María Fernanda López, acknowledge/);
    expect(PROMISSORY_NOTE.en(values, false, INDIA).intro[0]).toContain('residing at Av. Insurgentes Sur 1602,');
  });
});
