import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UNREFERENCED_UPLOAD_TTL_HOURS, UPLOADS_PER_BORROWER_PER_DAY } from '@loan/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, solidPng } from '../features/complaint/test-images.ts';
import { sweepUnreferencedUploads } from '../features/complaint/upload-sweep.ts';
import { writeBenchFigures } from '../testing/bench-figures.ts';
import {
  EXIF_GPS_POINTER,
  type HostileFile,
  honestFiles,
  hostileFiles,
  photoWithGps,
  pngWithMarkupPixels,
} from '../testing/hostile-files.ts';
import { staffBearer } from '../testing/staff-client.ts';
import { buildTestApp, DEMO, query } from '../testing/test-app.ts';

/**
 * Hostile uploads through both upload routes (the borrower's complaint photo and the agents' reply image): renamed
 * executables, SVG and HTML with script, polyglots, an empty file, 11 MB, pixel bombs, pixel data that does not
 * decode. Every one must be refused on its content; every upload response must carry nosniff and a CSP; nothing may
 * ever be served back as HTML or script, nor with the EXIF (GPS position) a phone wrote. A borrower's uploads are
 * capped per day, and uploads no complaint uses are deleted after a day.
 */

describe('hostile uploads', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  const figures = {
    hostile: 0,
    refused: 0,
    responses: 0,
    withNosniff: 0,
    withCsp: 0,
    servedAsMarkup: 0,
    servedWithMetadata: 0,
    overQuotaAccepted: -1,
    unreferencedLeft: -1,
  };
  const problems: string[] = [];

  let staffAuth: string;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    staffAuth = await staffBearer(app, 'agent.mx@demo.test');
  });
  afterAll(() => app.close());

  const routes = [
    {
      name: 'borrower',
      url: () => `/online/user-problem/upload-problem-img?${query(DEMO.borrower)}`,
      headers: (): Record<string, string> => ({}),
    },
    {
      name: 'staff',
      url: () => '/staff/api/uploads',
      headers: (): Record<string, string> => ({ authorization: staffAuth }),
    },
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

  async function upload(route: (typeof routes)[number], file: HostileFile, url = route.url()) {
    const body = multipartBody('problemImage', file.filename, file.type, file.bytes);
    const response = await app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...route.headers() },
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

  /** What a served image holds besides pixels; each must be absent. */
  async function metadataOf(bytes: Buffer) {
    const meta = await sharp(bytes).metadata();
    return { exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, comments: meta.comments ?? [] };
  }
  const NO_METADATA = { exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, comments: [] };

  it('still accepts real photos of every accepted format and serves them back as clean images only', async () => {
    for (const file of honestFiles()) {
      const response = await upload(routes[0] as (typeof routes)[number], file);
      expect(response.statusCode, file.name).toBe(200);
      const served = await app.inject({ url: response.json().data.url });
      countHeaders(served, `serving ${file.name}`);
      expect(served.headers['content-type']).toMatch(/^image\/(png|jpeg|webp)$/);
      expect(String(served.headers['content-security-policy'])).toContain('sandbox');
      // Decoded and encoded again: the same picture, not the same bytes.
      const [sent, back] = [await sharp(file.bytes).metadata(), await sharp(served.rawPayload).metadata()];
      expect([back.width, back.height], file.name).toEqual([sent.width, sent.height]);
      expect(`image/${back.format}`).toBe(served.headers['content-type']);
      expect(await metadataOf(served.rawPayload), file.name).toEqual(NO_METADATA);
    }
    expect(problems).toEqual([]);
  });

  it('serves a phone photo upright, without its EXIF: no GPS position, no camera', async () => {
    const photo = await photoWithGps();
    const sent = await sharp(photo.bytes).metadata();
    // The photo really carries what must not come back.
    expect(sent.exif?.includes(EXIF_GPS_POINTER)).toBe(true);
    expect(sent.orientation).toBe(6);
    for (const route of routes) {
      const response = await upload(route, photo);
      expect(response.statusCode, route.name).toBe(200);
      const served = await app.inject({ url: response.json().data.url, headers: route.headers() });
      const meta = await sharp(served.rawPayload).metadata();
      // Stored 16 × 8 sideways with orientation 6: turned upright before the orientation tag went with the rest.
      expect([meta.width, meta.height, meta.orientation]).toEqual([8, 16, undefined]);
      const metadata = await metadataOf(served.rawPayload);
      if (metadata.exif !== undefined) figures.servedWithMetadata += 1;
      expect(metadata).toEqual(NO_METADATA);
      expect(served.rawPayload.includes('Exif\0\0')).toBe(false);
      expect(served.rawPayload.includes('iPhone')).toBe(false);
    }
  });

  it('takes a PNG whose pixels spell an HTML page as pixels only: the served copy holds no markup', async () => {
    const markup = '<html><body><script>alert(document.cookie)</script></body></html>';
    const png = pngWithMarkupPixels(markup);
    expect(png.includes(markup)).toBe(true);
    const response = await upload(routes[0] as (typeof routes)[number], {
      name: 'markup pixels',
      filename: 'p.png',
      type: 'image/png',
      bytes: png,
    });
    expect(response.statusCode).toBe(200);
    const served = await app.inject({ url: response.json().data.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.includes('<html')).toBe(false);
  });

  it("refuses a pixel bomb and HEIC with messages that say what to do, in the borrower's language", async () => {
    const named = (start: string) => {
      const file = hostileFiles().find((f) => f.name.startsWith(start));
      if (!file) throw new Error(`no hostile file named ${start}…`);
      return file;
    };
    const [bomb, heic] = [named('PNG decompression bomb'), named('HEIC (')];
    const route = routes[0] as (typeof routes)[number];
    const withLanguage = (language: string) =>
      `/online/user-problem/upload-problem-img?${query({ ...DEMO.borrower, language })}`;
    expect((await upload(route, bomb, withLanguage('1'))).json().message).toBe(
      'problemImage: the photo has too many pixels; send a smaller one',
    );
    const english = await upload(route, heic, withLanguage('1'));
    expect(english.statusCode).toBe(415);
    expect(english.json().message).toContain('HEIC photos cannot be read here; send it as JPEG');
    expect((await upload(route, heic, withLanguage('2'))).json().message).toContain('no podemos leer fotos HEIC');
  });

  it(`caps a borrower at ${UPLOADS_PER_BORROWER_PER_DAY} photos a day, even sent in parallel, and says when to come back`, async () => {
    // The other demo borrower: this suite's other tests upload as the first one.
    const url = (language: string) =>
      `/online/user-problem/upload-problem-img?${query({ ...DEMO.otherBorrower, language })}`;
    const route = routes[0] as (typeof routes)[number];
    const photo = (n: number): HostileFile => ({
      name: `photo ${n}`,
      filename: 'p.png',
      type: 'image/png',
      bytes: solidPng(4, [n, 10, 10]),
    });
    for (let n = 0; n < UPLOADS_PER_BORROWER_PER_DAY - 2; n++)
      expect((await upload(route, photo(n), url('1'))).statusCode).toBe(200);
    const parallel = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => upload(route, photo(100 + n), url('1'))));
    const statuses = parallel.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const [stored] = await app.db.query<{ n: unknown }>('select count(*) as n from uploads where borrower_id = $1', [
      Number(DEMO.otherBorrower.userId),
    ]);
    figures.overQuotaAccepted = Number(stored?.n) - UPLOADS_PER_BORROWER_PER_DAY;
    expect(figures.overQuotaAccepted).toBe(0);
    const english = await upload(route, photo(200), url('1'));
    expect(english.statusCode).toBe(429);
    expect(english.json()).toMatchObject({ success: false, code: 1004 });
    expect(english.json().message).toBe(
      'problemImage: you have sent the most photos allowed in one day; try again in 24 h',
    );
    expect((await upload(route, photo(201), url('2'))).json().message).toBe(
      'problemImage: ya enviaste el máximo de fotos permitido en un día; inténtalo de nuevo en 24 h',
    );
    // The cap is the borrower's own: the other borrower and the agents still upload.
    expect((await upload(route, photo(202))).statusCode).toBe(200);
    expect((await upload(routes[1] as (typeof routes)[number], photo(203))).statusCode).toBe(200);
  });

  it('caps a borrower at the UPLOADS_PER_BORROWER_PER_DAY the server is given', async () => {
    const capped = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', UPLOADS_PER_BORROWER_PER_DAY: '2' });
    try {
      const statuses: number[] = [];
      for (const n of [0, 1, 2]) {
        const body = multipartBody('problemImage', 'p.png', 'image/png', solidPng(4, [n, 20, 20]));
        const response = await capped.inject({
          method: 'POST',
          url: `/online/user-problem/upload-problem-img?${query(DEMO.borrower)}`,
          payload: body.payload,
          headers: body.headers,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await capped.close();
    }
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

  it(`deletes uploads no complaint or reply uses once ${UNREFERENCED_UPLOAD_TTL_HOURS} h old, on disk and in the database`, async () => {
    figures.unreferencedLeft = 0;
    // This suite's app (disk storage on PGlite, database storage on PostgreSQL) and one app with the other kind.
    const defaultKind = app.storage.kind === 'database' ? 'database' : 'disk';
    const otherKind = defaultKind === 'disk' ? 'database' : 'disk';
    const otherDir = mkdtempSync(path.join(tmpdir(), 'sweep-'));
    const other = await buildTestApp({ UPLOAD_STORAGE: otherKind, DATA_DIR: otherDir });
    const setups = [
      { storage: defaultKind, swept: app, dataDir: app.config.DATA_DIR },
      { storage: otherKind, swept: other, dataDir: otherDir },
    ];
    try {
      for (const { storage, swept, dataDir } of setups) {
        const deskAuth = await staffBearer(swept, 'agent.mx@demo.test');
        const send = async (who: 'borrower' | 'staff', n: number) => {
          const body = multipartBody('problemImage', 'p.png', 'image/png', solidPng(4, [n, 99, 9]));
          const response = await swept.inject({
            method: 'POST',
            url:
              who === 'staff'
                ? '/staff/api/uploads'
                : `/online/user-problem/upload-problem-img?${query(DEMO.borrower)}`,
            payload: body.payload,
            headers: { ...body.headers, ...(who === 'staff' ? { authorization: deskAuth } : {}) },
          });
          expect(response.statusCode, `${storage}: upload`).toBe(200);
          return String(response.json().data.url);
        };
        const [inComplaint, inReply, abandoned, recent] = [
          await send('borrower', 1),
          await send('staff', 2),
          await send('borrower', 3),
          await send('borrower', 4),
        ];
        const saved = await swept.inject({
          method: 'POST',
          url: `/online/user-problem/problem-save?${query(DEMO.borrower)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: query({ problemType: 4, problemDetail: 'photo attached', problemImage: inComplaint }),
        });
        const problemId = saved.json().data.problemId;
        const replied = await swept.inject({
          method: 'POST',
          url: `/staff/api/complaints/${problemId}/reply`,
          headers: { authorization: deskAuth },
          payload: { text: 'See the attached statement.', images: [inReply] },
        });
        expect(replied.statusCode).toBe(200);
        // Borrowers' uploads answer `/uploads/<key>`, the desk's `/staff/api/photos/<key>`.
        const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
        // Three of them a day old and more; `recent` was just made.
        await swept.db.query(
          `update uploads set created_at = now() - interval '25 hours' where storage_key = any($1::text[])`,
          [[inComplaint, inReply, abandoned].map(keyOf)],
        );
        const orphan = `${'ab'.repeat(16)}.png`;
        if (storage === 'database') {
          // Bytes whose row is gone (a crash between the sweep's two deletes): found by age in the database.
          await swept.storage.put(orphan, solidPng());
          await swept.db.query(`update stored_objects set created_at = now() - interval '25 hours' where key = $1`, [
            orphan,
          ]);
        }

        expect(await sweepUnreferencedUploads(swept.db, swept.storage), storage).toBe(storage === 'database' ? 2 : 1);

        expect((await swept.inject({ url: abandoned })).statusCode, `${storage}: abandoned`).toBe(404);
        expect(await swept.storage.get(keyOf(abandoned))).toBeUndefined();
        if (storage === 'database') expect(await swept.storage.get(orphan)).toBeUndefined();
        else {
          const files = readdirSync(path.join(dataDir, 'uploads'));
          expect(files).not.toContain(keyOf(abandoned));
          expect(files).toEqual(expect.arrayContaining([inComplaint, inReply, recent].map(keyOf)));
        }
        for (const kept of [inComplaint, inReply, recent])
          expect(
            (await swept.inject({ url: kept, headers: kept.startsWith('/staff/') ? { authorization: deskAuth } : {} }))
              .statusCode,
            `${storage}: ${kept}`,
          ).toBe(200);
        const detail = await swept.inject({
          url: `/online/user-problem/problem-detail?${query({ ...DEMO.borrower, problemId })}`,
        });
        // The borrower sees the desk's reply photos at their own address, not the staff-only one.
        expect(detail.json().data).toMatchObject({
          images: [inComplaint],
          disposeImages: [`/uploads/${keyOf(inReply)}`],
        });
        // A draft that still names the swept photo is told so, not answered with a server error.
        const late = await swept.inject({
          method: 'POST',
          url: `/online/user-problem/problem-save?${query(DEMO.borrower)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: query({ problemType: 4, problemDetail: 'late draft', problemImage: abandoned }),
        });
        expect(late.statusCode).toBe(400);
        const [left] = await swept.db.query<{ n: unknown }>(
          `select count(*) as n from uploads u where created_at < now() - interval '1 day'
              and not exists (select 1 from complaint_images ci where ci.storage_key = u.storage_key)`,
        );
        figures.unreferencedLeft += Number(left?.n);
        expect(await sweepUnreferencedUploads(swept.db, swept.storage)).toBe(0);
      }
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
    expect(figures.unreferencedLeft).toBe(0);
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
          measure: 'photos served back with EXIF (GPS position, camera)',
          value: figures.servedWithMetadata,
          target: '0',
          met: figures.servedWithMetadata === 0,
        },
        {
          measure: `uploads over a borrower's daily cap of ${UPLOADS_PER_BORROWER_PER_DAY} accepted (6 sent in parallel at the cap)`,
          value: figures.overQuotaAccepted,
          target: '0',
          met: figures.overQuotaAccepted === 0,
        },
        {
          measure: `unreferenced uploads left after the sweep (${UNREFERENCED_UPLOAD_TTL_HOURS} h old, disk and database storage)`,
          value: figures.unreferencedLeft,
          target: '0',
          met: figures.unreferencedLeft === 0,
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
