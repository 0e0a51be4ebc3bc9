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
 * Records that a staff member was shown personal data (a borrower's name and phone, a visitor's e-mail): the list or
 * record read (`target`, e.g. `list:surplus-refunds`, `borrower:1001`) and how many people's data it held. Reading is
 * audited like changing, so a desk account used to harvest borrowers leaves a trail.
 */
export async function auditPersonalRead(
  db: Queryable,
  staff: { agent: { id: number; email: string }; via: Extract<AuditVia, 'session' | 'token'> },
  ip: string,
  target: string,
  shown: Record<string, unknown>,
): Promise<void> {
  await writeAudit(db, {
    agentId: staff.agent.id,
    agentEmail: staff.agent.email,
    action: 'personal-data-read',
    target,
    after: shown,
    ip,
    via: staff.via,
  });
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
