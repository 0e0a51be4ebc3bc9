import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, solidPng } from '../features/complaint/test-images.ts';
import {
  type Field,
  loadOperations,
  type Operation,
  operationUrl,
  sendOperation,
  servedRoutes,
  type Who,
} from '../testing/api-surface.ts';
import { isBenchRun, writeBenchFigures } from '../testing/bench-figures.ts';
import { fieldsArbitrary, junkValue } from '../testing/schema-arbitraries.ts';
import { DESK_HOST, DESK_ORIGIN, mintStaffSession, staffBearer } from '../testing/staff-client.ts';
import { buildTestApp, DEMO } from '../testing/test-app.ts';

const ADMIN = 'admin@demo.test';
type StaffAuth = 'token' | 'session' | 'wrong' | 'none';

/**
 * Every route the app serves, with generated valid and invalid inputs: the OpenAPI document's operations from their
 * own schemas, the few routes outside the document from the table below. A route in neither fails the suite.
 * Target: no 5xx, ever.
 */
const RUNS = isBenchRun() ? 300 : 30;
/** Fixed in CI (a red run replays); a new one per bench run (more ground covered), named in the figures' notes. */
const SEED = isBenchRun() ? Date.now() % 2 ** 31 : 20_261_123;

type Extra = { fields?: Field[]; path?: Record<string, Field['schema']>; multipart?: boolean };
const text = (maxLength: number): Field['schema'] => ({ type: 'string', maxLength });
const field = (name: string, schema: Field['schema'], required = false): Field => ({ name, schema, required });

/** Routes outside the OpenAPI document (dev tools, file serving) and how to fuzz them, or why not. */
const OUTSIDE_THE_DOCUMENT: Record<string, Extra | { excluded: string }> = {
  'GET /healthz': {},
  'GET /livez': {},
  'GET /readyz': {},
  // Bearer METRICS_TOKEN, which the fuzzer never has: every call is refused, none may fail.
  'GET /metrics': {},
  // Signed by the payment provider; unsigned fuzz is refused (401) before the body is read as JSON.
  'POST /webhooks/payments': {
    fields: [
      field('eventId', text(128), true),
      field('reference', { type: 'string', pattern: '^\\d{16}$' }, true),
      field('amount', { type: 'number' }, true),
      field('currency', { anyOf: [{ const: 'MXN' }, { const: 'INR' }] }, true),
      field('paidAt', text(40), true),
      field('channel', text(64), true),
    ],
  },
  'GET /docs': {},
  'GET /docs/openapi.json': {},
  'GET *': { path: { '*': text(200) } },
  'GET /uploads/:key': { path: { key: { type: 'string', pattern: '^[a-f0-9]{32}\\.(png|jpg)$' } } },
  'GET /online/v3/loan-details/barcode/:file': { path: { file: { type: 'string', pattern: '^\\d{16}\\.svg$' } } },
  // Dev tools exist whenever NODE_ENV is not production, so they are fuzzed like the rest.
  'POST /dev/repay/fixture': {
    fields: [
      field('status', { anyOf: [{ const: 174 }, { const: 180 }] }),
      field('isDelay', { anyOf: [{ const: 0 }, { const: 1 }] }),
    ],
  },
  'POST /dev/loan/offer-fixture': {},
  'POST /dev/loan/disburse': { fields: [field('orderId', { type: 'number' }, true)] },
  'POST /dev/repay/voucher-paid': { fields: [field('reference', { type: 'string', pattern: '^\\d{16}$' }, true)] },
  'GET /dev/sms-outbox': { fields: [field('phone', text(32), true)] },
  'GET /dev/captcha': { fields: [field('sid', text(64), true)] },
  'GET /dev/promotion-traffic': { fields: [field('utm_tag', text(64), true)] },
  'POST /dev/complaint-list-borrower': { fields: [field('count', { type: 'number' }, true)] },
  'POST /dev/promotion-registration': {
    fields: [field('phone', text(24), true), field('id', { type: 'number' }, true)],
  },
};

