import {
  type LendingMarketId,
  STAFF_CONSOLE_PATHS,
  STAFF_PASSWORD_LINK_MS,
  type StaffAgent,
  type StaffRole,
} from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { isoTime } from './iso.ts';
import { randomSecret, sha256Hex } from './secrets.ts';

export interface AgentRow {
  id: unknown;
  email: string;
  role: StaffRole;
  market: LendingMarketId;
  password_hash: string | null;
  disabled_at: unknown;
  last_sign_in_at: unknown;
  created_at: unknown;
}

export const AGENT_COLUMNS =
  'a.id, a.email, a.role, a.market, a.password_hash, a.disabled_at, a.last_sign_in_at, a.created_at';

export function agentView(row: AgentRow): StaffAgent {
  return {
    id: toSafeInt(row.id),
    email: row.email,
    role: row.role,
    market: row.market,
    state: row.disabled_at !== null ? 'disabled' : row.password_hash === null ? 'pending' : 'active',
    createdAt: isoTime(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : isoTime(row.last_sign_in_at),
  };
}

export async function findAgent(db: Queryable, id: number): Promise<AgentRow | undefined> {
  const [row] = await db.query<AgentRow & Record<string, unknown>>(
    `select ${AGENT_COLUMNS} from staff_agents a where a.id = $1`,
    [id],
  );
  return row;
}

export async function insertAgent(
  db: Queryable,
  agent: { email: string; role: StaffRole; market: LendingMarketId; passwordHash?: string },
): Promise<AgentRow | undefined> {
  const [row] = await db.query<AgentRow & Record<string, unknown>>(
    `insert into staff_agents as a (email, role, market, password_hash) values ($1, $2, $3, $4)
     on conflict (email) do nothing returning ${AGENT_COLUMNS}`,
    [agent.email, agent.role, agent.market, agent.passwordHash ?? null],
  );
  return row;
}

/**
 * A new one-time link to set the agent's password (24 hours); earlier unused links stop working. Answers the console
 * path with the secret in the fragment (never sent to a server, so never in a log); `origin` prefixes it when known.
 */
export async function issuePasswordLink(db: Queryable, agentId: number, origin = '') {
  const secret = randomSecret();
  await db.query('update staff_password_links set used_at = now() where agent_id = $1 and used_at is null', [agentId]);
  const [row] = await db.query<{ expires_at: unknown }>(
    `insert into staff_password_links (agent_id, token_hash, expires_at)
     values ($1, $2, now() + make_interval(secs => $3)) returning expires_at`,
    [agentId, sha256Hex(secret), STAFF_PASSWORD_LINK_MS / 1000],
  );
  return { link: `${origin}${STAFF_CONSOLE_PATHS.setPassword}#token=${secret}`, expiresAt: isoTime(row?.expires_at) };
}

/** Ends every session of an agent at once (disabled, or a new password); answers how many were live. */
export async function endSessions(db: Queryable, agentId: number): Promise<number> {
  const ended = await db.query(
    'update staff_sessions set revoked_at = now() where agent_id = $1 and revoked_at is null returning id',
    [agentId],
  );
  return ended.length;
}

/** Revokes every live API token of an agent (disabled): enabling the account later does not bring them back. */
export async function revokeTokens(db: Queryable, agentId: number): Promise<number> {
  const revoked = await db.query(
    'update staff_api_tokens set revoked_at = now() where agent_id = $1 and revoked_at is null returning id',
    [agentId],
  );
  return revoked.length;
}
