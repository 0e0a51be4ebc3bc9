import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type Document = ReturnType<typeof buildOpenApi>;

/** A plain, script-free reading of the OpenAPI document: one section per call. */
function renderPage(doc: Document): string {
  const sections = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const o = op as { summary: string; operationId: string; 'x-implemented': boolean };
      return `<section><h2><code>${method.toUpperCase()} ${escapeHtml(url)}</code></h2>
<p>${escapeHtml(o.summary)}${o['x-implemented'] ? '' : ' <strong>(not served yet)</strong>'}</p>
<details><summary>Schema of ${escapeHtml(o.operationId)}</summary><pre>${escapeHtml(JSON.stringify(op, null, 2))}</pre></details></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}pre{background:#f4f4f5;padding:.75rem;overflow:auto;font-size:12px}h2{font-size:1rem;margin-bottom:0}</style>
</head><body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable: <a href="/docs/openapi.json">/docs/openapi.json</a> (OpenAPI ${doc.openapi})</p>${sections.join('\n')}</body></html>`;
}

export async function docsRoutes(app: FastifyInstance) {
  let cached: Document | undefined;
  // Built after every route is registered, so `x-implemented` reflects what this server really serves.
  const document = () => {
    cached ??= buildOpenApi({
      provider: app.config.PROVIDER,
      isImplemented: (method, url) => app.hasRoute({ method: method as 'GET' | 'POST', url }),
    });
    return cached;
  };
  app.get('/docs/openapi.json', async () => document());
  if (app.config.NODE_ENV !== 'production') {
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderPage(document())));
  }
}
