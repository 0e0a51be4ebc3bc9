import { onlineEnvelopeSchema, repayDueSchema } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';

/** A channel row holds the key of its description (migration 090); a row without one still reads its own texts. */
describe('payment channel descriptions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function descriptions(language: '1' | '2') {
    const response = await app.inject({
      url: `/online/v3/installment/loan-play-detail?${query({ ...DEMO.borrower, language, productId: 1, orderId: 5004 })}`,
    });
    const body = onlineEnvelopeSchema(repayDueSchema).parse(response.json());
    if (!body.success) throw new Error(body.message);
    return Object.fromEntries(body.data.repayList.flatMap((g) => g.list).map((c) => [c.payCode, c.desc]));
  }

  it('holds keys, not prose, for the shipped channels, and words them in the borrower’s language', async () => {
    const rows = await app.db.query<{ pay_code: string; desc_key: string | null; desc_es: string | null }>(
      'select pay_code, desc_key, desc_es from repay_channels order by pay_code',
    );
    expect(rows.every((row) => row.desc_key !== null && row.desc_es === null)).toBe(true);
    expect(await descriptions('2')).toMatchObject({
      SPEI: 'Transferencia SPEI desde la app o banca en línea de tu banco',
      OXXO: 'Paga en efectivo en cualquier tienda OXXO',
    });
    expect(await descriptions('1')).toMatchObject({
      SPEI: "SPEI transfer from your bank's app or online banking",
      '7ELEVEN': 'Pay cash at 7-Eleven stores',
    });
  });

  it('reads a row without a key from its own columns, and refuses a row with neither', async () => {
    await app.db.query(
      `update repay_channels set desc_key = null, desc_es = 'Paga en la caja de la sucursal', desc_en = 'Pay at the branch till'
        where pay_code = 'OXXO'`,
    );
    try {
      expect((await descriptions('2')).OXXO).toBe('Paga en la caja de la sucursal');
      expect((await descriptions('1')).OXXO).toBe('Pay at the branch till');
      await expect(app.db.query("update repay_channels set desc_es = null where pay_code = 'OXXO'")).rejects.toThrow(
        /repay_channels_desc_worded/,
      );
    } finally {
      await app.db.query(
        "update repay_channels set desc_key = 'oxxo', desc_es = null, desc_en = null where pay_code = 'OXXO'",
      );
    }
  });
});
