import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './apps/web/scripts/preact-aliases.mjs';

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which on a 2-core machine runs the files one at a time; two
    // side by side use both cores.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      // The Dockerfile and compose.yaml against the production smoke script.
      { test: { name: 'deploy', include: ['scripts/**/*.test.mjs'] } },
      // How partial bench runs merge into the last full one (the report must never pass old figures off as new).
      { test: { name: 'bench', include: ['bench/**/*.test.mjs'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's aliases (apps/web/vite.config.ts): its own modules under `@/`, React's API from Preact.
        resolve: {
          alias: [
            { find: '@', replacement: decodeURIComponent(new URL('./apps/web/src', import.meta.url).pathname) },
            ...PREACT_ALIASES,
          ],
        },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
    ],
  },
});
