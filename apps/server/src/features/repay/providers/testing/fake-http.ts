import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeAnswer = { status: number; body: unknown; contentType?: string };

/** A local HTTP server answering from a handler, for the providers' fakes; listens on 127.0.0.1. */
export async function startFakeHttp(
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
  port = 0,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://fake.local');
      try {
        const answer = await handle({
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        response
          .writeHead(answer.status, {
            'content-type': answer.contentType ?? 'application/json',
            'request-id': 'req_fake',
          })
          .end(text);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A provider-style id: prefix and 14 random letters and digits. */
export function fakeId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 14; i += 1) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${prefix}_${id}`;
}

/** Digits from Math.random (test data only). */
export function fakeDigits(count: number): string {
  let digits = String(1 + Math.floor(Math.random() * 9));
  while (digits.length < count) digits += String(Math.floor(Math.random() * 10));
  return digits;
}
