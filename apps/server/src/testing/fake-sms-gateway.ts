import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayMode = 'accept' | 'fail' | 'refuse' | 'hang';

export interface GatewayRequest {
  authorization: string | undefined;
  body: { to: string; text: string; reference: string };
}

/**
 * A local stand-in for the SMS gateway: accepts (200), fails (500), refuses (400) or never answers, and keeps every
 * request it received. Tests switch `mode` while it runs.
 */
export interface FakeSmsGateway {
  url: string;
  mode: GatewayMode;
  readonly requests: GatewayRequest[];
  close(): Promise<void>;
}

export async function startFakeSmsGateway(port = 0): Promise<FakeSmsGateway> {
  const hanging = new Set<ServerResponse>();
  const gateway = { mode: 'accept' as GatewayMode, requests: [] as GatewayRequest[] };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      gateway.requests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      if (gateway.mode === 'hang') {
        hanging.add(response);
        return;
      }
      const status = { accept: 200, fail: 500, refuse: 400 }[gateway.mode];
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return Object.assign(gateway, {
    url: `http://127.0.0.1:${listening}/messages`,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** Waits (bounded) until `check` holds. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
