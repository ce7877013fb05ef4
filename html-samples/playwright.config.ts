import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.SAMPLES_PORT ?? 4391);
// Separate result folders let several runs (one per build in DIST_DIR) proceed side by side.
const RESULTS = process.env.PW_RESULTS ?? '../test-results';

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium) against the built bundle on the sample site.
 * The sample server is started by Playwright and stopped after the run.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: `${RESULTS}/playwright`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: `${RESULTS}/playwright.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'npx tsx html-samples/server/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/qa/`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
