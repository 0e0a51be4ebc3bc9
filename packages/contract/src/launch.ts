/** Device/launch context fields that arrive in the page URL query, read once and kept for the page's life. */
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

/** Query parameters that feed request headers: the JSON client's, then the form client's. */
export const JSON_HEADER_FIELDS = ['crp_phe', 'dearest', 'showy', 'dearer', 'language'] as const;
export const FORM_HEADER_FIELDS = ['swift', 'eyes'] as const;
export const HEADER_SOURCE_FIELDS = ['crp_phe', 'dearest', 'showy', 'dearer', 'swift', 'eyes'] as const;

export type LaunchField = (typeof LAUNCH_FIELDS)[number];
export type HeaderSourceField = (typeof HEADER_SOURCE_FIELDS)[number];
export type LaunchContext = Partial<Record<LaunchField | HeaderSourceField, string>>;
