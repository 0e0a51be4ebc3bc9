import { type CallFamily, FAILURE_CODE, OLD_REPAYMENT_OK, ONLINE_OK, PROMO_CODE, STAFF_API_BASE } from '@loan/contract';

export function successEnvelope(family: CallFamily, data: unknown, successCode?: string) {
  if (family === 'online' || family === 'staff')
    return { code: ONLINE_OK, success: true, message: 'ok', data } as const;
  if (family === 'oldRepayment') return { code: successCode ?? OLD_REPAYMENT_OK, message: 'ok', data };
  return { code: successCode ?? PROMO_CODE.ok, message: 'ok', data };
}

export function failureEnvelope(family: CallFamily, code: number | string, message: string) {
  if (family === 'online' || family === 'staff') {
    const numeric = typeof code === 'number' ? code : Number.parseInt(code, 10);
    return {
      code: Number.isFinite(numeric) && numeric !== ONLINE_OK ? numeric : FAILURE_CODE.internal,
      success: false as const,
      message,
    };
  }
  return { code: String(code), message };
}

/** Which envelope family a URL belongs to, for failures that happen before a route is matched. */
export function familyOfUrl(url: string): CallFamily {
  if (url.startsWith('/api/v1/')) return 'oldRepayment';
  if (url.startsWith('/api/v2/')) return 'promotion';
  if (url.startsWith(`${STAFF_API_BASE}/`)) return 'staff';
  return 'online';
}
