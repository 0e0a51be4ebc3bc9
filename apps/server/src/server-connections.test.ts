import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBenchFigures } from './testing/bench-figures.ts';
import { type ServerProcess, startServer, stopServer } from './testing/server-process.ts';
import { testPostgresUrl } from './testing/test-database.ts';

/**
 * Client sockets against the real server process: a flood of idle sockets is capped and timed out instead of using
 * up the file descriptors, and SIGTERM finishes in-flight requests, closes idle keep-alive sockets and exits within
 * its grace period. No database is involved, so it runs in the embedded-database stage only.
 */
const onPostgres = Boolean(testPostgresUrl());
const CAP = 20;
const FLOOD = 3 * CAP;

interface Probe {
  socket: Socket;
  closed: boolean;
  received: string;
}

function open(base: string, localAddress?: string): Promise<Probe> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, ...(localAddress ? { localAddress } : {}) });
    const probe: Probe = { socket, closed: false, received: '' };
    socket.on('data', (chunk: Buffer) => {
      probe.received += chunk.toString();
    });
    socket.on('close', () => {
      probe.closed = true;
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve(probe));
    socket.once('error', reject);
  });
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

const paidNotice = (body: string) =>
  `POST /dev/repay/voucher-paid HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

describe.skipIf(onPostgres)(
  `client connections and graceful shutdown${onPostgres ? ' (skipped: runs in the embedded-database stage)' : ''}`,
  () => {
    const figures = { refusedAtCap: 0, idleClosed: false, healthyAfter: false, inFlightAnswered: false, exit: '' };
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      for (const server of servers) await stopServer(server, 'SIGKILL');
      writeBenchFigures('Idle connections and shutdown', [
        {
          measure: `idle sockets refused at once of ${FLOOD} opened (cap ${CAP})`,
          value: figures.refusedAtCap,
          target: `≥ ${FLOOD - CAP}`,
          met: figures.refusedAtCap >= FLOOD - CAP,
        },
        {
          measure: 'idle sockets closed by the socket timeout; /healthz answers after the flood',
          value: figures.idleClosed && figures.healthyAfter ? 'yes' : 'no',
          target: 'yes',
          met: figures.idleClosed && figures.healthyAfter,
        },
        {
          measure: 'SIGTERM: in-flight request answered, idle keep-alive closed, exit within the grace',
          value: figures.inFlightAnswered ? `yes (exit ${figures.exit})` : 'no',
          target: 'yes (exit 0)',
          met: figures.inFlightAnswered && figures.exit === '0',
        },
      ]);
    });

    it('refuses sockets past the cap at once and closes idle ones, so the server keeps answering', async () => {
      const server = await startServer({
        DATABASE_URL: 'memory://',
        HTTP_MAX_CONNECTIONS: String(CAP),
        HTTP_SOCKET_TIMEOUT_MS: '1500',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
      });
      servers.push(server);
      const probes = await Promise.all(Array.from({ length: FLOOD }, () => open(server.base)));
      // Half of them start a request and never finish it.
      for (const probe of probes.slice(0, FLOOD / 2)) probe.socket.write('GET /healthz HTTP/1.1\r\nHost: t');
      await waitFor(() => probes.filter((p) => p.closed).length >= FLOOD - CAP, 5_000);
      figures.refusedAtCap = probes.filter((p) => p.closed).length;
      expect(figures.refusedAtCap).toBeGreaterThanOrEqual(FLOOD - CAP);
      figures.idleClosed = await waitFor(() => probes.every((p) => p.closed), 20_000);
      expect(figures.idleClosed).toBe(true);
      const health = await fetch(`${server.base}/healthz`);
      figures.healthyAfter = health.status === 200;
      expect(health.status).toBe(200);
      expect(server.child.exitCode).toBeNull();

      // A keep-alive socket left idle after its answer is closed by the keep-alive timeout.
      const keepAlive = await open(server.base);
      keepAlive.socket.write('GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n');
      expect(await waitFor(() => keepAlive.received.startsWith('HTTP/1.1 200'), 10_000)).toBe(true);
      expect(await waitFor(() => keepAlive.closed, 10_000)).toBe(true);
    }, 120_000);

    it('caps the connections of one address below the server-wide cap: another address still gets in', async () => {
      const perAddress = 5;
      const server = await startServer({
        DATABASE_URL: 'memory://',
        HTTP_MAX_CONNECTIONS: String(CAP),
        HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(perAddress),
        // Long timeouts: only the caps may close these sockets.
        HTTP_SOCKET_TIMEOUT_MS: '600000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '600000',
      });
      servers.push(server);
      // One address (a loopback alias) holds as many idle sockets as it can open.
      const hog = await Promise.all(Array.from({ length: CAP }, () => open(server.base, '127.0.0.2')));
      await waitFor(() => hog.filter((p) => p.closed).length >= CAP - perAddress, 5_000);
      expect(hog.filter((p) => !p.closed)).toHaveLength(perAddress);
      // Another address opens its own and is answered on each.
      const others = await Promise.all(Array.from({ length: perAddress }, () => open(server.base, '127.0.0.3')));
      for (const probe of others) probe.socket.write('GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n');
      expect(await waitFor(() => others.every((p) => p.received.startsWith('HTTP/1.1 200')), 10_000)).toBe(true);
      for (const probe of [...hog, ...others]) probe.socket.destroy();
    }, 120_000);

    it('on SIGTERM finishes the in-flight request, closes idle keep-alive sockets and exits within its grace', async () => {
      const server = await startServer({
        DATABASE_URL: 'memory://',
        SHUTDOWN_GRACE_MS: '3000',
        // Each request's arrival is logged ("incoming request"), so the test sees both reach the server.
        LOG_LEVEL: 'info',
        // Long timeouts: only the shutdown may close these sockets.
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '600000',
        HTTP_SOCKET_TIMEOUT_MS: '600000',
        HTTP_REQUEST_TIMEOUT_MS: '600000',
      });
      servers.push(server);
      const idle = await open(server.base);
      idle.socket.write('GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n');
      expect(await waitFor(() => idle.received.includes('\r\n\r\n'), 10_000)).toBe(true);

      const body = JSON.stringify({ reference: '1234567890123452' });
      const inFlight = await open(server.base);
      inFlight.socket.write(paidNotice(body) + body.slice(0, 10));
      const stuck = await open(server.base);
      stuck.socket.write(paidNotice(body) + body.slice(0, 10));
      // Both requests have reached the server (their handlers wait for the rest of the body).
      const arrived = () => server.output().match(/"url":"\/dev\/repay\/voucher-paid"[^\n]*"incoming request"/g) ?? [];
      expect(await waitFor(() => arrived().length === 2, 10_000)).toBe(true);

      server.child.kill('SIGTERM');
      expect(await waitFor(() => idle.closed, 10_000)).toBe(true);
      inFlight.socket.write(body.slice(10));
      figures.inFlightAnswered = await waitFor(() => /^HTTP\/1\.1 \d{3}/.test(inFlight.received), 10_000);
      expect(figures.inFlightAnswered).toBe(true);
      // The stuck request never completes: the grace period ends it, and the process exits by itself.
      figures.exit = String(await server.exited);
      expect(figures.exit).toBe('0');
      expect(stuck.closed || (await waitFor(() => stuck.closed, 2_000))).toBe(true);
    }, 120_000);
  },
);
