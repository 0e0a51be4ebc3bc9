import { describe, expect, test } from 'vitest';
import { usePhone } from '../browser.ts';
import { freshOrder, newestSms, orderUrl, sixDigits } from '../server.ts';

/** 5,029.58 to repay in either money format (the market's Intl format replaces `5.029,58`). */
const TO_REPAY = /5[.,]029[.,]58/;

describe('repay', () => {
  const phone = usePhone();

  test('through OXXO: the payment code, its barcode enlarged, then the store instructions', async () => {
    const p = phone();
    const order = await freshOrder();
    await p.open(orderUrl('/repay', order, '2'));
    await p.get('heading', 'Pagar préstamo');
    await p.sees(TO_REPAY);

    const stores = await p.get('region', 'Pago en tienda de conveniencia');
    const oxxo = await p.get('listitem', /\bOXXO\b/, stores);
    // Its code is asked for once the card is on screen, without a tap.
    await p.browser.execute(
      (card: HTMLElement) => card.scrollIntoView({ block: 'center' }),
      oxxo as unknown as HTMLElement,
    );
    const copy = await p.get('button', /^Copiar referencia \d{16}$/, oxxo);
    const reference = /\d{16}/.exec((await copy.getAttribute('aria-label')) ?? '')?.[0] ?? '';
    await p.sees(reference, oxxo);

    await p.tap(await p.get('button', 'Ampliar el código de barras de OXXO', oxxo));
    const dialog = await p.get('dialog', 'Código de barras');
    const barcode = await p.get('img', `Código de barras de la referencia ${reference}`, dialog);
    await p.browser.waitUntil(
      async () =>
        (await p.browser.execute((img: HTMLImageElement) => img.naturalWidth, barcode as unknown as HTMLImageElement)) >
        100,
      { timeoutMsg: 'the barcode image never loaded' },
    );
    await p.tap(await p.get('button', 'Cerrar', dialog));
    await p.gone('dialog', 'Código de barras');

    await p.tap(await p.get('button', /^OXXO/, oxxo));
    await p.at(/^\/carpmm\?/);
    await p.get('heading', 'Pago del préstamo en OXXO');
    await p.sees(reference);
    await p.get('heading', 'Cómo pagar en OXXO');
  });

  test('with a card: the SMS code dialog settles the loan and tells the native app the card flow ended', async () => {
    const p = phone();
    const order = await freshOrder();
    await p.open(orderUrl('/repayChoice', order, '2'));
    await p.get('heading', 'Elegir forma de pago');
    await p.sees(TO_REPAY);
    await p.tap(await p.get('radio', /BBVA México/));
    await p.tap(await p.get('button', 'Pagar con tarjeta'));
    const entry = await p.get('dialog', 'Código de verificación');
    await p.sees('Código de verificación enviado, revisa tu teléfono.');
    const field = await p.get('field', 'Código de 6 dígitos', entry);

    await p.type(field, '123');
    await p.tap(await p.get('button', 'Confirmar', entry));
    await p.sees('Ingresa el código de verificación correcto.');

    await p.type(field, sixDigits(await newestSms(order.phone)));
    await p.tap(await p.get('button', 'Confirmar', entry));
    await p.at(new RegExp(`^/loanDetail\\?orderId=${order.orderId}$`));
    await p.browser.waitUntil(async () => (await p.nativeMessages()).some((m) => m.name === 'endBank'), {
      timeoutMsg: 'endBank never reached the native app',
    });
    expect((await p.nativeMessages()).map((m) => m.name)).toContain('startBank');
  });
});
