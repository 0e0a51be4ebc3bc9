import type { FastifyInstance } from 'fastify';
import { agentRoutes } from './agents.ts';
import { staffGate } from './auth.ts';
import { staffComplaintRoutes } from './complaints.ts';
import { staffListRoutes } from './lists.ts';
import { paymentAccountRoutes } from './payment-accounts.ts';
import { signInRoutes } from './sign-in.ts';
import { tokenRoutes } from './tokens.ts';

/**
 * The support desk's API below /staff/api (packages/contract/src/staff): agents signed in as themselves (console
 * session cookie or personal API token), every change audited. One gate guards every route of this plugin.
 */
export async function staffPlugin(app: FastifyInstance) {
  staffGate(app);
  await app.register(signInRoutes);
  await app.register(staffComplaintRoutes);
  await app.register(staffListRoutes);
  await app.register(tokenRoutes);
  await app.register(agentRoutes);
  await app.register(paymentAccountRoutes);
}
