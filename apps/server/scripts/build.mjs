// Compiles the server to one JavaScript file, apps/server/dist/server.js, so production runs plain `node` on it.
// Our code and the workspace contract (TypeScript source) are bundled; every npm dependency of the server stays an
// import resolved from node_modules at run time, installed with `npm ci --omit=dev`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const serverDir = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', serverDir), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@loan/'));

// Another file name in dist/ may be given (the tests start servers from their own copy); it must stay one folder below
// apps/server, where src/paths.ts looks for the migrations and media.
const outfile = process.argv[2] ?? new URL('dist/server.js', serverDir).pathname;

const bundle = (entry, out) =>
  build({
    entryPoints: [new URL(entry, serverDir).pathname],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });

await bundle('src/server.ts', outfile);
// The one-off commands run beside the servers (docs/deploying.md): the migrations with the servers' role, and the
// retention sweep; the real build only.
if (process.argv[2] === undefined) {
  await bundle('src/migrate-database.ts', new URL('dist/migrate-database.js', serverDir).pathname);
  await bundle('src/retention-sweep.ts', new URL('dist/retention-sweep.js', serverDir).pathname);
}

/** The commit built: BUILD_COMMIT (an image built without .git passes it), else the checkout's, else unknown. */
function commitBuilt() {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

// What the running server reports as app_build_info (src/platform/metrics.ts); only the real build writes it, not the
// tests' own copies.
if (process.argv[2] === undefined)
  writeFileSync(
    new URL('dist/build-info.json', serverDir),
    `${JSON.stringify({ version: manifest.version, commit: commitBuilt() })}\n`,
  );
