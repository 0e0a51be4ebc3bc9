import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR } from './support/staff.ts';

const port = Number(process.env.E2E_PORT ?? 4390);
const baseURL = `http://127.0.0.1:${port}`;
const ci = process.env.CI === 'true';

/** iPhone 13-sized viewport and user agent, driven in Debian's Chromium (Playwright cannot download browsers here). */
export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: './artifacts/report' }],
    ['json', { outputFile: './artifacts/results.json' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    locale: 'es-MX',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's headless shell: the same engine as its Chromium without the browser's own interface, whose
      // renderers kept half a core busy in headless mode; the suite runs in two thirds of the time on it.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx ../apps/server/src/server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: !ci,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: E2E_DATA_DIR,
      // Every spec comes from 127.0.0.1, two workers at once: the per-IP limit for real visitors would throttle the suite.
      RATE_LIMIT_PER_MINUTE: '100000',
      // The specs file complaints as the demo borrowers all run long; the daily cap has its own API test.
      COMPLAINTS_PER_BORROWER_PER_DAY: '100000',
      // The same for their photos: a retried or repeated spec uploads for the same demo borrower again, and the daily
      // 30 (its API test checks it) refused the photos of whichever spec came after, by the order tests happened to run.
      UPLOADS_PER_BORROWER_PER_DAY: '100000',
      // The landing's proof of work at a tenth of production's: two workers share two cores, where a full-cost solve
      // took longer than a toast's wait. Its cost at the default is in docs/settings.md, its checks in the API tests.
      PROMO_POW_MAX_NUMBER: '10000',
      // Every landing spec sends its codes from 127.0.0.1: from the fifth in ten minutes the address's captchas were the
      // hard ones, and a spec that drew its picture just before the other worker's fifth send was asked for a new one.
      // Which spec that hit depended on how the two workers interleaved; the hardening has its API tests.
      SMS_IP_HARD_CAPTCHA_AFTER: '100000',
    },
  },
});
