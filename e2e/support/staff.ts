import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/** The demo desk accounts' password (docs/demo.md); the test server is not production, so they exist. */
export const E2E_STAFF_PASSWORD = 'support-desk-demo';

/**
 * `Authorization` for a demo agent's personal API token, made as the console makes one: sign in (same-origin), then
 * create the token with the session's CSRF token.
 */
export async function staffAuthorization(request: APIRequestContext, origin: string, email: string) {
  const signIn = await request.post('/staff/api/session/sign-in', {
    headers: { origin },
    data: { email, password: E2E_STAFF_PASSWORD },
  });
  if (!signIn.ok()) throw new Error(`staff sign-in: ${signIn.status()}`);
  const { csrfToken } = (await signIn.json()).data;
  const created = await request.post('/staff/api/tokens', {
    headers: { origin, 'x-csrf-token': csrfToken },
    data: { name: 'e2e' },
  });
  if (!created.ok()) throw new Error(`staff token: ${created.status()}`);
  return { authorization: `Bearer ${(await created.json()).data.secret}` };
}

/** Uploads of the test server land here (gitignored), not in the repository's data folder. */
export const E2E_DATA_DIR = path.join(import.meta.dirname, '..', 'artifacts', 'server-data');
