import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './apps/web/scripts/preact-aliases.mjs';

/**
 * The files that take most of the suite's time, by the reporter's per-file durations: those that start the server
 * (or a script) as a process of its own, the fuzz and SMS flood files, and the captcha solver's training. `npm run
 * test:fast` leaves them out for the edit loop (the `slow-` projects); `npm test` runs them in a second Vitest process
 * beside the end-to-end phase (scripts/test.sh).
 */
const SLOW_SERVER_FILES = [
  'apps/server/src/server.test.ts',
  'apps/server/src/server-*.test.ts',
  'apps/server/src/retention.test.ts',
  'apps/server/src/features/staff/staff-script.test.ts',
  'apps/server/src/security/fuzz.test.ts',
  'apps/server/src/security/sms-abuse.test.ts',
  'apps/server/src/features/promotion/captcha-solver.test.ts',
];
/** Component tests against the real server, started as a process. */
const SLOW_WEB_FILES = ['apps/web/src/features/complaint/components/photo-uploader.test.tsx'];

const serverProject = {
  globalSetup: ['apps/server/src/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** The web app's aliases (apps/web/vite.config.ts): its own modules under `@/`, React's API from Preact. */
const webProject = {
  resolve: {
    alias: [
      { find: '@', replacement: decodeURIComponent(new URL('./apps/web/src', import.meta.url).pathname) },
      ...PREACT_ALIASES,
    ],
  },
  test: {
    include: ['apps/web/src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom' as const,
    // Packages that import `react` go through the aliases too, so a component test renders them with Preact.
    server: { deps: { inline: ['@tanstack/react-query', 'antd-mobile', 'react-router'] } },
  },
};

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
          exclude: SLOW_SERVER_FILES,
          ...serverProject,
        },
      },
      { test: { name: 'slow-server', include: SLOW_SERVER_FILES, ...serverProject } },
      { ...webProject, test: { ...webProject.test, name: 'web', exclude: SLOW_WEB_FILES } },
      { ...webProject, test: { ...webProject.test, name: 'slow-web', include: SLOW_WEB_FILES } },
    ],
  },
});
