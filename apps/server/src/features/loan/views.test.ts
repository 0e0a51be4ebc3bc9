import { contractFigures, INDIA, MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../orders/index.ts';
import { contractFromOrder, loanDetailView } from './views.ts';

// 3,333.33 over 31 days at 7.77% commission: every figure needs rounding (half up, in minor units).
const f = contractFigures(333_333, 31, 777);
const order: OrderRecord = {
  id: 7001,
  status: 21,
  productId: 2,
  productName: 'Presto Plazos',
  productLogo: '/media/products/presto-plazos.svg',
  company: 'Lend H5 Financial Services',
  amount: 333_333,
  termDays: 31,
  periods: 3,
  commission: f.commission,
  interest: f.interest,
  iva: f.iva,
  tax: MEXICO.tax,
  received: f.giveAmount,
  market: MEXICO,
  currency: 'MXN',
  disbursedOn: null,
  dueOn: null,
  signedOn: '2026-01-30',
  annualCost: null,
  isDelay: 0,
  borrowerName: 'María Fernanda López',
  borrowerAddress: 'Av. Insurgentes Sur 1602',
  cardLast4: '5678',
  scored: false,
  cooledOff: false,
  settledAt: null,
};
const india = { market: INDIA, wording: 'en' } as const;
const mexico = { market: MEXICO, wording: 'es' } as const;
const noCoolingOff = { available: false, amount: 0, interest: 0, daysUsed: 0, until: null };

describe('contractFromOrder', () => {
  it('keeps the rounded figures consistent with each other, to the cent', () => {
    expect(f).toEqual({ interest: 672, commission: 25_900, iva: 4_252, giveAmount: 303_181, contractAmount: 334_005 });
    const record = contractFromOrder(order);
    expect(record.giveAmount).toBe(record.amount - record.commission - record.IVA);
    expect(record.contractAmount).toBe(record.amount + record.Interest);
    expect(record.periods.reduce((sum, p) => sum + p.amount, 0)).toBe(record.contractAmount);
    expect(record.periods.reduce((sum, p) => sum + p.principal, 0)).toBe(record.amount);
  });

  it('dates an order not yet paid out from its signature, due at the end of the term', () => {
    const record = contractFromOrder(order);
    expect(record.daiDate).toBe('2026-01-30');
    expect(record.planDate).toBe('2026-03-02');
    expect(record.periods.at(-1)?.planDate).toBe(record.planDate);
    expect(record.bankNo).toBe('**** 5678');
  });
});

describe('loanDetailView', () => {
  it('links the period agreement of an instalment order and asks for a rating until one is given', () => {
    const view = loanDetailView(order, india, noCoolingOff, null, null);
    expect(view.isNewContract).toBe('/agony?orderNo=7001');
    expect(view.isScore).toBe(1);
    expect(loanDetailView({ ...order, scored: true }, india, noCoolingOff, null, null).isScore).toBe(0);
  });

  it('asks no rating of a refused application', () => {
    expect(loanDetailView({ ...order, status: 110 }, india, noCoolingOff, null, null).isScore).toBe(0);
  });

  it('names status 110 as the complaint card does, and says what is owed today only while one is given', () => {
    expect(loanDetailView({ ...order, status: 110 }, india, noCoolingOff, null, null)).toMatchObject({
      noticeStatusText: 'Not approved',
      dueToday: null,
    });
    const owed = { due: 400_000, dueOn: '2026-03-02', today: '2026-03-11', overdueDays: 9, penalty: 89_999 };
    expect(loanDetailView({ ...order, status: 180 }, mexico, noCoolingOff, owed, null).dueToday).toEqual({
      amount: 400_000,
      dueDate: '2026-03-02',
      dueInDays: 0,
      overdueDays: 9,
      lateInterest: 89_999,
    });
  });

  it('counts the days left until the due date on the market calendar, across a month end', () => {
    const owed = { due: 400_000, dueOn: '2026-04-02', today: '2026-03-30', overdueDays: 0, penalty: 0 };
    expect(loanDetailView({ ...order, status: 174 }, mexico, noCoolingOff, owed, null).dueToday?.dueInDays).toBe(3);
    const dueToday = { ...owed, today: '2026-04-02' };
    expect(loanDetailView({ ...order, status: 174 }, mexico, noCoolingOff, dueToday, null).dueToday?.dueInDays).toBe(0);
  });

  it('gives a status it does not know the generic texts', () => {
    const view = loanDetailView({ ...order, status: 999 }, india, noCoolingOff, null, null);
    expect(view).toMatchObject({ noticeStatusText: 'In process', noticeDesText: 'We are processing your loan.' });
  });

  it('names the tax the order was charged on the tax row, in the words of the locale', () => {
    const rowTitles = (view: ReturnType<typeof loanDetailView>) => view.userOrderDetail.detail.map((row) => row.text);
    const indianOrder = { ...order, market: INDIA, tax: INDIA.tax };
    expect(rowTitles(loanDetailView(indianOrder, india, noCoolingOff, null, null))).toContain(
      'GST (18% of the processing fee)',
    );
    // A rate changed since signing does not change what the order states.
    expect(
      rowTitles(loanDetailView({ ...order, tax: { ...MEXICO.tax, ratePct: 15 } }, mexico, noCoolingOff, null, null)),
    ).toContain('IVA (15% de intereses y comisión)');
    expect(rowTitles(loanDetailView(order, mexico, noCoolingOff, null, null))).toContain(
      'IVA (16% de intereses y comisión)',
    );
  });

  it('leaves the dates of an order not yet paid out empty, for the screen to hide', () => {
    const rows = loanDetailView(order, india, noCoolingOff, null, null).userOrderDetail.detail;
    expect(rows).toContainEqual({ text: 'Disbursal date', format: 'text', value: '' });
    expect(rows).toContainEqual({ text: 'Instalments', format: 'text', value: '3' });
  });

  it('offers the cooling-off exit with its amount and deadline, and names a cancelled loan', () => {
    const open = {
      available: true,
      amount: 333_355,
      interest: 22,
      daysUsed: 1,
      until: new Date('2026-02-02T10:00:00Z'),
    };
    expect(loanDetailView({ ...order, status: 174 }, india, open, null, null).coolingOff).toEqual({
      available: 1,
      amount: 333_355,
      // 10:00 UTC is 15:30 in India.
      until: '2026-02-02 15:30:00',
    });
    expect(loanDetailView({ ...order, status: 174 }, mexico, open, null, null).coolingOff.until).toBe(
      '2026-02-02 04:00:00',
    );
    expect(loanDetailView(order, india, noCoolingOff, null, null).coolingOff).toEqual({
      available: 0,
      amount: 0,
      until: '',
    });
    const cancelled = loanDetailView({ ...order, status: 200, cooledOff: true }, mexico, noCoolingOff, null, null);
    expect(cancelled.noticeStatusText).toBe('Préstamo cancelado');
  });
});
