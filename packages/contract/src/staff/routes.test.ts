import { describe, expect, it } from 'vitest';
import { STAFF_ROUTES, staffPath } from './routes.ts';
import { recordRequest, signInRequest } from './schemas.ts';

describe('staff routes', () => {
  it('builds paths below /staff/api with encoded parameters', () => {
    expect(staffPath('queue')).toBe('/staff/api/complaints');
    expect(staffPath('complaint', { id: 12 })).toBe('/staff/api/complaints/12');
    expect(staffPath('photo', { key: 'a b' })).toBe('/staff/api/photos/a%20b');
    expect(() => staffPath('complaint')).toThrow(/missing id/);
  });

  it('has one route per method and path', () => {
    const keys = Object.values(STAFF_ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('normalises e-mails and refuses malformed ones', () => {
    expect(signInRequest.parse({ email: ' Agent.MX@Demo.test ', password: 'x' }).email).toBe('agent.mx@demo.test');
    expect(signInRequest.safeParse({ email: 'nobody', password: 'x' }).success).toBe(false);
  });

  it('refuses a complaint received in the future', () => {
    const base = { borrowerId: 1, channel: 'phone', problemType: 2, detail: 'x' };
    expect(recordRequest.safeParse({ ...base, receivedAt: '2999-01-01T00:00:00Z' }).success).toBe(false);
    expect(recordRequest.safeParse({ ...base, receivedAt: '2020-01-01T00:00:00Z' }).success).toBe(true);
  });
});
