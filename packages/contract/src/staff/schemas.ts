import * as z from 'zod/mini';
import { COMPLAINT_IMAGES_MAX, COMPLAINT_TEXT_MAX } from '../constants.ts';
import { boundedString, idParam, intParam, isoDate, money } from '../entities.ts';
import { LENDING_MARKET_IDS, PAYMENT_PROVIDER_IDS } from '../market.ts';
import { UNMATCHED_LIST_REASONS, UNMATCHED_REASONS } from '../payment-notification.ts';
import {
  COMPLAINT_HISTORY_EVENTS,
  HOUSE_ACCOUNT_KINDS,
  STAFF_AUDIT_ACTIONS,
  STAFF_AUDIT_PAGE_MAX,
  STAFF_NOTE_MAX,
  STAFF_PASSWORD_MAX,
  STAFF_REPLY_TEXT_MAX,
  STAFF_ROLES,
  STAFF_TOKEN_SCOPES,
} from './constants.ts';

/** An ISO 8601 instant as the server writes it (`2026-11-26T03:00:00.000Z`). */
export const isoInstant = z.string().check(z.describe('ISO 8601 instant, UTC'));

export const staffEmail = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254),
    z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'expected an e-mail address'),
  );
export const staffRole = z.enum(STAFF_ROLES);
/** The markets an agent works for: the lending markets. */
export const staffMarket = z.enum(LENDING_MARKET_IDS);
const password = z.string().check(z.maxLength(STAFF_PASSWORD_MAX));
const note = z.string().check(z.trim(), z.minLength(1), z.maxLength(STAFF_NOTE_MAX));
/** The one-time link's secret (base64url). */
const linkToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'not a password link'));

export const staffAgentSchema = z.object({
  id: z.int(),
  email: z.string(),
  role: staffRole,
  market: staffMarket,
  /** `pending`: the password was never set (the link is still to be used). */
  state: z.enum(['active', 'pending', 'disabled']),
  createdAt: isoInstant,
  lastSignInAt: z.nullable(isoInstant),
});
export type StaffAgent = z.infer<typeof staffAgentSchema>;

/** The signed-in agent and the CSRF token the console sends back in `x-csrf-token` on every change. */
export const staffSessionSchema = z.object({
  agent: staffAgentSchema,
  csrfToken: z.string(),
  /** When the session ends if idle; each call pushes it on. */
  idleExpiresAt: isoInstant,
});

export const signInRequest = z.object({ email: staffEmail, password });
export const setPasswordRequest = z.object({ token: linkToken, password });
export const passwordLinkCheckRequest = z.object({ token: linkToken });
export const passwordLinkSchema = z.object({ email: z.string(), expiresAt: isoInstant });

export const staffSessionRowSchema = z.object({
  id: z.int(),
  createdAt: isoInstant,
  lastSeenAt: isoInstant,
  ip: z.string(),
  userAgent: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});

// Complaints ------------------------------------------------------------------------------------------------------

export const complaintStateSchema = z.enum(['open', 'replied', 'closed']);
export const complaintChannelSchema = z.enum(['app', 'phone', 'email']);

export const queueQuery = z.object({
  state: z._default(z.enum(['open', 'replied', 'closed', 'all']), 'open'),
  channel: z._default(z.enum(['app', 'phone', 'email', 'all']), 'all'),
  /** A complaint type (its value in `complaint-types`); sub-types match their parent's filter too. */
  type: z.optional(intParam),
});

export const complaintSummarySchema = z.object({
  id: z.int(),
  borrowerId: z.int(),
  market: staffMarket,
  /** Empty when the complaint names no order. */
  orderNo: z.string(),
  typeId: z.int(),
  type: z.string(),
  subType: z.string(),
  content: z.string(),
  state: complaintStateSchema,
  channel: complaintChannelSchema,
  receivedAt: isoInstant,
  /** The answer-by date and time. */
  responseDueAt: isoInstant,
  overdue: z.boolean(),
  /** Whole days left to answer (negative: whole days late). */
  daysLeft: z.int(),
  score: z.nullable(z.int()),
  scoreRequested: z.boolean(),
});
export type StaffComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const queueSchema = z.object({
  /** Open complaints of the agent's market past their answer-by time, whatever the filters. */
  overdueCount: z.int(),
  complaints: z.array(complaintSummarySchema),
});

