import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are. This module sits at the same depth when run from source (`apps/server/src/paths.ts`)
 * and when bundled (`apps/server/dist/server.js`, scripts/build-server.mjs), so one relative URL serves both: in the
 * bundle every module's `import.meta.url` is the bundle's.
 */
const serverRoot = new URL('../', import.meta.url);

export const repoRoot = fileURLToPath(new URL('../../', serverRoot));
export const mediaRoot = fileURLToPath(new URL('media/', serverRoot));
/** The SQL files travel with the build at the same place (scripts/build-release.sh copies them). */
export const migrationsDir = fileURLToPath(new URL('src/db/migrations/', serverRoot));
/** Written by scripts/build.mjs beside the compiled server: its version and git commit (metrics' app_build_info). */
export const buildInfoFile = fileURLToPath(new URL('dist/build-info.json', serverRoot));
