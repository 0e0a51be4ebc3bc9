import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CallFailedError } from '@/platform/call-failed.ts';
import { forgetServedWithPage, mayRefetchOnMount } from './served-with-page.ts';
import {
  parseServerState,
  renderedForThisLaunch,
  restoreServerState,
  serializeServerState,
  serverStateOf,
} from './server-state.ts';

async function serverClient(): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ queryKey: ['loan', '5004'], queryFn: async () => ({ note: '</script><script>x' }) });
  await client.prefetchQuery({
    queryKey: ['refused'],
    queryFn: async () => {
      throw new CallFailedError('1003', 'Order not found');
    },
  });
  await client.prefetchQuery({
    queryKey: ['unanswered'],
    queryFn: async () => {
      throw new TypeError('fetch failed');
    },
  });
  return client;
}

describe('the state a server render hands the browser', () => {
  it('carries answers and refusals, not calls that got no answer, and cannot close its script block', async () => {
    const text = serializeServerState(serverStateOf(await serverClient(), { userId: '1001', language: '1' }));
    expect(text).not.toContain('</script>');
    const state = parseServerState(text);
    expect(state?.launch).toEqual({ userId: '1001', language: '1' });
    expect(state?.queries.queries.map((query) => query.queryKey)).toEqual([['loan', '5004'], ['refused']]);
  });

  it('restores answers, and refusals as the error the failed state reads, without asking again on mount', async () => {
    const state = parseServerState(serializeServerState(serverStateOf(await serverClient(), {})));
    if (!state) throw new Error('no state');
    const client = new QueryClient();
    restoreServerState(client, state);
    expect(client.getQueryData(['loan', '5004'])).toEqual({ note: '</script><script>x' });
    const refusal = client.getQueryState(['refused'])?.error;
    expect(refusal).toBeInstanceOf(CallFailedError);
    expect(refusal).toMatchObject({ code: '1003', serverMessage: 'Order not found', kind: 'notFound' });
    expect(client.getQueryDefaults(['refused']).retryOnMount).toBe(false);
    expect(client.getQueryState(['unanswered'])).toBeUndefined();
  });

  it('does not fetch again on mount what came with the page, until the borrower moves to another screen', async () => {
    const state = parseServerState(serializeServerState(serverStateOf(await serverClient(), {})));
    if (!state) throw new Error('no state');
    const client = new QueryClient();
    restoreServerState(client, state);
    const served = client.getQueryCache().find({ queryKey: ['loan', '5004'] });
    if (!served) throw new Error('not restored');
    expect(mayRefetchOnMount(served)).toBe(false);
    expect(mayRefetchOnMount({ queryHash: '["another"]' })).toBe(true);
    forgetServedWithPage();
    expect(mayRefetchOnMount(served)).toBe(true);
  });

  it('ignores a block that is missing or not the server’s shape', () => {
    for (const text of [undefined, null, '', 'not json', '[]', '{"launch":{}}', '{"launch":{},"queries":{}}'])
      expect(parseServerState(text)).toBeUndefined();
  });

  it('hydrates only a render made for the launch the browser has', () => {
    const launch = { userId: '1001', sessionId: 's', orderId: '5004', language: '2' };
    expect(renderedForThisLaunch(launch, { ...launch })).toBe(true);
    // The tab remembered an order the reloaded URL did not name: the server rendered for less than the browser knows.
    expect(renderedForThisLaunch({ userId: '1001', sessionId: 's', language: '2' }, launch)).toBe(false);
    expect(renderedForThisLaunch(launch, { ...launch, sessionId: 'other' })).toBe(false);
  });
});
