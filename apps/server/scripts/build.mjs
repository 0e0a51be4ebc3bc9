// Compiles the server to one JavaScript file, apps/server/dist/server.js, so production runs plain `node` on it.
// Our code and the workspace contract (TypeScript source) are bundled; every npm dependency of the server stays an
// import resolved from node_modules at run time, installed with `npm ci --omit=dev`.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const serverDir = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', serverDir), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@loan/'));

await build({
  entryPoints: [new URL('src/server.ts', serverDir).pathname],
  outfile: new URL('dist/server.js', serverDir).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
