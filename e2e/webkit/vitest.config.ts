import { defineConfig } from 'vitest/config';

/**
 * The WebKit lanes (README, "Test"): journeys in WebKitGTK in a phone-sized shell, and in WPE WebKit 2.38 (what iOS
 * 16's Safari runs), over WebDriver, against the server on the built web app. One browser at a time: the machine's
 * two cores are shared with the rest of `npm test`.
 */
export default defineConfig({
  test: {
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'webkit',
          root: import.meta.dirname,
          include: ['specs/**/*.wk.ts'],
          provide: { lane: 'gtk' },
          globalSetup: ['global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'old-ios',
          root: import.meta.dirname,
          include: ['old-ios/**/*.wk.ts'],
          provide: { lane: 'wpe' },
          globalSetup: ['global-setup.ts'],
        },
      },
    ],
  },
});
