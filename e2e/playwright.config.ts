import { defineConfig } from '@playwright/test';
import { E2E_SERVERS } from './support/servers.ts';

const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e',
  // The longest flows (KYC, operator approval, withdrawal) take ~25 s here; CI machines can be
  // twice as slow, so leave room before calling a slow run a failure.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    baseURL: E2E_SERVERS.standard.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: {
        viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      },
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: Object.values(E2E_SERVERS).map((server) => ({
    command: `node e2e/support/start-server.mjs ${server.name}`,
    cwd: '..',
    url: `${server.url}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
