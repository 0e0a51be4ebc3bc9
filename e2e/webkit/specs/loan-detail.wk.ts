import { describe, expect, test } from 'vitest';
import { launch, usePhone } from '../browser.ts';

/** The six demo orders of borrower 1001 (seed.ts): each status's heading and the buttons it offers. */
const ORDERS = [
  { orderId: '5001', es: 'En revisión', en: 'Under review', buttons: [] },
  { orderId: '5002', es: 'Aprobado', en: 'Approved', buttons: [] },
  { orderId: '5003', es: 'No aprobado', en: 'Not approved', buttons: [] },
  { orderId: '5004', es: 'Pendiente de pago', en: 'Pending repayment', buttons: ['repay', 'extension'] },
  { orderId: '5005', es: 'Vencido', en: 'Overdue', buttons: ['repay'] },
  { orderId: '5006', es: 'Pagado', en: 'Repaid', buttons: ['borrowAgain'] },
] as const;

const BUTTONS = {
  '2': { repay: 'Pagar', extension: 'Prórroga', borrowAgain: 'Pedir otro préstamo' },
  '1': { repay: 'Repay', extension: 'Extension', borrowAgain: 'Borrow again' },
} as const;

describe('loan detail in each status', () => {
  const phone = usePhone();

  for (const language of ['2', '1'] as const) {
    test(`every status shows its heading and only its buttons (language=${language})`, async () => {
      const p = phone();
      for (const order of ORDERS) {
        await p.open(launch('/loanDetail', language, { orderId: order.orderId }));
        await p.get('heading', language === '2' ? order.es : order.en);
        for (const key of ['repay', 'extension', 'borrowAgain'] as const) {
          const shown = await p.count('button', BUTTONS[language][key]);
          expect(shown, `${key} on order ${order.orderId}`).toBe(
            (order.buttons as readonly string[]).includes(key) ? 1 : 0,
          );
        }
      }
    });
  }

  test('Repay on an order in repayment asks the native app for the repayment screen', async () => {
    const p = phone();
    await p.open(launch('/loanDetail', '2', { orderId: '5004' }));
    await p.tap(await p.get('button', 'Pagar'));
    await p.browser.waitUntil(async () => (await p.nativeMessages()).some((m) => m.name === 'toP'), {
      timeoutMsg: 'toP never reached the native app',
    });
    expect((await p.nativeMessages()).find((m) => m.name === 'toP')?.payload).toEqual({
      page: 'repay',
      params: { orderId: '5004', productId: '1' },
    });
    await p.at(/^\/loanDetail\?/);
  });
});
