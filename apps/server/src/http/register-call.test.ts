import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';

describe('registering the contract calls', () => {
  const warnings: string[] = [];
  const listener = (warning: Error & { code?: string }) => warnings.push(`${warning.code}: ${warning.message}`);
  afterEach(() => {
    process.off('warning', listener);
  });

  it('warns of nothing a newcomer would take for a failure (a multipart call has no body schema on purpose)', async () => {
    process.on('warning', listener);
    const app = await buildTestApp();
    await app.ready();
    // Process warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    await app.close();
    expect(warnings.filter((warning) => warning.startsWith('FSTWRN'))).toEqual([]);
  });
});
