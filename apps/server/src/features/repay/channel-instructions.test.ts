import { instructionsDueSchema, onlineEnvelopeSchema, repayDueSchema } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { DEMO_HOUSE_ACCOUNTS } from '../../seed.ts';
import { applyMigrationsBefore } from '../../testing/migrations-before.ts';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';
import { CHANNEL_INSTRUCTIONS } from './messages.ts';

const OXXO_ES = [
  {
    title: 'Cómo pagar en OXXO',
    content: [
      'Acude a cualquier tienda OXXO y dile al cajero que quieres hacer un pago de OXXO Pay.',
      'Muestra el código de barras o dicta la referencia de pago.',
      'Paga en efectivo el monto exacto; OXXO cobra una comisión por operación.',
      'Conserva el ticket: es tu comprobante de pago.',
    ],
  },
  {
    title: 'Importante',
    content: [
      'La referencia vence en 72 horas; después genera una nueva.',
      'El pago se refleja en tu préstamo en menos de 1 hora.',
    ],
  },
];
const OXXO_EN = [
  {
    title: 'How to pay at OXXO',
    content: [
      'Go to any OXXO store and tell the cashier you want to make an OXXO Pay payment.',
      'Show the barcode or read out the payment reference.',
      'Pay the exact amount in cash; OXXO charges a fee per payment.',
      'Keep the ticket: it is your receipt.',
    ],
  },
  {
    title: 'Important',
    content: [
      'The reference expires in 72 hours; then generate a new one.',
      'The payment shows on your loan within 1 hour.',
    ],
  },
];

/** A channel row holds the keys of its instructions (migration 092); a row without them still reads its own. */
describe('payment channel instructions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function instructions(language: '1' | '2') {
    const who = { ...DEMO.borrower, language };
    const plan = onlineEnvelopeSchema(repayDueSchema).parse(
      (
        await app.inject({
          url: `/online/v3/installment/loan-play-detail?${query({ ...who, productId: 1, orderId: 5004 })}`,
        })
      ).json(),
    );
    if (!plan.success) throw new Error(plan.message);
    const response = await app.inject({
      method: 'POST',
      url: `/online/v3/loan-details/generate-vcode?${query(who)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ productId: 1, orderId: 5004, amount: plan.data.repayAmount, payCode: 'OXXO', requestType: 1 }),
    });
    const body = onlineEnvelopeSchema(instructionsDueSchema).parse(response.json());
    if (!body.success) throw new Error(body.message);
    return body.data.dataList;
  }

  it('holds keys, not prose, for the shipped channels, and words them in the borrower’s language', async () => {
    const rows = await app.db.query<{ instruction_keys: unknown; instructions_en: unknown; instructions_es: unknown }>(
      'select instruction_keys, instructions_en, instructions_es from repay_channels',
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) expect([row.instructions_en, row.instructions_es]).toEqual([null, null]);
    expect(rows.every((row) => row.instruction_keys !== null)).toBe(true);
    expect(await instructions('2')).toEqual(OXXO_ES);
    expect(await instructions('1')).toEqual(OXXO_EN);
  });

  it('reads a row without keys from its own columns, and refuses a row with neither', async () => {
    const own = [{ title: 'Paga en caja', content: ['Dicta la referencia.'] }];
    const ownEn = [{ title: 'Pay at the till', content: ['Read out the reference.'] }];
    await app.db.query(
      "update repay_channels set instruction_keys = null, instructions_es = $1, instructions_en = $2 where pay_code = 'OXXO'",
      [JSON.stringify(own), JSON.stringify(ownEn)],
    );
    const keys = [
      { title: 'oxxoTitle', content: ['oxxoAskCashier', 'showBarcodeOrReference', 'oxxoPayCash', 'oxxoKeepTicket'] },
      { title: 'oxxoImportantTitle', content: ['oxxoReferenceExpires', 'oxxoShowsWithinHour'] },
    ];
    try {
      expect(await instructions('2')).toEqual(own);
      expect(await instructions('1')).toEqual(ownEn);
      await expect(
        app.db.query("update repay_channels set instructions_en = null where pay_code = 'OXXO'"),
      ).rejects.toThrow(/repay_channels_instructions_worded/);
    } finally {
      await app.db.query(
        "update repay_channels set instruction_keys = $1, instructions_es = null, instructions_en = null where pay_code = 'OXXO'",
        [JSON.stringify(keys)],
      );
    }
    expect(await instructions('2')).toEqual(OXXO_ES);
  });

  it('names none of the example house accounts in any wording', () => {
    const words = Object.values(CHANNEL_INSTRUCTIONS)
      .flatMap((message) => [message.en, message.es])
      .join('\n');
    for (const [, , invented] of DEMO_HOUSE_ACCOUNTS) expect(words).not.toContain(invented);
  });
});

describe('092_channel_instruction_keys.sql', () => {
  it('gives the shipped instructions their keys and leaves instructions an operator rewrote their own words', async () => {
    const db = await openDatabase('memory://', '/nonexistent');
    try {
      await applyMigrationsBefore(db, '092_channel_instruction_keys.sql');
      const rewritten = [{ title: 'Paga en caja', content: ['Dicta la referencia.'] }];
      await db.query("update repay_channels set instructions_es = $1 where pay_code = '7ELEVEN'", [
        JSON.stringify(rewritten),
      ]);
      expect(await migrate(db)).toContain('092_channel_instruction_keys.sql');
      const rows = await db.query<{ pay_code: string; keyed: boolean; instructions_es: unknown }>(
        `select pay_code, instruction_keys is not null as keyed, instructions_es from repay_channels
          where pay_code in ('OXXO', '7ELEVEN', 'NEFT') order by pay_code`,
      );
      expect(rows).toEqual([
        { pay_code: '7ELEVEN', keyed: false, instructions_es: rewritten },
        { pay_code: 'NEFT', keyed: true, instructions_es: null },
        { pay_code: 'OXXO', keyed: true, instructions_es: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
