import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy; keep files in a few workers on a 2-core machine.
          maxWorkers: 2,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
    ],
  },
});
