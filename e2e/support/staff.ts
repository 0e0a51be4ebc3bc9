import path from 'node:path';

/** The test server's support-agent token: a fixed test value, not a secret (the server refuses staff calls without one). */
export const E2E_STAFF_TOKEN = process.env.E2E_STAFF_TOKEN ?? 'e2e-staff-token-not-a-secret';

/** Uploads of the test server land here (gitignored), not in the repository's data folder. */
export const E2E_DATA_DIR = path.join(import.meta.dirname, '..', 'artifacts', 'server-data');
