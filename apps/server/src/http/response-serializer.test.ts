import { getWhatsapp, loanDetails, loanPlayDetail, onlineSuccessSchema, problemList } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compilesToProjection, responseSerializerCompiler } from './response-serializer.ts';

const envelope = onlineSuccessSchema(loanDetails.data);
const route = { schema: envelope, method: 'GET', url: '/loan-details', httpStatus: '200' };
const compiled = responseSerializerCompiler({ verify: false })(route);
const verified = responseSerializerCompiler({ verify: true })(route);
const byZod = (value: unknown) => JSON.stringify(z.encode(envelope, value as z.input<typeof envelope>));

/** A loan-details answer as the server gives it, with fields the contract does not name at several depths. */
function answer(
  dueToday: unknown = { amount: 502958, dueDate: '2026-12-27', dueInDays: 30, overdueDays: 0, lateInterest: 0 },
) {
  return {
    success: true,
    code: 0,
    message: 'ok',
    internal: 'never sent',
    data: {
      orderStatus: 174,
      noticeStatusText: 'Pendiente de pago',
      noticeDesText: 'El dinero está en tu cuenta.',
      productName: 'Presto Cash',
      productLogo: '/media/products/presto-cash.svg',
      userOrderDetail: {
        detail: [
          { text: 'Número de pedido', format: 'text', value: '5004', secret: 1 },
          { text: 'Monto del préstamo', format: 'money', value: 500000 },
        ],
      },
      inside: '5004',
      isScore: 1,
      h5Url: '/loanDetail?orderId=5004&productId=1',
      isDelay: 0,
      isNewContract: '/contract?orderNo=5004',
      currency: 'MXN',
      dueToday,
      keyFacts: {
        version: '264e69b635fadf68',
        costKind: 'CAT',
        annualCostPct: 55.3,
        disbursalDate: '2026-09-27',
        amountSanctioned: 500000,
        amountReceived: 441527,
        fees: [{ name: 'Comisión por apertura', amount: 50000, borrowerPhone: '5500000000' }],
        totalRepay: 502958,
        schedule: [{ date: '2026-12-27', amount: 502958 }],
        penalPerDayPct: 3,
        coolingOffDays: 3,
        grievance: { name: 'UNE', phone: '+52 55 1234 5679', email: 'une@x', hours: '9–18', responseDays: 30 },
      },
      coolingOff: { available: 0, amount: 0, until: '' },
    },
  };
}

describe('the response serializer compiled from the contract', () => {
  it('compiles the envelopes of the calls the API bench measures', () => {
    for (const call of [loanDetails, loanPlayDetail, getWhatsapp, problemList])
      expect(compilesToProjection(onlineSuccessSchema(call.data)), call.name).toBe(true);
  });

  it("gives zod's bytes: the contract's fields in its order, everything else dropped", () => {
    for (const value of [answer(), answer(null)]) {
      expect(compiled(value)).toBe(byZod(value));
      expect(compiled(value)).not.toMatch(/never sent|secret|borrowerPhone/);
    }
  });

  it('refuses a value of the wrong kind, an unknown literal and an unknown branch of a union', () => {
    const wrong = (change: (value: ReturnType<typeof answer>) => void) => {
      const value = answer();
      change(value);
      return () => compiled(value);
    };
    expect(wrong((v) => Object.assign(v.data, { orderStatus: '174' }))).toThrow(/orderStatus: expected an integer/);
    expect(wrong((v) => Object.assign(v.data, { orderStatus: 17.4 }))).toThrow(/an integer/);
    expect(wrong((v) => Object.assign(v.data, { isScore: 2 }))).toThrow(/isScore/);
    expect(wrong((v) => Object.assign(v.data.keyFacts, { costKind: 'APY' }))).toThrow(/costKind/);
    expect(
      wrong((v) => (v.data.userOrderDetail.detail as unknown[]).push({ text: 'x', format: 'html', value: '' })),
    ).toThrow(/detail\[2\]: expected an object with a known format/);
    expect(wrong((v) => Object.assign(v.data, { keyFacts: undefined }))).toThrow(/keyFacts: expected an object/);
  });

  it('outside production also asks zod, so a refinement the projection does not check fails every test', () => {
    const negative = answer({ amount: -1, dueDate: '2026-12-27', dueInDays: 30, overdueDays: 0, lateInterest: 0 });
    expect(() => compiled(negative)).not.toThrow();
    expect(() => verified(negative)).toThrow();
    expect(verified(answer())).toBe(byZod(answer()));
  });
});
