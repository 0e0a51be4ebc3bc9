import * as z from 'zod/mini';
import { STAFF_API_BASE } from './constants.ts';
import * as s from './schemas.ts';

/**
 * Who may call a staff route. `public`: anyone (sign-in, the password link; Origin still checked on POST);
 * `agent`: any signed-in agent or a personal API token; `admin`: an admin only. A token needs the scope `read` for a
 * GET and `work` for a POST (STAFF_TOKEN_SCOPES).
 */
export type StaffAccess = 'public' | 'agent' | 'admin';

export interface StaffRouteDef<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Req extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: 'GET' | 'POST';
  /** Below STAFF_API_BASE; `:id` / `:key` are path parameters. */
  readonly path: string;
  readonly access: StaffAccess;
  readonly params: Params;
  /** Query for GET, JSON body for POST. */
  readonly request: Req;
  /** The `data` of the `{ code: 0, success: true, message, data }` envelope (failures: `{ code, success: false, message }`). */
  readonly data: Data;
  /** Multipart upload (field `problemImage`) instead of a JSON body. */
  readonly multipart?: boolean;
  /** Answers bytes (an image), not an envelope. */
  readonly binary?: boolean;
  /** The console only: a personal API token is refused (sessions, tokens, passwords). */
  readonly sessionOnly?: boolean;
  readonly summary: string;
}

const route = <P extends z.ZodMiniType, R extends z.ZodMiniType, D extends z.ZodMiniType>(
  def: StaffRouteDef<P, R, D>,
) => def;

const none = s.staffEmpty;
const ok = z.object({});

/**
 * Every call of the staff API. The server registers exactly these; the console and scripts/staff.mjs call them.
 * Every POST made with the session cookie carries `x-csrf-token` (from `session` / `signIn`) and a same-site Origin.
 */
