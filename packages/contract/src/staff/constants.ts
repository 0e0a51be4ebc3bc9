/**
 * The support desk's fixed figures and names: the one place they are written; the server and the staff console
 * import them from here.
 */

/** Every staff call lives below this path; the console is served at `/staff`. */
export const STAFF_API_BASE = '/staff/api';
/**
 * Console pages the server links to. The one-time link is `<origin>/staff/set-password#token=<secret>`: the secret
 * rides in the fragment, so it never reaches a log or a Referer; the page sends it to `checkPasswordLink`.
 */
export const STAFF_CONSOLE_PATHS = { home: '/staff', setPassword: '/staff/set-password' } as const;
/** The staff session cookie (HttpOnly, SameSite=Strict, Secure outside a local demo, path `/staff`). */
export const STAFF_SESSION_COOKIE = 'staff_session';
/** Header carrying the session's CSRF token on every change (POST) made with the session cookie. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';
/** Personal API tokens start with this, so a leaked one is recognisable (and never mistaken for a borrower's). */
export const STAFF_API_TOKEN_PREFIX = 'sdt_';
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 200;
/** A session ends after this long without a call. */
export const STAFF_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** Wrong passwords in a row that lock an account's sign-in, and for how long. */
export const STAFF_LOCKOUT_FAILURES = 5;
export const STAFF_LOCKOUT_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins from one address in the lockout window before it is slowed down: each further attempt must wait
 * twice as long as the last (from STAFF_IP_DELAY_BASE_MS up to STAFF_IP_DELAY_MAX_MS) after its latest failure.
 */
export const STAFF_IP_FREE_FAILURES = 10;
export const STAFF_IP_DELAY_BASE_MS = 1000;
export const STAFF_IP_DELAY_MAX_MS = 60_000;
/**
 * Staff API calls one address may have refused (no valid session or token, a failed CSRF check) in a sliding minute;
 * past it, that address is answered 429 without any credential being looked up.
 */
export const STAFF_REFUSED_PER_IP_PER_MINUTE = 30;
/** The one-time link to set a password lasts this long. */
export const STAFF_PASSWORD_LINK_MS = 24 * 60 * 60 * 1000;
/** Agents write longer answers than borrowers' 200-character complaints. */
export const STAFF_REPLY_TEXT_MAX = 2000;
export const STAFF_NOTE_MAX = 500;
/**
 * A repayment complaint lists the unmatched payment notifications that name none of our references but carry the amount
 * and currency of one of its order's, paid from this many days before the complaint came in to this many after
 * (docs/decisions/0061-a-repayment-complaint-s-money-trail-in-the.md); at most `..._MAX` of them, the newest first.
 */
export const COMPLAINT_PAYMENT_DAYS_BEFORE = 14;
export const COMPLAINT_PAYMENT_DAYS_AFTER = 2;
export const COMPLAINT_PAYMENT_CANDIDATES_MAX = 20;
/** Rows of one audit-log page. */
export const STAFF_AUDIT_PAGE_MAX = 200;

/**
 * What a personal API token may do: `read` the desk's lists (GET calls), `work` them (the changes: answer, close,
 * record, mark handled or paid back). A token never manages accounts, tokens, sessions or passwords: those need the
 * console, and account changes the admin's password typed again.
 */
export const STAFF_TOKEN_SCOPES = ['read', 'work'] as const;
export type StaffTokenScope = (typeof STAFF_TOKEN_SCOPES)[number];

export const STAFF_ROLES = ['agent', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every action the audit log records. */
export const STAFF_AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'session-revoke',
  'password-set',
  'agent-add',
  'agent-disable',
  'agent-enable',
  'password-link',
  'token-create',
  'token-revoke',
  'complaint-reply',
  'complaint-score-request',
  'complaint-close',
  'complaint-record',
  'contact-handled',
  'refund-paid-back',
  /** An admin set the account a house payment channel of their market collects into (UPI payee, IFSC, CLABE prefix). */
  'payment-account-set',
  /** An agent was shown borrowers' or visitors' personal data (names, phones, e-mails): which list or record. */
  'personal-data-read',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];
/** A complaint's history: the borrower's own steps, then every staff action on it. */
export const COMPLAINT_HISTORY_EVENTS = ['received', 'scored', ...STAFF_AUDIT_ACTIONS] as const;
export type ComplaintHistoryEvent = (typeof COMPLAINT_HISTORY_EVENTS)[number];

/**
 * The lender's own accounts its house payment channels collect into, one kind per channel: SPEI's CLABE bank and plaza
 * (6 digits), UPI's payee VPA, NEFT / IMPS's IFSC. Set by an admin in the console; none in a fresh production database.
 */
export const HOUSE_ACCOUNT_FORMATS = {
  clabePrefix: /^\d{6}$/,
  upiVpa: /^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9.-]{1,63}$/,
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
} as const satisfies Record<string, RegExp>;
export type HouseAccountKind = keyof typeof HOUSE_ACCOUNT_FORMATS;
export const HOUSE_ACCOUNT_KINDS = Object.keys(HOUSE_ACCOUNT_FORMATS) as HouseAccountKind[];
