import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.SAMPLES_PORT ?? 4391);

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium) against the built bundle on the sample site.
 * The sample server is started by Playwright and stopped after the run.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
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
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