export const STAFF_ROUTES = {
  // Signing in -------------------------------------------------------------------------------------------------------
  session: route({
    method: 'GET',
    path: '/session',
    access: 'agent',
    sessionOnly: true,
    params: none,
    request: none,
    data: s.staffSessionSchema,
    summary: 'The signed-in agent and the CSRF token (401 without a live session)',
  }),
  signIn: route({
    method: 'POST',
    path: '/session/sign-in',
    access: 'public',
    params: none,
    request: s.signInRequest,
    data: s.staffSessionSchema,
    summary: 'Sign in with e-mail and password; sets the staff_session cookie. Locked 15 min after 5 wrong passwords',
  }),
  signOut: route({
    method: 'POST',
    path: '/session/sign-out',
    access: 'agent',
    sessionOnly: true,
    params: none,
    request: none,
    data: ok,
    summary: 'End this session',
  }),
  sessions: route({
    method: 'GET',
    path: '/sessions',
    access: 'agent',
    sessionOnly: true,
    params: none,
    request: none,
    data: z.object({ sessions: z.array(s.staffSessionRowSchema) }),
    summary: "The agent's own live sessions",
  }),
  revokeSession: route({
    method: 'POST',
    path: '/sessions/:id/revoke',
    access: 'agent',
    sessionOnly: true,
    params: s.staffIdParams,
    request: none,
    data: ok,
    summary: 'End one of the agent’s own sessions',
  }),
  checkPasswordLink: route({
    method: 'POST',
    path: '/password-link/check',
    access: 'public',
    params: none,
    request: s.passwordLinkCheckRequest,
    data: s.passwordLinkSchema,
    summary: 'Whose one-time password link this is and until when it works',
  }),
  setPassword: route({
    method: 'POST',
    path: '/password-link',
    access: 'public',
    params: none,
    request: s.setPasswordRequest,
    data: z.object({ email: z.string() }),
    summary: 'Set the password with a one-time link (12+ characters, not a common password); ends other sessions',
  }),

  // Complaints -------------------------------------------------------------------------------------------------------
  queue: route({
    method: 'GET',
    path: '/complaints',
    access: 'agent',
    params: none,
    request: s.queueQuery,
    data: s.queueSchema,
    summary: "Complaints of the agent's market, overdue first, then by answer-by date; with the overdue count",
  }),
  complaintTypes: route({
    method: 'GET',
    path: '/complaint-types',
    access: 'agent',
    params: none,
    request: none,
    data: z.object({ types: z.array(s.complaintTypeSchema) }),
    summary: 'Complaint types and sub-types, for the filters and for recording',
  }),
  complaint: route({
    method: 'GET',
    path: '/complaints/:id',
    access: 'agent',
    params: s.staffIdParams,
    request: none,
    data: s.complaintDetailSchema,
    summary:
      "A complaint of the agent's market: text, photos, order summary (with a repayment complaint's payment references and notifications, read only), history, answer-by date",
  }),
  recordComplaint: route({
    method: 'POST',
    path: '/complaints',
    access: 'agent',
    params: none,
    request: s.recordRequest,
    data: s.complaintChangedSchema,
    summary: "Record a complaint received by phone or e-mail (in the agent's market)",
  }),
  upload: route({
    method: 'POST',
    path: '/uploads',
    access: 'agent',
    multipart: true,
    params: none,
    request: none,
    data: z.object({ url: z.string() }),
    summary: 'Upload one reply photo (multipart field problemImage); pass its url to reply',
  }),
  reply: route({
    method: 'POST',
    path: '/complaints/:id/reply',
    access: 'agent',
    params: s.staffIdParams,
    request: s.replyRequest,
    data: s.complaintChangedSchema,
    summary: 'Answer a complaint with text and photos (and ask for a score unless askScore is false)',
  }),
  askScore: route({
    method: 'POST',
    path: '/complaints/:id/ask-score',
    access: 'agent',
    params: s.staffIdParams,
    request: none,
    data: s.complaintChangedSchema,
    summary: 'Ask the borrower to score the answer',
  }),
  close: route({
    method: 'POST',
    path: '/complaints/:id/close',
    access: 'agent',
    params: s.staffIdParams,
    request: s.closeRequest,
    data: s.complaintChangedSchema,
    summary: 'Close a complaint',
  }),
  photo: route({
    method: 'GET',
    path: '/photos/:key',
    access: 'agent',
    binary: true,
    params: s.staffPhotoParams,
    request: none,
    data: ok,
    summary: "A complaint photo (the image bytes), to staff of the complaint's market only",
  }),

  // Other lists ------------------------------------------------------------------------------------------------------
  contactMessages: route({
    method: 'GET',
    path: '/contact-messages',
    access: 'agent',
    params: none,
    request: s.contactQuery,
    data: z.object({ messages: z.array(s.contactMessageSchema) }),
    summary: "Messages from the public site's contact form of the agent's market, unhandled first",
  }),
  contactHandled: route({
    method: 'POST',
    path: '/contact-messages/:id/handled',
    access: 'agent',
    params: s.staffIdParams,
    request: none,
    data: ok,
    summary: 'Mark a contact message handled',
  }),
  surplusRefunds: route({
    method: 'GET',
    path: '/surplus-refunds',
    access: 'agent',
    params: none,
    request: s.refundsQuery,
    data: z.object({ refunds: z.array(s.surplusRefundSchema) }),
    summary: 'Money received above what an order owed, to pay back (oldest first)',
  }),
  refunded: route({
    method: 'POST',
    path: '/surplus-refunds/:id/refunded',
    access: 'agent',
    params: s.staffIdParams,
    request: s.refundedRequest,
    data: ok,
    summary: 'Mark a surplus paid back, saying how',
  }),
  unmatchedPayments: route({
    method: 'GET',
    path: '/unmatched-payments',
    access: 'agent',
    params: none,
    request: none,
    data: z.object({ payments: z.array(s.unmatchedPaymentSchema) }),
    summary: 'Payment notifications no reference of ours matched, and money a provider holds that no payment took',
  }),
  paymentReversals: route({
    method: 'GET',
    path: '/payment-reversals',
    access: 'agent',
    params: none,
    request: none,
    data: z.object({ reversals: z.array(s.paymentReversalSchema) }),
    summary: "Providers' refunds and chargebacks of applied payments, and what each re-opened (newest first)",
  }),
  reconciliation: route({
    method: 'GET',
    path: '/payments/reconciliation',
    access: 'agent',
    params: none,
    request: s.reconciliationQuery,
    data: s.reconciliationSchema,
    summary: "Each payment provider's successful payments since a day against what was applied here (applies nothing)",
  }),
  smsFailed: route({
    method: 'GET',
    path: '/sms-failed',
    access: 'agent',
    params: none,
    request: none,
    data: z.object({ messages: z.array(s.failedSmsSchema) }),
    summary: 'SMS no provider took, or whose receipt said undelivered, newest first',
  }),
  traffic: route({
    method: 'GET',
    path: '/promotion/traffic',
    access: 'agent',
    params: none,
    request: s.staffTrafficQuery,
    data: z.object({ rows: z.array(s.trafficRowSchema) }),
    summary: 'Landing visits and apply clicks per page_id and utm_tag',
  }),
  smsBudget: route({
    method: 'GET',
    path: '/promotion/sms-budget',
    access: 'agent',
    params: none,
    request: none,
    data: s.smsBudgetSchema,
    summary: 'Registration codes sent in the last 24 hours against the daily budget',
  }),

  // Personal API tokens ----------------------------------------------------------------------------------------------
  tokens: route({
    method: 'GET',
    path: '/tokens',
    access: 'agent',
    sessionOnly: true,
    params: none,
    request: none,
    data: z.object({ tokens: z.array(s.apiTokenSchema) }),
    summary: "The agent's personal API tokens",
  }),
  createToken: route({
    method: 'POST',
    path: '/tokens',
    access: 'agent',
    sessionOnly: true,
    params: none,
    request: s.createTokenRequest,
    data: s.createdTokenSchema,
    summary: 'Create a personal API token for scripts; its secret is shown once',
  }),
  revokeToken: route({
    method: 'POST',
    path: '/tokens/:id/revoke',
    access: 'agent',
    sessionOnly: true,
    params: s.staffIdParams,
    request: none,
    data: ok,
    summary: 'Revoke one of the agent’s own API tokens',
  }),

  // Admin ------------------------------------------------------------------------------------------------------------
  agents: route({
    method: 'GET',
    path: '/agents',
    access: 'admin',
    params: none,
    request: none,
    data: z.object({ agents: z.array(s.staffAgentSchema) }),
    summary: 'Every agent and admin',
  }),
  addAgent: route({
    method: 'POST',
    path: '/agents',
    access: 'admin',
    sessionOnly: true,
    params: none,
    request: s.addAgentRequest,
    data: s.passwordLinkIssuedSchema,
    summary:
      "Create an account (the admin's password typed again); answers the one-time link to set its password (24 h)",
  }),
  disableAgent: route({
    method: 'POST',
    path: '/agents/:id/disable',
    access: 'admin',
    sessionOnly: true,
    params: s.staffIdParams,
    request: s.staffReauthRequest,
    data: s.staffAgentSchema,
    summary: 'Disable an agent (the admin’s password typed again): their sessions end and their API tokens are revoked',
  }),
  enableAgent: route({
    method: 'POST',
    path: '/agents/:id/enable',
    access: 'admin',
    sessionOnly: true,
    params: s.staffIdParams,
    request: s.staffReauthRequest,
    data: s.staffAgentSchema,
    summary: 'Enable a disabled agent again (the admin’s password typed again); revoked tokens stay revoked',
  }),
  newPasswordLink: route({
    method: 'POST',
    path: '/agents/:id/password-link',
    access: 'admin',
    sessionOnly: true,
    params: s.staffIdParams,
    request: s.staffReauthRequest,
    data: s.passwordLinkIssuedSchema,
    summary: 'A new one-time link to set the password (earlier links stop working)',
  }),
  paymentAccounts: route({
    method: 'GET',
    path: '/payment-accounts',
    access: 'admin',
    params: none,
    request: none,
    data: z.object({ accounts: z.array(s.paymentAccountSchema) }),
    summary: "The house payment channels of the admin's market and the accounts they collect into (null: not set yet)",
  }),
  setPaymentAccount: route({
    method: 'POST',
    path: '/payment-accounts/:payCode',
    access: 'admin',
    sessionOnly: true,
    params: s.paymentAccountParams,
    request: s.setPaymentAccountRequest,
    data: s.paymentAccountSchema,
    summary:
      "Set the account a house payment channel of the admin's market collects into (the admin's password typed again)",
  }),
  audit: route({
    method: 'GET',
    path: '/audit',
    access: 'admin',
    params: none,
    request: s.auditQuery,
    data: z.object({ entries: z.array(s.auditEntrySchema) }),
    summary: 'The append-only audit log, newest first, filtered by agent, action and days',
  }),
} as const;

export type StaffRouteName = keyof typeof STAFF_ROUTES;
export type StaffRequest<N extends StaffRouteName> = z.input<(typeof STAFF_ROUTES)[N]['request']>;
export type StaffData<N extends StaffRouteName> = z.output<(typeof STAFF_ROUTES)[N]['data']>;

/** The full URL path of a staff route: `staffPath('complaint', { id: 12 })` → `/staff/api/complaints/12`. */
export function staffPath(name: StaffRouteName, params: Record<string, string | number> = {}): string {
  const path = STAFF_ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`staffPath(${name}): missing ${key}`);
    return encodeURIComponent(String(value));
  });
  return STAFF_API_BASE + path;
}
