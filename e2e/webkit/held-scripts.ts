import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_PORT } from './lanes.ts';

/** A way to the app server that holds the screen's scripts back until `release` (WebDriver cannot hold a request). */
export interface HeldScripts {
  /** The origin to open pages at instead of the app server's. */
  origin: string;
  /** From now on, the app's scripts wait (all but the small after-paint module that requests them). */
  hold(): void;
  /** Lets the waiting scripts and any later ones through. */
  release(): void;
  close(): Promise<void>;
}

const isAppScript = (path: string) =>
  path.startsWith('/assets/') && path.endsWith('.js') && !path.includes('after-paint');

/**
 * A small HTTP proxy in front of the lanes' app server. Its answers are never cached, so each page load asks for the
 * scripts again (the built assets are otherwise immutable for a year, and a cached one would not wait).
 */
export async function heldScriptsProxy(): Promise<HeldScripts> {
  let holding = false;
  let waiting: (() => void)[] = [];
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: SERVER_PORT,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cache-control': 'no-store' });
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    if (holding && isAppScript(path)) waiting.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const released = waiting;
      waiting = [];
      for (const forward of released) forward();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
