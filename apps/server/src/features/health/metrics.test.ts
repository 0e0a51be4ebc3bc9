import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue, scrape } from '../../testing/prometheus-text.ts';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';

const METRICS_TOKEN = 'metrics-test-token-0001';

describe('GET /metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN });
  });
  afterAll(() => app.close());

  it('does not exist while METRICS_TOKEN is unset', async () => {
    const plain = await buildTestApp();
    try {
      expect(plain.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
      expect((await plain.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuses a scrape without the bearer token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-000000', METRICS_TOKEN]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts and times requests by route pattern and status, never by raw URL', async () => {
    for (const reference of ['5001000000000001', '5002000000000002', '9876540000000003']) {
      await app.inject({ url: `/online/v3/loan-details/barcode/${reference}.svg?${query(DEMO.borrower)}` });
    }
    await app.inject({ url: '/no/such/page/12345' });
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const samples = parsePrometheusText(response.body);
    const routes = new Set(samples.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route));
    expect(routes.has('/online/v3/loan-details/barcode/:file')).toBe(true);
    expect([...routes].some((route) => route?.includes('5001000000000001') || route?.includes('12345'))).toBe(false);
    const detail = { method: 'GET', route: '/online/v3/loan-details/barcode/:file' };
    expect(sampleValue(samples, 'http_requests_total', detail)).toBe(3);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', detail)).toBe(3);
    expect(sampleValue(samples, 'http_request_duration_seconds_bucket', { ...detail, le: '+Inf' })).toBe(3);
    // Unknown URLs (scanners) share one series.
    expect(sampleValue(samples, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBeGreaterThan(0);
  });

  it('reports the database pool and the complaints past their answer-by date, read at scrape time', async () => {
    const before = await scrape(app, METRICS_TOKEN);
    expect(sampleValue(before, 'db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(before, 'db_pool_waiting')).toBeGreaterThanOrEqual(0);
    const overdueBefore = sampleValue(before, 'complaints_overdue');
    const [complaint] = await app.db.query<{ id: number }>(
      `insert into complaints (borrower_id, type_id, detail, created_at, response_due_at)
       values (1001, 2, 'late', now() - interval '40 days', now() - interval '10 days') returning id`,
    );
    expect(complaint).toBeDefined();
    const after = await scrape(app, METRICS_TOKEN);
    expect(sampleValue(after, 'complaints_overdue')).toBe(overdueBefore + 1);
    await app.db.query("update complaints set state = 'replied' where id = $1", [complaint?.id]);
    expect(sampleValue(await scrape(app, METRICS_TOKEN), 'complaints_overdue')).toBe(overdueBefore);
  });

  it('counts in-app screens by their path, not as unmatched, and reports the process and the build', async () => {
    await app.inject({ url: '/repay?orderId=5004', headers: { accept: 'text/html' } });
    const samples = await scrape(app, METRICS_TOKEN);
    expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/repay' })).toBe(1);
    expect(sampleValue(samples, 'db_up')).toBe(1);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    const build = samples.find((s) => s.name === 'app_build_info');
    expect(build?.value).toBe(1);
    expect(build?.labels.node).toBe(process.versions.node);
  });

  it('lets other code register its own counter, once per name', async () => {
    const counter = app.metrics.counter({ name: 'test_things_total', help: 'Things', labelNames: ['kind'] });
    expect(app.metrics.counter({ name: 'test_things_total', help: 'Things', labelNames: ['kind'] })).toBe(counter);
    counter.inc({ kind: 'a' }, 2);
    expect(sampleValue(await scrape(app, METRICS_TOKEN), 'test_things_total', { kind: 'a' })).toBe(2);
  });
});
