import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SITE_PATHS } from '@loan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/online/', '/api/', '/docs', '/healthz', '/media/', '/uploads/', '/staff/', '/dev/'];

/** History-routed screens: any GET for HTML outside the API answers the app shell. */
export function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => url.startsWith(p))) return false;
  if (path.extname(url) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The support desk console's shell, built apart (`vite build --mode staff`, apps/web/vite.config.ts). */
const STAFF_SHELL = 'staff/staff.html';
const STAFF_API = '/staff/api';

/** The console's history-routed pages: `/staff` and `/staff/*` for HTML, outside its API and its built files. */
export function wantsStaffShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (url !== '/staff' && !url.startsWith('/staff/')) return false;
  if (url === STAFF_API || url.startsWith(`${STAFF_API}/`)) return false;
  if (path.extname(url) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Serves the built web app with long-lived caching for hashed assets and none for the HTML shells. */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.WEB_DIST;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'built web app not found: serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // `/` is the marketing home below, not the in-app shell.
    index: false,
    // The build writes brotli and gzip copies of its text files (apps/web/vite.config.ts): send those when accepted.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The public marketing site: each page has its own built HTML (title and description in it), see vite.config.ts.
  for (const [key, url] of Object.entries(SITE_PATHS)) {
    const file = `site/${key}.html`;
    if (!existsSync(path.join(root, file))) {
      app.log.warn({ file }, 'marketing page missing from the build');
      continue;
    }
    app.get(url, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(file));
  }
  app.decorate('sendAppShell', (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  if (existsSync(path.join(root, STAFF_SHELL))) {
    const sendStaffShell = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile(STAFF_SHELL);
    app.decorate('sendStaffShell', sendStaffShell);
    // The console's home: `/staff/` is also the built folder, which the static files would refuse to list.
    for (const url of ['/staff', '/staff/']) app.get(url, (_request, reply) => sendStaffShell(reply));
  } else {
    app.log.warn({ file: STAFF_SHELL }, 'support desk console missing from the build');
  }
});

declare module 'fastify' {
  interface FastifyInstance {
    sendAppShell?: (reply: FastifyReply) => FastifyReply;
    sendStaffShell?: (reply: FastifyReply) => FastifyReply;
  }
}