/** Every byte of the UTF-8 form percent-encoded (lone surrogates become U+FFFD, as a browser would send them). */
const percentEncoded = (s: string) => [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

interface FuzzRoute {
  key: string;
  method: 'GET' | 'POST';
  url: string;
  session: boolean;
  staff: boolean;
  multipart: boolean;
  fields: Field[];
  path: Record<string, Field['schema']>;
}

describe('fuzzing every route', { timeout: 900_000 }, () => {
  let app: FastifyInstance;
  let operations: Operation[];
  const serverErrors: string[] = [];
  let requests = 0;

  /** An admin's personal API token (an admin cannot disable their own account, so it lives through the run). */
  let adminBearer: string;
  beforeAll(async () => {
    app = await buildTestApp({
      METRICS_TOKEN: 'fuzz-suite-metrics-token-01',
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    operations = await loadOperations(app);
    adminBearer = await staffBearer(app, ADMIN);
  });
  afterAll(() => app.close());

  /** A staff call's credentials: an admin's token, a fresh admin console session, or nothing / garbage. */
  async function staffHeaders(auth: StaffAuth): Promise<Record<string, string>> {
    const page = { host: DESK_HOST, origin: DESK_ORIGIN };
    if (auth === 'token') return { ...page, authorization: adminBearer };
    if (auth === 'session') return mintStaffSession(app, ADMIN);
    if (auth === 'wrong') return { ...page, authorization: 'Bearer sdt_wrong', cookie: 'staff_session=wrong' };
    return page;
  }

  function fuzzRoutes(): { routes: FuzzRoute[]; unknown: string[] } {
    const documented = new Map(operations.map((op) => [`${op.method} ${op.url}`, op]));
    const routes: FuzzRoute[] = [];
    const unknown: string[] = [];
    for (const { method, url } of servedRoutes(app)) {
      const key = `${method} ${url}`;
      const op = documented.get(key);
      const extra = OUTSIDE_THE_DOCUMENT[key];
      if (op) {
        routes.push({
          key,
          method: op.method,
          url,
          session: op.session,
          staff: op.staff !== null,
          multipart: op.multipart,
          fields: op.fields,
          path: Object.fromEntries(op.pathParams.map((p) => [p.name, p.schema])),
        });
      } else if (!extra) {
        unknown.push(key);
      } else if (!('excluded' in extra)) {
        routes.push({
          key,
          method: method as 'GET' | 'POST',
          url,
          session: false,
          staff: false,
          multipart: extra.multipart ?? false,
          fields: extra.fields ?? [],
          path: extra.path ?? {},
        });
      }
    }
    return { routes, unknown };
  }

  const whoArbitrary: fc.Arbitrary<Who | undefined> = fc.oneof(
    { weight: 6, arbitrary: fc.constant(DEMO.borrower) },
    { weight: 1, arbitrary: fc.constant(DEMO.otherBorrower) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.record({ userId: fc.string({ maxLength: 20 }), sessionId: fc.string({ maxLength: 140 }) }),
    },
  );

  const multipartArbitrary = fc.oneof(
    fc
      .tuple(fc.uint8Array({ maxLength: 2000 }), fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }))
      .map(([bytes, name, type]) => multipartBody('problemImage', name, type, Buffer.from(bytes))),
    fc.constant(multipartBody('problemImage', 'p.png', 'image/png', solidPng())),
    fc.constant(multipartBody('otherField', 'p.png', 'image/png', solidPng())),
    fc.string({ maxLength: 300 }).map((garbage) => ({
      payload: Buffer.from(garbage),
      headers: { 'content-type': 'multipart/form-data; boundary=----nothing' },
    })),
    fc
      .string({ maxLength: 300 })
      .map((garbage) => ({ payload: Buffer.from(garbage), headers: { 'content-type': 'multipart/form-data' } })),
  );

  async function fuzzOne(route: FuzzRoute): Promise<void> {
    const pathNames = Object.keys(route.path);
    const arbitrary = fc.record({
      values: fieldsArbitrary(route.fields),
      path: fc.tuple(
        ...pathNames.map((name) =>
          fc.oneof(
            fieldsArbitrary([field(name, route.path[name] ?? {}, true)]).map((v) => v[name]),
            junkValue,
          ),
        ),
      ),
      who: route.session ? whoArbitrary : fc.constant(undefined),
      json: fc.boolean(),
      language: fc.constantFrom('1', '2', '', 'zz', '1,2'),
      auth: fc.constantFrom<StaffAuth>('token', 'session', 'session', 'wrong', 'none'),
      multipart: multipartArbitrary,
    });
    for (const input of fc.sample(arbitrary, { numRuns: RUNS, seed: SEED })) {
      let url = route.url;
      for (const [i, name] of pathNames.entries()) {
        const raw = input.path[i];
        const value = percentEncoded(typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? ''));
        url = name === '*' ? `/${value}` : url.replace(`:${name}`, value || 'x');
      }
      const headers: Record<string, string> = route.staff ? await staffHeaders(input.auth) : {};
      // Each case from an address of its own: the staff API's limit on refused calls would otherwise answer every later
      // staff case 429 before its handler ran.
      const remoteAddress = `10.60.${(requests >> 8) & 255}.${requests & 255}`;
      let response: LightMyRequestResponse;
      if (route.multipart) {
        const query = new URLSearchParams({ ...input.who, language: input.language }).toString();
        response = await app.inject({
          method: 'POST',
          url: `${url}?${query}`,
          remoteAddress,
          payload: input.multipart.payload,
          headers: { ...input.multipart.headers, ...headers },
        });
      } else {
        response = await sendOperation(app, { method: route.method, url }, input.who, input.values, {
          json: input.json,
          headers: route.method === 'GET' ? { ...headers, accept: 'application/json' } : headers,
          query: { language: input.language },
          remoteAddress,
        });
      }
      requests += 1;
      if (response.statusCode >= 500)
        serverErrors.push(
          `${route.key} ${JSON.stringify(input.values).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
    }
  }

  it('knows every served route: documented, fuzzed from the table, or excluded with a reason', () => {
    expect(fuzzRoutes().unknown).toEqual([]);
  });

  it('refuses a NUL character in any field of any operation as a client error (it once reached PostgreSQL: 500)', async () => {
    const desk = await mintStaffSession(app, ADMIN);
    for (const op of operations.filter((o) => !o.multipart)) {
      const url = operationUrl(op, { id: 1, key: `${'a'.repeat(32)}.png` });
      for (const f of op.fields) {
        for (const who of [DEMO.borrower, { userId: '1001', sessionId: 'demo-1001\u0000' }]) {
          const response = await sendOperation(
            app,
            { ...op, url },
            op.session ? who : undefined,
            { [f.name]: 'a\u0000b' },
            {
              headers: op.staff ? desk : {},
            },
          );
          requests += 1;
          expect(response.statusCode, `${op.id}.${f.name}`).toBe(400);
        }
      }
    }
  });

  it(`answers ${RUNS} generated valid and invalid requests per route without a single 5xx`, async () => {
    const { routes } = fuzzRoutes();
    for (const route of routes) await fuzzOne(route);
    const excluded = Object.entries(OUTSIDE_THE_DOCUMENT).flatMap(([key, spec]) =>
      'excluded' in spec ? [`${key}: ${spec.excluded}`] : [],
    );
    writeBenchFigures(
      'Security: fuzz',
      [
        {
          measure: 'routes fuzzed (OpenAPI operations with the staff API, dev tools, file serving)',
          value: routes.length,
          target: 'every served route',
          met: true,
        },
        {
          measure: 'generated requests',
          value: requests,
          target: `${RUNS} per route`,
          met: requests >= routes.length * RUNS,
        },
        { measure: '5xx responses', value: serverErrors.length, target: '0', met: serverErrors.length === 0 },
      ],
      [`fast-check seed ${SEED}`, ...excluded, ...serverErrors.slice(0, 10)],
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(serverErrors).toEqual([]);
  });
});
