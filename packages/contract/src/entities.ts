import * as z from 'zod/mini';

/*
 * The contract is written with zod's small build (`zod/mini`): the web app ships these schemas to every screen,
 * and the full build costs ~20 KB gzip more on a cheap phone. The server uses the very same schemas.
 */

/** Integer minor units (centavos, paise). `123456` is shown as `$1,234.56` in Mexico (money.ts). Never a float. */
export const money = z.int().check(z.nonnegative(), z.describe('Integer minor units (123456 = 1,234.56)'));
/** `YYYY-MM-DD` */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'));
export const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * An integer as a client sends it: plain decimal text from a query or form (`"100"`, `"-3"`) or a JSON integer. Never
 * what `Number()` would also read: `true`, `""`, `" 100"`, `"0x64"`, `"1e2"`, `"100.0"`. Every integer input of
 * the contract (amounts, ids, types, flags) is this schema piped into its own checks.
 */
export const integerInput = z.pipe(
  z.union([z.string().check(z.regex(/^-?\d{1,16}$/, 'expected a plain decimal integer')), z.int()]),
  z.transform((value: string | number) => Number(value)),
);
/** The largest value of a PostgreSQL `int` column (types, templates, counts); larger input is refused, not a 500. */
const INT_COLUMN_MAX = 2_147_483_647;
/** Small integers (types, template ids, counts, units) that arrive as query or form strings. */
export const intParam = z.pipe(integerInput, z.int().check(z.gte(-INT_COLUMN_MAX), z.lte(INT_COLUMN_MAX)));
export const positiveIntParam = z.pipe(integerInput, z.int().check(z.positive(), z.lte(INT_COLUMN_MAX)));
/** Numeric ids (`bigint` columns: orders, complaints, records) arrive as query / form strings. */
export const idParam = z.pipe(integerInput, z.int().check(z.positive()));
export const moneyParam = z.pipe(integerInput, z.int().check(z.nonnegative(), z.lte(1e13)));
export const flagParam = z.pipe(integerInput, flag);
export const boundedString = (max: number) => z.string().check(z.maxLength(max));

export const titleValueSchema = z.object({ title: z.string(), value: z.string() });
export type TitleValue = z.infer<typeof titleValueSchema>;

export const optionSchema = z.object({ title: z.string(), value: z.int() });
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
  /** The loan amount, so the borrower recognises the order; formatted by the screen. */
  amount: money,
  list: z.array(titleValueSchema),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

/** NEFT / IMPS / RTGS: the account to transfer to (its number is the reference, or a provider's account) and its IFSC. */
export const bankAccountSchema = z.object({
  number: z.string(),
  ifsc: z.string().check(z.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/)),
});

/**
 * A bank transfer that arrived in part: the provider holds what arrived until the rest does (nothing is paid before),
 * so the borrower sends `remaining` to the same account.
 */
export const transferReceivedSchema = z.object({ received: money, remaining: money });

/** UPI: the payee VPA and the `upi://pay?…` link any UPI app opens (shown as a link and a QR code). */
export const upiRequestSchema = z.object({ vpa: z.string(), link: z.string().check(z.regex(/^upi:\/\/pay\?/)) });

export const repayChannelSchema = z.object({
  logo: z.string(),
  desc: z.string(),
  payCode: z.string(),
  /**
   * The channel's live reference for this amount, when the borrower already asked for one (`channel-reference`);
   * reading the plan never makes one. Absent: the screen asks for it once the channel is on screen.
   */
  vCode: z.optional(z.string()),
  BARcodeImg: z.optional(z.string()),
  /** SPEI: the 18-digit CLABE to transfer to (ours or a provider's; a SPEI transfer needs an account, not a code). */
  clabe: z.optional(z.string().check(z.regex(/^\d{18}$/))),
  /** What else the code's maker answered, shown on the card as on the instructions: the account and IFSC, */
  bankAccount: z.optional(bankAccountSchema),
  /** the UPI request, */
  upi: z.optional(upiRequestSchema),
  /** the provider's hosted page for the voucher (Stripe's printable OXXO voucher), */
  hostedUrl: z.optional(z.string()),
  /** for a store voucher, until when the store takes it (ISO 8601 instant, UTC), */
  expiresAt: z.optional(z.string()),
  /** and what of a bank transfer has arrived so far. */
  transferReceived: z.optional(transferReceivedSchema),
});
export const repayChannelGroupSchema = z.object({
  reviewer: z.string().check(z.describe('Group title, e.g. bank or convenience store')),
  list: z.array(repayChannelSchema),
});
export type RepayChannel = z.infer<typeof repayChannelSchema>;
export type RepayChannelGroup = z.infer<typeof repayChannelGroupSchema>;

export const contractRecordSchema = z.object({
  userName: z.string(),
  productName: z.string(),
  amount: money,
  bankNo: z.string(),
  daiDate: isoDate.check(z.describe('Lender payment (disbursal) date')),
  planDate: isoDate.check(z.describe('Borrower repayment date')),
  contractAmount: money,
  commission: money,
  Interest: money,
  IVA: money,
  giveAmount: money.check(z.describe('Amount received by the borrower')),
  userAddress: z.string(),
  contractDate: isoDate,
  company: z.string(),
  termDays: z.int().check(z.positive()),
  periods: z
    .array(
      z.object({
        period: z.int().check(z.positive()),
        planDate: isoDate,
        principal: money,
        Interest: money,
        amount: money,
      }),
    )
    .check(z.describe('One row per period for instalment products; a single row otherwise')),
});
export type ContractRecord = z.infer<typeof contractRecordSchema>;
