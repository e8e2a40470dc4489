import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 4173);
// One fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'nibras-e2e-'));
export const baseURL = `http://localhost:${port}`;
// A local stand-in for Google, Apple and Meta (apps/api/scripts/mock-provider.ts): no internet.
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? port + 10_000);
export const providerUrl = `http://127.0.0.1:${providerPort}`;

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A ceiling, not a wait: the journeys (several pages, axe scans in both themes) take 15 s on a
  // quiet machine and over a minute on a loaded two-core CI runner with two browsers.
  timeout: 120_000,
  // Also a ceiling: a page opened anew boots through a chain of lazily loaded chunks, and on a
  // slow two-core runner with two browsers and traces on that took 8-11 s after a social
  // sign-in (the same with the code before 2026-11-29's changes): 10 s failed there.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app's service worker precaches every page's code (2.4 MB) in each new context: the
    // specs of the installed app allow it (test.use), the others test the pages without it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (docs/shared/ARCHITECTURE.md, "Testing").
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
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore:
        /(bookings|dashboards|in-person|messaging|notifications|offline|reports|wallet|weekly-lessons)\.spec\.ts/,
    },
    // The booking journeys and the tutor's dashboard move the server's clock
    // (PUT /api/dev/clock); they and the messaging and reports journeys make tutors open every
    // hour of the week, which the search specs would find. So they run after every other spec, one at a time.
    {
      name: 'bookings',
      use: { ...devices['Desktop Chrome'] },
      testMatch:
        /(bookings|dashboards|in-person|messaging|notifications|offline|reports|wallet|weekly-lessons)\.spec\.ts/,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'npm run mock-provider -w @nibras/api',
      cwd: repoRoot,
      url: `${providerUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MOCK_PROVIDER_PORT: String(providerPort) },
    },
    {
      // The built app, web and API (npm run test:e2e builds both first), started as `npm start`
      // starts it, on a fresh database: what is tested is what runs (decision 0018).
      command: 'npm run start -w @nibras/api',
      cwd: repoRoot,
      url: `${baseURL}/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        NODE_ENV: 'development',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Each test comes from its own loopback address, named by X-Forwarded-For
        // (support/test.ts), as a server behind a proxy on this machine would see its visitors.
        TRUST_PROXY: 'loopback',
        // Lets several people test against their own build at once (npm run build -- --outDir).
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        // All three providers are the mock, each with its own way back (Apple posts its answer).
        GOOGLE_CLIENT_ID: 'nibras-e2e-google',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_ISSUER: providerUrl,
        APPLE_CLIENT_ID: 'nibras-e2e-apple',
        APPLE_CLIENT_SECRET: 'e2e-secret',
        APPLE_ISSUER: providerUrl,
        META_CLIENT_ID: 'nibras-e2e-meta',
        META_CLIENT_SECRET: 'e2e-secret',
        META_DIALOG_URL: `${providerUrl}/consent`,
        META_TOKEN_URL: `${providerUrl}/token`,
        META_USERINFO_URL: `${providerUrl}/userinfo`,
      },
    },
  ],
});
