import { z } from 'zod';

/** Integer minor units (centavos, paise). `123456` is shown as `1.234,56`. Never a float. */
export const money = z.number().int().nonnegative().describe('Integer minor units (123456 = 1.234,56)');
/** `YYYY-MM-DD` */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
export const flag = z.union([z.literal(0), z.literal(1)]);

/** Numeric ids arrive as query / form strings. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const moneyParam = z.coerce.number().int().nonnegative().max(1e13);

export const titleValueSchema = z.object({ title: z.string(), value: z.string() });
export type TitleValue = z.infer<typeof titleValueSchema>;

export const optionSchema = z.object({ title: z.string(), value: z.number().int() });
export type Option = z.infer<typeof optionSchema>;

/** A labelled row. Money rows carry minor units so the screen formats them; text rows are shown as given. */
export const detailRowSchema = z.discriminatedUnion('format', [
  z.object({ text: z.string(), format: z.literal('money'), value: money }),
  z.object({ text: z.string(), format: z.literal('text'), value: z.string() }),
]);
export type DetailRow = z.infer<typeof detailRowSchema>;

export const orderCardSchema = z.object({
  orderNo: z.string(),
  productLogo: z.string(),
  productName: z.string(),
  status: z.string(),
  isShow: flag,
  list: z.array(titleValueSchema),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

export const repayChannelSchema = z.object({
  logo: z.string(),
  desc: z.string(),
  payCode: z.string(),
  vCode: z.string().optional(),
  BARcodeImg: z.string().optional(),
});
export const repayChannelGroupSchema = z.object({
  reviewer: z.string().describe('Group title, e.g. bank or convenience store'),
  list: z.array(repayChannelSchema),
});
export type RepayChannel = z.infer<typeof repayChannelSchema>;
export type RepayChannelGroup = z.infer<typeof repayChannelGroupSchema>;

export const contractRecordSchema = z.object({
  userName: z.string(),
  productName: z.string(),
  amount: money,
  bankNo: z.string(),
  daiDate: isoDate.describe('Lender payment (disbursal) date'),
  planDate: isoDate.describe('Borrower repayment date'),
  contractAmount: money,
  commission: money,
  Interest: money,
  IVA: money,
  giveAmount: money.describe('Amount received by the borrower'),
  userAddress: z.string(),
  contractDate: isoDate,
  company: z.string(),
  termDays: z.number().int().positive(),
  periods: z
    .array(
      z.object({
        period: z.number().int().positive(),
        planDate: isoDate,
        principal: money,
        Interest: money,
        amount: money,
      }),
    )
    .describe('One row per period for instalment products; a single row otherwise'),
});
export type ContractRecord = z.infer<typeof contractRecordSchema>;