export const complaintHistoryEntrySchema = z.object({
  at: isoInstant,
  /** The borrower's steps (`received`, `scored`) or the staff action taken. */
  event: z.enum(COMPLAINT_HISTORY_EVENTS),
  /** The agent's e-mail, empty for the borrower's own steps. */
  by: z.string(),
  text: z.string(),
});

export const complaintOrderSchema = z.object({
  orderNo: z.string(),
  productName: z.string(),
  /** The order's status, worded in the agent's language. */
  status: z.string(),
  amount: money,
  /** Loan date and due date, `YYYY-MM-DD`. */
  loanDate: z.nullable(isoDate),
  dueDate: z.nullable(isoDate),
  owed: money,
  paid: money,
});

/** One payment reference issued for the complaint's order, in the order's currency. */
export const complaintPaymentReferenceSchema = z.object({
  /** Our reference: the key every settlement goes by. */
  reference: z.string(),
  /** The channel's pay code (`OXXO`, `SPEI`, `UPI`, `NEFT`). */
  channel: z.string(),
  /** What the payer keys in when it is not the reference: a provider's voucher number, a CLABE, an account number. */
  voucher: z.nullable(z.string()),
  purpose: z.enum(['repay', 'extension', 'cooling-off']),
  amount: money,
  /**
   * `retired`: no longer accepted, because a newer reference replaced it or what was due changed (paid, extended or
   * cooled off another way); `expired`: past its expiry, never paid.
   */
  status: z.enum(['paid', 'open', 'expired', 'retired']),
  issuedAt: isoInstant,
  expiresAt: isoInstant,
  paidAt: z.nullable(isoInstant),
  /** Who collects it: `house` (our own format), `stripe`, `razorpay`. */
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  /** The provider's object (pi_…, qr_…, va_…); null for the house's references. */
  providerRef: z.nullable(z.string()),
});

/** What every desk list shows of a payment notification. */
export const paymentNotificationFields = z.object({
  id: z.int(),
  eventId: z.string(),
  reference: z.string(),
  amount: money,
  /** The notification's own currency: an unmatched one may not be its order's. */
  currency: z.string(),
  channel: z.string(),
  paidAt: isoInstant,
  receivedAt: isoInstant,
});

/**
 * A payment notification that concerns the order: `applied` to one of its references; `same-reference`, unmatched but
 * naming one of them (wrong amount or currency, already paid); `same-amount`, unmatched, naming no reference of ours,
 * with the amount and currency of one of the order's references, paid around the complaint's date.
 */
export const complaintPaymentNotificationSchema = z.extend(paymentNotificationFields, {
  link: z.enum(['applied', 'same-reference', 'same-amount']),
  /** Why it was not applied; null when applied. */
  reason: z.nullable(z.enum(UNMATCHED_REASONS)),
});

/** A repayment complaint's money trail. Read only: nothing is applied from the desk. */
export const complaintPaymentsSchema = z.object({
  /** The order's currency (ISO 4217), the one every reference's amount is in. */
  currency: z.string(),
  references: z.array(complaintPaymentReferenceSchema),
  notifications: z.array(complaintPaymentNotificationSchema),
});

export const complaintDetailSchema = z.object({
  complaint: complaintSummarySchema,
  borrower: z.object({ id: z.int(), name: z.string(), phone: z.string() }),
  /** The borrower's photos: URLs below `/staff/api/photos/`, served to signed-in staff of the market only. */
  photos: z.array(z.string()),
  reply: z.object({ text: z.string(), photos: z.array(z.string()), at: z.nullable(isoInstant) }),
  order: z.nullable(complaintOrderSchema),
  /** Only for a repayment complaint (REPAYMENT_PROBLEM_TYPE, or a sub-type of it) that names an order. */
  payments: z.nullable(complaintPaymentsSchema),
  history: z.array(complaintHistoryEntrySchema),
});

