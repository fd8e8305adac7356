import { defineConfig } from '@playwright/test';
import { E2E_ORIGIN } from './e2e/support/site';

/**
 * Browser tests against the whole site started the way `npm start` starts it (on its own ports and data
 * folder). Debian's Chromium is used; Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.e2e\.ts/,
  // One site, one set of processes: the tests that stop a remote must not race the others.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  projects: [
    { name: 'site', testIgnore: /remote-outages/ },
    // Stops and moves remotes, so it runs after everything that needs them in place.
    { name: 'remote-outages', testMatch: /remote-outages\.e2e\.ts/, dependencies: ['site'] },
  ],
  use: {
    baseURL: E2E_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
