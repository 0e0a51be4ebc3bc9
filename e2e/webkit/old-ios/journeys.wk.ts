import { describe, test } from 'vitest';
import { launch, usePhone } from '../browser.ts';
import { freshOrder, orderUrl } from '../server.ts';

describe('the oldest declared Safari walks the money journeys', () => {
  const phone = usePhone();

  test('confirm: the key facts dialog opens Apply, which applies for the loan', async () => {
    const p = phone();
    await p.open(launch('/confirm', '2', { productId: '1' }));
    await p.get('heading', 'Confirmar préstamo');
    const apply = await p.get('button', 'Solicitar');
    await p.tap(await p.get('button', 'Leer la carátula del crédito'));
    const statement = await p.get('dialog', 'Carátula del crédito');
    await p.tap(await p.get('button', 'Cerrar', statement));
    await p.gone('dialog', 'Carátula del crédito');
    await p.browser.waitUntil(() => apply.isEnabled(), { timeoutMsg: 'Apply stayed disabled after the key facts' });
    await p.tap(apply);
    await p.at(/^\/loanDetail\?/);
    await p.get('heading', 'En revisión');
  });

  test('repay: a store payment code, its barcode dialog and the store instructions', async () => {
    const p = phone();
    const order = await freshOrder();
    await p.open(orderUrl('/repay', order, '2'));
    await p.get('heading', 'Pagar préstamo');
    const oxxo = await p.get('listitem', /\bOXXO\b/, await p.get('region', 'Pago en tienda de conveniencia'));
    await p.browser.execute(
      (card: HTMLElement) => card.scrollIntoView({ block: 'center' }),
      oxxo as unknown as HTMLElement,
    );
    await p.get('button', /^Copiar referencia \d{16}$/, oxxo);
    await p.tap(await p.get('button', 'Ampliar el código de barras de OXXO', oxxo));
    const dialog = await p.get('dialog', 'Código de barras');
    await p.tap(await p.get('button', 'Cerrar', dialog));
    await p.gone('dialog', 'Código de barras');
    await p.tap(await p.get('button', /^OXXO/, oxxo));
    await p.at(/^\/carpmm\?/);
    await p.get('heading', 'Cómo pagar en OXXO');
  });
});
