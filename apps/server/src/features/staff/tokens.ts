import { STAFF_API_TOKEN_PREFIX, STAFF_ROUTES, STAFF_TOKEN_SCOPES } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { toSafeInt } from '../../db/database.ts';
import { notFound } from '../../http/failure.ts';
import { registerCall } from '../../http/register-call.ts';
import { writeAudit } from './audit.ts';
import { staffOf, tokenScopes } from './auth.ts';
import { isoTime, isoTimeOrNull } from './iso.ts';
import { STAFF } from './messages.ts';
import { randomSecret, sha256Hex } from './secrets.ts';

const tokenView = (r: Record<string, unknown>) => ({
  id: toSafeInt(r.id),
  name: String(r.name),
  hint: String(r.hint),
  scopes: tokenScopes(r.scopes),
  createdAt: isoTime(r.created_at),
  lastUsedAt: isoTimeOrNull(r.last_used_at),
  revokedAt: isoTimeOrNull(r.revoked_at),
});

/**
 * Personal API tokens, for scripts (scripts/staff.mjs): created in the console, the secret shown once and kept only as
 * its SHA-256, revocable; each acts as its agent (same market, same role) within its scopes (read, work), and is revoked
 * when the account is disabled.
 */
export async function tokenRoutes(app: FastifyInstance) {
  registerCall(app, STAFF_ROUTES.tokens, async (_input, request) => {
    const rows = await app.db.query<Record<string, unknown>>(
      `select id, name, hint, scopes, created_at, last_used_at, revoked_at from staff_api_tokens
        where agent_id = $1 order by revoked_at is null desc, id desc`,
      [staffOf(request).agent.id],
    );
    return { tokens: rows.map(tokenView) };
  });

  registerCall(app, STAFF_ROUTES.createToken, async (input, request) => {
    const staff = staffOf(request);
    const secret = STAFF_API_TOKEN_PREFIX + randomSecret();
    const hint = `${secret.slice(0, STAFF_API_TOKEN_PREFIX.length + 4)}…`;
    return app.db.transaction(async (tx) => {
      const [row] = await tx.query<Record<string, unknown>>(
        `insert into staff_api_tokens (agent_id, name, token_hash, hint, scopes) values ($1, $2, $3, $4, $5::text[])
         returning id, name, hint, scopes, created_at, last_used_at, revoked_at`,
        [staff.agent.id, input.name, sha256Hex(secret), hint, [...new Set(input.scopes ?? STAFF_TOKEN_SCOPES)]],
      );
      if (!row) throw new Error('token insert returned nothing');
      const token = tokenView(row);
      await writeAudit(tx, {
        agentId: staff.agent.id,
        agentEmail: staff.agent.email,
        action: 'token-create',
        target: `token:${token.id}`,
        after: { tokenId: token.id, name: token.name, hint, scopes: token.scopes },
        ip: request.ip,
        via: staff.via,
      });
      return { token, secret };
    });
  });

  registerCall(app, STAFF_ROUTES.revokeToken, async (_input, request, { params }) => {
    const staff = staffOf(request);
    await app.db.transaction(async (tx) => {
      const [row] = await tx.query<{ name: string }>(
        `update staff_api_tokens set revoked_at = now()
          where id = $1 and agent_id = $2 and revoked_at is null returning name`,
        [params.id, staff.agent.id],
      );
      if (!row) throw notFound(STAFF.tokenNotFound);
      await writeAudit(tx, {
        agentId: staff.agent.id,
        agentEmail: staff.agent.email,
        action: 'token-revoke',
        target: `token:${params.id}`,
        before: { tokenId: params.id, name: row.name },
        ip: request.ip,
        via: staff.via,
      });
    });
    return {};
  });
}
