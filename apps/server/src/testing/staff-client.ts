import { STAFF_CSRF_HEADER, STAFF_ROUTES, STAFF_SESSION_COOKIE, type StaffRouteName, staffPath } from '@loan/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_STAFF_PASSWORD } from '../features/staff/bootstrap.ts';
import { randomSecret, sha256Hex } from '../features/staff/secrets.ts';

/** The host every staff test request names, and the Origin the console's page would send from it. */
export const DESK_HOST = 'desk.test';
export const DESK_ORIGIN = `http://${DESK_HOST}`;

export interface StaffSession {
  cookie: string;
  csrf: string;
  /** Headers of a change made from the console's page: cookie, CSRF token, Origin. */
  headers: Record<string, string>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: object): Promise<LightMyRequestResponse>;
  call(name: StaffRouteName, params?: Record<string, string | number>, body?: object): Promise<LightMyRequestResponse>;
}

/** The session cookie's value out of a `Set-Cookie` answer. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((l) => l.startsWith(`${STAFF_SESSION_COOKIE}=`));
  if (!line) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return line.split(';')[0] ?? '';
}

export function signInRequest(
  app: FastifyInstance,
  email: string,
  password = DEMO_STAFF_PASSWORD,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: staffPath('signIn'),
    remoteAddress,
    headers: { host: DESK_HOST, origin: DESK_ORIGIN },
    payload: { email, password },
  });
}

/** Signs a demo agent (or any account) in through the API, as the console does. */
export async function signInStaff(
  app: FastifyInstance,
  email: string,
  password = DEMO_STAFF_PASSWORD,
): Promise<StaffSession> {
  const response = await signInRequest(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email}: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieOf(response);
  const csrf = String(response.json().data.csrfToken);
  const headers = { host: DESK_HOST, origin: DESK_ORIGIN, cookie, [STAFF_CSRF_HEADER]: csrf };
  const session: StaffSession = {
    cookie,
    csrf,
    headers,
    get: (url) => app.inject({ method: 'GET', url, headers: { host: DESK_HOST, cookie } }),
    post: (url, body = {}) => app.inject({ method: 'POST', url, headers, payload: body }),
    call: (name, params = {}, body = {}) =>
      STAFF_ROUTES[name].method === 'GET'
        ? session.get(staffPath(name, params))
        : session.post(staffPath(name, params), body),
  };
  return session;
}

/** An `Authorization` header with a personal API token of this account, created through the console's API. */
export async function staffBearer(app: FastifyInstance, email: string, name = 'tests'): Promise<string> {
  const session = await signInStaff(app, email);
  const response = await session.post(staffPath('createToken'), { name });
  if (response.statusCode !== 200) throw new Error(`token for ${email}: ${response.statusCode} ${response.body}`);
  return `Bearer ${response.json().data.secret}`;
}

/**
 * A console session of this account written straight into the database: what a sign-in leaves behind, without the
 * password hash's deliberate slowness (suites that need hundreds of sessions, each possibly signed out by the call).
 */
export async function mintStaffSession(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const secret = randomSecret();
  const csrf = randomSecret();
  const rows = await app.db.query(
    `insert into staff_sessions (agent_id, token_hash, csrf_token)
     select id, $2, $3 from staff_agents where email = $1 returning id`,
    [email, sha256Hex(secret), csrf],
  );
  if (rows.length === 0) throw new Error(`no staff account ${email}`);
  return {
    host: DESK_HOST,
    origin: DESK_ORIGIN,
    cookie: `${STAFF_SESSION_COOKIE}=${secret}`,
    [STAFF_CSRF_HEADER]: csrf,
  };
}