export const complaintTypeSchema = z.object({ value: z.int(), title: z.string(), parent: z.nullable(z.int()) });

export const replyRequest = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(STAFF_REPLY_TEXT_MAX)),
  /** URLs answered by `upload`. */
  images: z._default(z.array(boundedString(300)).check(z.maxLength(COMPLAINT_IMAGES_MAX)), []),
  askScore: z._default(z.boolean(), true),
});
export const closeRequest = z.object({ note: z._default(z.string().check(z.trim(), z.maxLength(STAFF_NOTE_MAX)), '') });

/** A complaint received by phone or e-mail: recorded so its deadline is tracked like the app's (in the agent's market). */
export const recordRequest = z.object({
  borrowerId: idParam,
  channel: z.enum(['phone', 'email']),
  problemType: idParam,
  problemSonType: z.optional(idParam),
  detail: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMPLAINT_TEXT_MAX)),
  orderNo: z._default(boundedString(64), ''),
  /** When the call or e-mail came in (ISO 8601, not in the future); the deadline counts from then. Defaults to now. */
  receivedAt: z.optional(
    z.string().check(
      z.refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), 'receivedAt: an ISO 8601 time'),
      z.refine((v) => Date.parse(v) <= Date.now(), 'receivedAt: not in the future'),
    ),
  ),
});

export const complaintChangedSchema = z.object({ id: z.int(), state: complaintStateSchema });

// Other lists ------------------------------------------------------------------------------------------------------

export const contactQuery = z.object({ state: z._default(z.enum(['unhandled', 'handled', 'all']), 'unhandled') });
export const contactMessageSchema = z.object({
  id: z.int(),
  market: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  receivedAt: isoInstant,
  handledAt: z.nullable(isoInstant),
  handledBy: z.string(),
});

export const refundsQuery = z.object({ state: z._default(z.enum(['owed', 'refunded', 'all']), 'owed') });
export const surplusRefundSchema = z.object({
  id: z.int(),
  orderNo: z.string(),
  borrowerId: z.int(),
  borrowerName: z.string(),
  phone: z.string(),
  amount: money,
  received: money,
  reference: z.string(),
  state: z.enum(['owed', 'refunded']),
  receivedAt: isoInstant,
  refundedAt: z.nullable(isoInstant),
  note: z.string(),
});
export const refundedRequest = z.object({ note });

export const unmatchedPaymentSchema = z.extend(paymentNotificationFields, { reason: z.enum(UNMATCHED_LIST_REASONS) });

/** A provider's refund or chargeback of a payment we applied: what it re-opened on the loan, for a person to follow. */
export const paymentReversalSchema = z.object({
  id: z.int(),
  provider: z.string(),
  reversalId: z.string(),
  reason: z.enum(['refund', 'chargeback']),
  orderId: z.int(),
  reference: z.string(),
  /** Reversed so far under this id. */
  amount: money,
  /** Of it, what is owed on the loan again, and what paid back the surplus owed on that payment. */
  reopened: money,
  surplusReversed: money,
  currency: z.string(),
  reversedAt: isoInstant,
});

/** Reconciliation from a day (UTC midnight) on. */
export const reconciliationQuery = z.object({
  since: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')),
});

/**
 * One difference between a provider's successful payments and what was applied here: `not-received` (the provider
 * took it, no webhook of it was recorded), `not-applied` (recorded, kept unmatched for `reason`), `amount-differs`,
 * `not-at-provider` (applied here, absent from the provider's list).
 */
export const reconciliationDifferenceSchema = z.object({
  kind: z.enum(['not-received', 'not-applied', 'amount-differs', 'not-at-provider']),
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  paymentId: z.string(),
  reference: z.nullable(z.string()),
  providerAmount: z.nullable(money),
  appliedAmount: z.nullable(money),
  currency: z.string(),
  paidAt: z.nullable(isoInstant),
  /** Why a `not-applied` payment was kept unmatched (a code the console words); null for the other kinds. */
  reason: z.nullable(z.enum(UNMATCHED_REASONS)),
});

