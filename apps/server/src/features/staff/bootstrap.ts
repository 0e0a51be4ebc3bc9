import type { LendingMarketId, StaffRole } from '@loan/contract';
import type { Database } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { insertAgent, issuePasswordLink } from './agents-store.ts';
import { writeAudit } from './audit.ts';
import { hashPassword } from './passwords.ts';

/** The demo's desk accounts (docs/demo.md): never created in production, where the seed does not run. */
export const DEMO_STAFF_PASSWORD = 'support-desk-demo';
export const DEMO_STAFF: readonly { email: string; role: StaffRole; market: LendingMarketId }[] = [
  { email: 'agent.mx@demo.test', role: 'agent', market: 'MX' },
  { email: 'agent.in@demo.test', role: 'agent', market: 'IN' },
  { email: 'admin@demo.test', role: 'admin', market: 'MX' },
];

/** One hash for every demo account and every test app of a process: scrypt is slow on purpose. */
let demoHash: Promise<string> | undefined;

export async function seedStaffDemo(db: Database): Promise<void> {
  demoHash ??= hashPassword(DEMO_STAFF_PASSWORD);
  const passwordHash = await demoHash;
  for (const agent of DEMO_STAFF) await insertAgent(db, { ...agent, passwordHash });
}

/**
 * `STAFF_FIRST_ADMIN=email:MX|IN`: while the desk has no admin, creates that one and answers the one-time link to set
 * its password (the server prints it once at start). Nothing happens once an admin exists.
 */
export async function bootstrapFirstAdmin(db: Database, spec: string): Promise<string | null> {
  const [email = '', market = ''] = spec.split(':');
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [724_020]);
    const admins = await tx.query("select 1 from staff_agents where role = 'admin' limit 1");
    if (admins.length > 0) return null;
    const row = await insertAgent(tx, { email: email.toLowerCase(), role: 'admin', market: market as LendingMarketId });
    // The e-mail belongs to an agent already: an admin promotes them by hand, never a setting.
    if (!row) return null;
    const id = toSafeInt(row.id);
    const { link, expiresAt } = await issuePasswordLink(tx, id);
    await writeAudit(tx, {
      agentId: id,
      agentEmail: row.email,
      action: 'agent-add',
      target: `agent:${id}`,
      after: { email: row.email, role: 'admin', market, from: 'STAFF_FIRST_ADMIN' },
      via: 'server',
    });
    return `${link} (expires ${expiresAt})`;
  });
}
