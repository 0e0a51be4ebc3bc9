import { z } from 'zod';

/** Device/launch context fields that arrive in the page URL query (spec §3, DESIGN.md). */
export const LAUNCH_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'gps_adid',
  'productId',
  'product_id',
  'orderId',
  'userId',
  'clientType',
  'language',
] as const;

/** Query parameters that feed request headers (spec §7). */
export const JSON_HEADER_FIELDS = ['crp_phe', 'dearest', 'showy', 'dearer', 'language'] as const;
export const FORM_HEADER_FIELDS = ['swift', 'eyes'] as const;
export const HEADER_SOURCE_FIELDS = ['crp_phe', 'dearest', 'showy', 'dearer', 'swift', 'eyes'] as const;

export type LaunchField = (typeof LAUNCH_FIELDS)[number];
export type HeaderSourceField = (typeof HEADER_SOURCE_FIELDS)[number];

const optionalParam = z.string().max(256).optional();

export const launchContextSchema = z.object(
  Object.fromEntries([...LAUNCH_FIELDS, ...HEADER_SOURCE_FIELDS].map((k) => [k, optionalParam])) as Record<
    LaunchField | HeaderSourceField,
    typeof optionalParam
  >,
);
export type LaunchContext = z.infer<typeof launchContextSchema>;

/** What the server needs to identify a borrower on loan and complaint calls. */
export const sessionQuerySchema = z.object({
  userId: z.string().regex(/^\d{1,18}$/, 'userId must be digits'),
  sessionId: z.string().min(1).max(128),
});
export type SessionQuery = z.infer<typeof sessionQuerySchema>;
