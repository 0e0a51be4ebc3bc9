import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../features/complaint/test-images.ts';
import { writeBenchFigures } from '../testing/bench-figures.ts';
import { type HostileFile, honestFiles, hostileFiles } from '../testing/hostile-files.ts';
import { buildTestApp, DEMO, query } from '../testing/test-app.ts';

/**
 * Hostile uploads through both upload routes (the borrower's complaint photo and the agents' reply image): renamed
 * executables, SVG and HTML with script, polyglots, an empty file, 11 MB, pixel bombs. Every one must be refused on
 * its content; every upload response must carry nosniff and a CSP; nothing may ever be served back as HTML or script.
 */
const STAFF_TOKEN = 'security-suite-staff-token';

describe('hostile uploads', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  const figures = { hostile: 0, refused: 0, responses: 0, withNosniff: 0, withCsp: 0, servedAsMarkup: 0 };
  const problems: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ STAFF_TOKEN, RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(() => app.close());

  const routes = [
    { name: 'borrower', url: () => `/online/user-problem/upload-problem-img?${query(DEMO.borrower)}`, headers: {} },
    { name: 'staff', url: () => '/staff/uploads', headers: { authorization: `Bearer ${STAFF_TOKEN}` } },
  ];

  function countHeaders(response: LightMyRequestResponse, label: string) {
    figures.responses += 1;
    if (response.headers['x-content-type-options'] === 'nosniff') figures.withNosniff += 1;
    else problems.push(`${label}: no nosniff`);
    const csp = String(response.headers['content-security-policy'] ?? '');
    if (/default-src|script-src/.test(csp)) figures.withCsp += 1;
    else problems.push(`${label}: no CSP`);
    const type = String(response.headers['content-type'] ?? '');
    if (/html|javascript|svg|xml/i.test(type)) {
      figures.servedAsMarkup += 1;
      problems.push(`${label}: served as ${type}`);
    }
  }

  async function upload(route: (typeof routes)[number], file: HostileFile) {
    const body = multipartBody('problemImage', file.filename, file.type, file.bytes);
    const response = await app.inject({
      method: 'POST',
      url: route.url(),
      payload: body.payload,
      headers: { ...body.headers, ...route.headers },
    });
    countHeaders(response, `${route.name} upload of ${file.name}`);
    return response;
  }

  it('refuses every hostile file on its content, through both upload routes, and stores nothing', async () => {
    const before = await app.db.query('select storage_key from uploads');
    for (const route of routes) {
      for (const file of hostileFiles()) {
        figures.hostile += 1;
        const response = await upload(route, file);
        if (response.statusCode >= 400 && response.statusCode < 500) figures.refused += 1;
        else problems.push(`${route.name}: ${file.name} answered ${response.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await app.db.query('select storage_key from uploads')).toEqual(before);
  });

  it('still accepts real photos of every accepted format and serves them back as images only', async () => {
    for (const file of honestFiles()) {
      const response = await upload(routes[0] as (typeof routes)[number], file);
      expect(response.statusCode, file.name).toBe(200);
      const served = await app.inject({ url: response.json().data.url });
      countHeaders(served, `serving ${file.name}`);
      expect(served.headers['content-type']).toMatch(/^image\/(png|jpeg|webp|heic|heif)$/);
      expect(String(served.headers['content-security-policy'])).toContain('sandbox');
      expect(served.rawPayload.equals(file.bytes)).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it('answers upload URLs that were never stored, or are not upload names, with a JSON 404', async () => {
    for (const url of [
      '/uploads/00000000000000000000000000000000.png',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/x.html',
    ]) {
      const response = await app.inject({ url });
      countHeaders(response, url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('keeps complaint text with markup as data: stored and answered verbatim, in JSON', async () => {
    // The screen shows it as text: e2e/specs/complaint-file-and-follow.spec.ts renders this very markup literally.
    const markup = '<img src=x onerror="alert(document.cookie)"><script>alert(1)</script>';
    const saved = await app.inject({
      method: 'POST',
      url: `/online/user-problem/problem-save?${query(DEMO.borrower)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ problemType: 4, problemDetail: markup, problemImage: '' }),
    });
    const problemId = saved.json().data.problemId;
    const detail = await app.inject({
      url: `/online/user-problem/problem-detail?${query({ ...DEMO.borrower, problemId })}`,
    });
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect(detail.json().data.content).toBe(markup);
  });

  it('reports its figures', () => {
    const all = (n: number) => n === figures.responses;
    writeBenchFigures(
      'Security: hostile uploads',
      [
        {
          measure: 'hostile files refused on content (both upload routes)',
          value: `${figures.refused}/${figures.hostile}`,
          target: '100%',
          met: figures.refused === figures.hostile,
        },
        {
          measure: 'responses served as HTML, SVG or script',
          value: figures.servedAsMarkup,
          target: '0',
          met: figures.servedAsMarkup === 0,
        },
        {
          measure: 'upload responses with X-Content-Type-Options: nosniff',
          value: `${figures.withNosniff}/${figures.responses}`,
          target: '100%',
          met: all(figures.withNosniff),
        },
        {
          measure: 'upload responses with a Content-Security-Policy',
          value: `${figures.withCsp}/${figures.responses}`,
          target: '100%',
          met: all(figures.withCsp),
        },
      ],
      hostileFiles().map((f) => `refused: ${f.name}`),
    );
    expect(figures.refused).toBe(figures.hostile);
    expect(figures.servedAsMarkup).toBe(0);
    expect(all(figures.withNosniff) && all(figures.withCsp)).toBe(true);
  });
});
