import { DAY_MS, STAFF_AUDIT_ACTIONS, type StaffAuditAction } from '@loan/contract';

/** The page to return to after signing in: a console path only, never another site (`//evil`, `https:`). */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next;
}

/** Why a new password cannot be used yet, or undefined. */
export function passwordProblem(
  password: string,
  repeated: string,
  min: number,
): 'staff.passwordTooShort' | 'staff.passwordsDiffer' | undefined {
  if (password.length < min) return 'staff.passwordTooShort';
  if (password !== repeated) return 'staff.passwordsDiffer';
  return undefined;
}

/** `2026-11-26T10:00` (a datetime-local value, read in the given time zone) → the UTC instant, ISO 8601. */
export function localInputToInstant(value: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment: format the UTC guess in the zone and see how far it lands.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(asUtc));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(asUtc - (shown - asUtc)).toISOString();
}

const QUEUE_STATE_VALUES = ['open', 'replied', 'closed', 'all'] as const;
const QUEUE_CHANNEL_VALUES = ['app', 'phone', 'email', 'all'] as const;
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

/** The queue's filters from the page address (so a filtered queue can be bookmarked and shared). */
export function queueFilters(search: URLSearchParams): {
  state: (typeof QUEUE_STATE_VALUES)[number];
  channel: (typeof QUEUE_CHANNEL_VALUES)[number];
  type?: number;
} {
  const type = Number(search.get('type'));
  return {
    state: oneOf(QUEUE_STATE_VALUES, search.get('state'), 'open'),
    channel: oneOf(QUEUE_CHANNEL_VALUES, search.get('channel'), 'all'),
    ...(Number.isInteger(type) && type > 0 ? { type } : {}),
  };
}

/** An amount in minor units with its ISO currency (an unmatched payment may not be in the agent's currency). */
export function amountWithCurrency(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The audit log's filters from the page address; anything malformed is left out rather than refused. */
export function auditFilters(search: URLSearchParams): {
  agentId?: number;
  action?: StaffAuditAction;
  from?: string;
  to?: string;
} {
  const agentId = Number(search.get('agentId'));
  const action = STAFF_AUDIT_ACTIONS.find((a) => a === search.get('action'));
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    ...(Number.isInteger(agentId) && agentId > 0 ? { agentId } : {}),
    ...(action ? { action } : {}),
    ...(DAY_PATTERN.test(from) ? { from } : {}),
    ...(DAY_PATTERN.test(to) ? { to } : {}),
  };
}

/** An audit entry's change as `field: before → after` lines (only the fields that differ). */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  return keys
    .filter((key) => show(before?.[key]) !== show(after?.[key]))
    .map((key) => (before ? `${key}: ${show(before[key])} → ${show(after?.[key])}` : `${key}: ${show(after?.[key])}`))
    .join('\n');
}

/** Days a reconciliation looks back when none is chosen: a week covers a weekend's lost webhooks. */
export const RECONCILIATION_DEFAULT_DAYS = 7;

/** The day (YYYY-MM-DD, UTC) a reconciliation starts from: the chosen one when it is a date, else a week ago. */
export function reconciliationSince(chosen: string | null, now: Date): string {
  if (chosen && /^\d{4}-\d{2}-\d{2}$/.test(chosen) && !Number.isNaN(Date.parse(`${chosen}T00:00:00Z`))) return chosen;
  return new Date(now.getTime() - RECONCILIATION_DEFAULT_DAYS * DAY_MS).toISOString().slice(0, 10);
}
