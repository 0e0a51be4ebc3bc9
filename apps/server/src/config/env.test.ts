import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from '../app.ts';
import { parseTrustProxy, readEnv } from './env.ts';

describe('TRUST_PROXY', () => {
  it('reads off, a number of proxy hops (true is one balancer) or proxy addresses and ranges', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8']);
  });

  it('refuses to start on anything else', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', 'balancer.internal', '-1', '1.5'])
      expect(() => readEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('takes the address the last trusted proxy saw, never an entry the client wrote', async () => {
    const ipSeenWith = async (setting: string, socket: string, forwardedFor: string) => {
      const app = Fastify({ trustProxy: trustProxyOption(readEnv({ TRUST_PROXY: setting }).TRUST_PROXY) });
      app.get('/', async (request) => request.ip);
      const response = await app.inject({
        url: '/',
        remoteAddress: socket,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      await app.close();
      return response.body;
    };
    // The client wrote 6.6.6.6; its real address is 198.51.100.7, appended by each proxy on the way.
    expect(await ipSeenWith('1', '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeenWith('true', '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeenWith('2', '10.0.0.2', '6.6.6.6, 198.51.100.7, 172.16.0.9')).toBe('198.51.100.7');
    expect(await ipSeenWith('10.0.0.0/8', '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    // A request that did not come through a listed proxy keeps its socket address.
    expect(await ipSeenWith('10.0.0.0/8', '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
    expect(await ipSeenWith('false', '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });
});
