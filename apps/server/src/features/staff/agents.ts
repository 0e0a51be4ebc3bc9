import { STAFF_AUDIT_ACTIONS, STAFF_ROUTES, type StaffAuditAction } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toSafeInt } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../http/failure.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  AGENT_COLUMNS,
  type AgentRow,
  agentView,
  endSessions,
  findAgent,
  insertAgent,
  issuePasswordLink,
  revokeTokens,
} from './agents-store.ts';
import { writeAudit } from './audit.ts';
import { type StaffPrincipal, staffOf } from './auth.ts';
import { isoTime } from './iso.ts';
import { STAFF } from './messages.ts';
import { confirmOwnPassword } from './reauth.ts';

/** Where the console is, as the caller reached it, so the one-time link opens on the same host. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const auditBy = (staff: StaffPrincipal, request: FastifyRequest) => ({
  agentId: staff.agent.id,
  agentEmail: staff.agent.email,
  ip: request.ip,
  via: staff.via,
});

const isAuditAction = (value: string): value is StaffAuditAction =>
  (STAFF_AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * Admins: the accounts (add, disable, enable, a new password link: console only, the admin's password typed again) and
 * the audit log.
 */
export async function agentRoutes(app: FastifyInstance) {
  registerCall(app, STAFF_ROUTES.agents, async () => {
    const rows = await app.db.query<AgentRow & Record<string, unknown>>(
      `select ${AGENT_COLUMNS} from staff_agents a order by a.email`,
    );
    return { agents: rows.map(agentView) };
  });

  registerCall(app, STAFF_ROUTES.addAgent, async (input, request) => {
    const staff = staffOf(request);
    await confirmOwnPassword(app, staff, input.password);
    return app.db.transaction(async (tx) => {
      const row = await insertAgent(tx, input);
      if (!row) throw conflict(STAFF.agentExists);
      const agent = agentView(row);
      const link = await issuePasswordLink(tx, agent.id, originOf(request));
      await writeAudit(tx, {
        ...auditBy(staff, request),
        action: 'agent-add',
        target: `agent:${agent.id}`,
        after: { email: agent.email, role: agent.role, market: agent.market },
      });
      return { agent, ...link };
    });
  });

  const setDisabled = async (request: FastifyRequest, id: number, disable: boolean, password: string) => {
    const staff = staffOf(request);
    if (disable && id === staff.agent.id) throw forbidden(STAFF.notYourself);
    await confirmOwnPassword(app, staff, password);
    return app.db.transaction(async (tx) => {
      const before = await findAgent(tx, id);
      if (!before) throw notFound(STAFF.agentNotFound);
      await tx.query(
        `update staff_agents set disabled_at = ${disable ? 'coalesce(disabled_at, now())' : 'null'} where id = $1`,
        [id],
      );
      // A disabled agent's sessions end and their API tokens are revoked: enabling them later brings back neither.
      const ended = disable ? await endSessions(tx, id) : 0;
      const revoked = disable ? await revokeTokens(tx, id) : 0;
      const after = await findAgent(tx, id);
      if (!after) throw notFound(STAFF.agentNotFound);
      await writeAudit(tx, {
        ...auditBy(staff, request),
        action: disable ? 'agent-disable' : 'agent-enable',
        target: `agent:${id}`,
        before: { state: agentView(before).state },
        after: { state: agentView(after).state, ...(disable ? { sessionsEnded: ended, tokensRevoked: revoked } : {}) },
      });
      return agentView(after);
    });
  };
  registerCall(app, STAFF_ROUTES.disableAgent, async (input, request, { params }) =>
    setDisabled(request, params.id, true, input.password),
  );
  registerCall(app, STAFF_ROUTES.enableAgent, async (input, request, { params }) =>
    setDisabled(request, params.id, false, input.password),
  );

  registerCall(app, STAFF_ROUTES.newPasswordLink, async (input, request, { params }) => {
    const staff = staffOf(request);
    await confirmOwnPassword(app, staff, input.password);
    return app.db.transaction(async (tx) => {
      const row = await findAgent(tx, params.id);
      if (!row) throw notFound(STAFF.agentNotFound);
      const link = await issuePasswordLink(tx, params.id, originOf(request));
      await writeAudit(tx, {
        ...auditBy(staff, request),
        action: 'password-link',
        target: `agent:${params.id}`,
        after: { expiresAt: link.expiresAt },
      });
      return { agent: agentView(row), ...link };
    });
  });

  registerCall(app, STAFF_ROUTES.audit, async (input) => {
    const rows = await app.db.query<Record<string, unknown>>(
      `select id, at, agent_id, agent_email, action, target, before, after, ip, via from staff_audit_log
        where ($1::bigint is null or agent_id = $1)
          and ($2::text is null or action = $2)
          and ($3::date is null or at >= $3::date)
          and ($4::date is null or at < $4::date + 1)
          and ($5::bigint is null or id < $5)
        order by id desc limit $6`,
      [
        input.agentId ?? null,
        input.action ?? null,
        input.from ?? null,
        input.to ?? null,
        input.before ?? null,
        input.limit,
      ],
    );
    const json = (value: unknown) =>
      value === null || value === undefined
        ? null
        : ((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>);
    return {
      entries: rows.flatMap((r) => {
        const action = String(r.action);
        if (!isAuditAction(action)) return [];
        return [
          {
            id: toSafeInt(r.id),
            at: isoTime(r.at),
            agentId: r.agent_id === null ? null : toSafeInt(r.agent_id),
            agentEmail: String(r.agent_email),
            action,
            target: String(r.target),
            before: json(r.before),
            after: json(r.after),
            ip: String(r.ip),
            via: String(r.via),
          },
        ];
      }),
    };
  });
}
