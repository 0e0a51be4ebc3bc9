import * as z from 'zod/mini';

/** What the server needs to identify a borrower on loan and complaint calls. */
export const sessionQuerySchema = z.object({
  userId: z.string().check(z.regex(/^\d{1,18}$/, 'userId must be digits')),
  sessionId: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type SessionQuery = z.infer<typeof sessionQuerySchema>;
