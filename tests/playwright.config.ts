// Playwright configuration for Nimatron's end-to-end tests.
//
// The tests run against the *release* build in ../dist (made by
// `trunk build --release`), served by serve-dist.mjs on loopback. Browsers are
// never downloaded: we drive Debian's /usr/bin/chromium.
import { cpus } from 'node:os';

import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? '../dist';

export default defineConfig({
  testDir: './specs',
  // Failure screenshots (and traces, with E2E_TRACE=1) land in the repo's
  // (gitignored) test-results/.
  outputDir: '../test-results',
  fullyParallel: true,
  // In CI, one browser more than the cores: a test waits at times (the
  // computer's pause, the network going quiet), and a third browser on two
  // cores fills those waits (204 tests: 282 s with two, 265 s with three).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? cpus().length + 1 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The service worker's install fetches and caches the whole build on
    // every fresh page, which is every test: blocked, except in the specs
    // about it (offline, update, the timings), which allow it.
    serviceWorkers: 'block',
    // One browser context and page per worker, reset between tests
    // (storage of the origins visited, routes, init scripts, bindings,
    // viewport, media, clock; Playwright's own reset): a test opens its
    // pages in a renderer that has already run the app, where a fresh
    // context cost every test about 1.5 CPU-seconds more (game, nim and
    // play specs: 197 CPU-s and 106 s with fresh contexts, 118 and 70 s
    // reused). A test that sets other context options (`test.use` of a
    // locale, a touch screen) gets a fresh context; support.ts undoes what
    // the reset leaves (permissions granted, the network switched off);
    // the specs of the service worker, whose caches the reset leaves too,
    // ask for a context of their own (`reuseContext: false`).
    reuseContext: true,
    browserName: 'chromium',
    // A trace records every step of every test to keep the failed ones':
    // it made the suite a third slower (game + storage specs, one worker:
    // 171 s with it, 107 s without). A failure keeps its screenshot; set
    // E2E_TRACE=1 to record traces while chasing one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless',
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
  webServer: {
    command: `node serve-dist.mjs ${JSON.stringify(dist)} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Never test whatever else happens to listen on the port.
    reuseExistingServer: false,
    timeout: 15_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