export const reconciliationSchema = z.object({
  since: z.string(),
  /** The providers compared (the desk's markets' ones) and how many successful payments each listed. */
  providers: z.array(z.object({ provider: z.enum(PAYMENT_PROVIDER_IDS), market: z.string(), payments: z.int() })),
  differences: z.array(reconciliationDifferenceSchema),
});

/**
 * An SMS that did not reach its phone: `failed` (no provider took it after every retry) or `undelivered` (the provider
 * took it, `providerMessageId`, and its receipt said the carrier did not deliver it, with the provider's `error` code).
 */
export const failedSmsSchema = z.object({
  id: z.int(),
  recipient: z.string(),
  purpose: z.string(),
  market: z.string(),
  state: z.enum(['failed', 'undelivered']),
  provider: z.string(),
  providerMessageId: z.nullable(z.string()),
  attempts: z.int(),
  error: z.string(),
  queuedAt: isoInstant,
  failedAt: isoInstant,
});

export const staffTrafficQuery = z.object({
  page_id: z.optional(boundedString(64)),
  utm_tag: z.optional(boundedString(64)),
});
export const trafficRowSchema = z.object({
  pageId: z.string(),
  utmTag: z.string(),
  visits: z.int(),
  applyClicks: z.int(),
});
export const smsBudgetSchema = z.object({ budget: z.int(), sent: z.int(), overBudget: z.int() });

// Agents, tokens, audit (admin and self) ---------------------------------------------------------------------------

/** An account change: the admin's own password, checked again (a stolen session cookie alone cannot manage accounts). */
export const staffReauthRequest = z.object({ password });
export const addAgentRequest = z.object({ email: staffEmail, role: staffRole, market: staffMarket, password });
/** The one-time link to set a password, shown once to the admin who created it. */
export const passwordLinkIssuedSchema = z.object({ agent: staffAgentSchema, link: z.string(), expiresAt: isoInstant });

/** A house payment channel of the admin's market and the account it collects into (null: not set yet). */
export const paymentAccountSchema = z.object({
  payCode: z.string(),
  channel: z.string(),
  kind: z.enum(HOUSE_ACCOUNT_KINDS),
  value: z.nullable(z.string()),
});
export const paymentAccountParams = z.object({ payCode: z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/)) });
/** The new account (checked against the channel's kind, HOUSE_ACCOUNT_FORMATS) and the admin's password again. */
export const setPaymentAccountRequest = z.object({
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
  password,
});

const tokenScopes = z.array(z.enum(STAFF_TOKEN_SCOPES)).check(z.minLength(1), z.maxLength(STAFF_TOKEN_SCOPES.length));
/** `scopes` defaults to both: the token reads and works the desk as its agent. */
export const createTokenRequest = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  scopes: z.optional(tokenScopes),
});
export const apiTokenSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** The first characters, so the owner recognises it (`sdt_ab12…`). */
  hint: z.string(),
  scopes: tokenScopes,
  createdAt: isoInstant,
  lastUsedAt: z.nullable(isoInstant),
  revokedAt: z.nullable(isoInstant),
});
/** `secret` is shown this once and never again (the server keeps only its SHA-256). */
export const createdTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });

export const auditQuery = z.object({
  agentId: z.optional(idParam),
  action: z.optional(z.enum(STAFF_AUDIT_ACTIONS)),
  /** Inclusive days, `YYYY-MM-DD` (UTC). */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  /** Rows older than this id (the previous page's last `id`). */
  before: z.optional(idParam),
  limit: z._default(z.pipe(intParam, z.int().check(z.positive(), z.lte(STAFF_AUDIT_PAGE_MAX))), STAFF_AUDIT_PAGE_MAX),
});
export const auditEntrySchema = z.object({
  id: z.int(),
  at: isoInstant,
  /** Null for a failed sign-in of an unknown e-mail. */
  agentId: z.nullable(z.int()),
  agentEmail: z.string(),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  /** What was acted on (`complaint:12`, `agent:3`, `token:5`). */
  target: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  ip: z.string(),
  /** `session` (console) or `token` (personal API token). */
  via: z.string(),
});

export const staffIdParams = z.object({ id: idParam });
export const staffPhotoParams = z.object({ key: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,200}$/)) });
export const staffEmpty = z.object({});
