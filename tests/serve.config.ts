// Playwright configuration for the check of the README's first command
// (scripts/test.sh, stage "serve"): the specs in serve/ run against the app
// that `bash scripts/serve.sh` (or `--dev`) is serving at SERVE_URL, which the
// stage starts and stops itself. The browser settings are the e2e tests'.
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

const url = process.env.SERVE_URL;
if (!url) throw new Error('serve.config.ts: SERVE_URL is not set (scripts/test.sh --only serve sets it)');

export default defineConfig({
  ...e2e,
  testDir: './serve',
  // A development build is a large unoptimised wasm: give it time to start.
  timeout: 120_000,
  expect: { timeout: 60_000 },
  workers: 1,
  // The service worker is part of what the README's command serves (the
  // e2e tests block it, to spare each fresh page its install).
  use: { ...e2e.use, baseURL: url, serviceWorkers: 'allow' },
  webServer: undefined,
});
