import type { StaffAuditAction } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';

export type AuditVia = 'session' | 'token' | 'link' | 'server';

export interface AuditEntry {
  agentId: number | null;
  agentEmail: string;
  action: StaffAuditAction;
  target?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string;
  via: AuditVia;
}

/**
 * Appends one row to the audit log, in the caller's transaction when it has one, so an action and its record commit
 * together. Nothing updates or deletes these rows: a trigger refuses it (migration 020).
 */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `insert into staff_audit_log (agent_id, agent_email, action, target, before, after, ip, via)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`,
    [
      entry.agentId,
      entry.agentEmail,
      entry.action,
      entry.target ?? '',
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
      entry.ip ?? '',
      entry.via,
    ],
  );
}
