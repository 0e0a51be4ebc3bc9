import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake provider does with the next requests: answer as the provider would, fail (500), refuse (400), hang. */
export type ProviderMode = 'accept' | 'fail' | 'refuse' | 'hang';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A local HTTP server standing in for a provider's API: `answer` plays the provider for each request in `accept`
 * mode; the other modes play its outages. Every request is kept. Tests switch `mode` while it runs.
 */
export interface FakeProviderServer {
  origin: string;
  mode: ProviderMode;
  readonly received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startFakeProviderServer(
  answer: (request: ReceivedRequest) => Answer,
  outage: { fail: Answer; refuse: Answer },
): Promise<FakeProviderServer> {
  const hanging = new Set<ServerResponse>();
  const fake = { mode: 'accept' as ProviderMode, received: [] as ReceivedRequest[] };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.received.push(received);
      if (fake.mode === 'hang') {
        hanging.add(response);
        return;
      }
      const { status, body } = fake.mode === 'accept' ? answer(received) : outage[fake.mode];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** An origin nothing listens on: a provider that is down (connection refused). */
export async function downOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
