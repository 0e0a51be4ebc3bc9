import * as z from 'zod/mini';

/** Days the lender has to answer a complaint or grievance (RBI Integrated Ombudsman Scheme; CONDUSEF's UNE rules). */
export const GRIEVANCE_RESPONSE_DAYS = 30;

/**
 * Who handles a borrower's grievance: the Grievance Redressal Officer in India, the Unidad Especializada de Atención
 * a Usuarios (UNE) in Mexico. Shown in the key facts before signing and on the grievance page; the server is the one
 * source (its values are lender configuration, not wording).
 */
export const grievanceContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  responseDays: z.int(),
});
export type GrievanceContact = z.infer<typeof grievanceContactSchema>;
