import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { grievanceContactSchema } from '../grievance.ts';

/**
 * Where a borrower escalates when the lender's grievance desk does not answer in time or the answer does not
 * satisfy: India's RBI Integrated Ombudsman, Mexico's CONDUSEF. Lender configuration on the server, like the desk.
 */
export const escalationRouteSchema = z.object({
  /** The regulator's office, e.g. "Reserve Bank of India – Integrated Ombudsman". */
  authority: z.string(),
  /** Days after filing with the lender from which the borrower may escalate without an answer. */
  afterDays: z.int(),
  /** When and how to escalate, in the launch language. */
  conditions: z.string(),
  website: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type EscalationRoute = z.infer<typeof escalationRouteSchema>;

export const grievanceDesk = defineCall({
  name: 'grievance-desk',
  family: 'online',
  method: 'GET',
  path: '/user-problem/grievance-desk',
  auth: 'public',
  summary: "The lender's grievance officer (India) or UNE (Mexico) and the regulator to escalate to",
  request: z.object({}),
  data: z.object({ contact: grievanceContactSchema, escalation: escalationRouteSchema }),
});
