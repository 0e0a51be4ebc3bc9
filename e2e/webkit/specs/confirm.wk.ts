import { describe, expect, test } from 'vitest';
import { launch, usePhone } from '../browser.ts';

const WORDS = {
  '2': {
    title: 'Confirmar préstamo',
    keyFacts: 'Leer la carátula del crédito',
    keyFactsTitle: 'Carátula del crédito',
    close: 'Cerrar',
    apply: 'Solicitar',
    received: 'Monto que recibirás',
  },
  '1': {
    title: 'Confirm loan',
    keyFacts: 'Read the Key Facts Statement',
    keyFactsTitle: 'Key Facts Statement',
    close: 'Close',
    apply: 'Apply',
    received: 'Net disbursed amount',
  },
} as const;

describe('confirm a loan with its key facts', () => {
  const phone = usePhone();

  for (const language of ['2', '1'] as const) {
    const w = WORDS[language];
    test(`reading the key facts opens Apply, which takes the borrower to the loan (language=${language})`, async () => {
      const p = phone();
      await p.open(launch('/confirm', language, { productId: '1' }));
      await p.get('heading', w.title);
      const apply = await p.get('button', w.apply);
      if (await apply.isEnabled()) throw new Error('Apply is enabled before the key facts were read');

      await p.tap(await p.get('button', w.keyFacts));
      const statement = await p.get('dialog', w.keyFactsTitle);
      // Opened by a tap: the title has the focus (a screen reader starts there) but no ring; the keyboard's next stop does.
      const focusRing = () =>
        p.browser.execute(() => {
          const focused = document.activeElement;
          return focused ? `${focused.tagName.toLowerCase()} ${getComputedStyle(focused).outlineStyle}` : 'nothing';
        });
      await p.browser.waitUntil(async () => (await focusRing()).startsWith('h2'), {
        timeoutMsg: 'the title never took the focus',
      });
      expect(await focusRing()).toBe('h2 none');
      await p.browser.keys('Tab');
      expect(await focusRing()).toMatch(/^(button|a) (solid|auto)$/);
      await p.sees(w.received, statement);
      await p.tap(await p.get('button', w.close, statement));
      await p.gone('dialog', w.keyFactsTitle);

      await p.browser.waitUntil(() => apply.isEnabled(), { timeoutMsg: 'Apply stayed disabled after the key facts' });
      await p.tap(apply);
      await p.at(/^\/loanDetail\?/);
      await p.get('heading', language === '2' ? 'En revisión' : 'Under review');
    });
  }

  test('a reload after reading the key facts keeps Apply open, rendered as the server sent it', async () => {
    const p = phone();
    const w = WORDS['2'];
    const url = launch('/confirm', '2', { productId: '1' });
    await p.open(url);
    await p.tap(await p.get('button', w.keyFacts));
    await p.tap(await p.get('button', w.close, await p.get('dialog', w.keyFactsTitle)));
    await p.gone('dialog', w.keyFactsTitle);
    await p.browser.waitUntil(async () => (await p.get('button', w.apply)).isEnabled());

    await p.open(url);
    const apply = await p.get('button', w.apply);
    await p.browser.waitUntil(() => apply.isEnabled(), { timeoutMsg: 'Apply stayed disabled after the reload' });
  });
});
