/**
 * `npm test`: the type check, unit tests (Vitest, jsdom), then the build, then browser tests (Playwright, Debian's
 * Chromium). Every step always runs; the last line is the plain totals (the type check counts as one test), and the
 * exit code is non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(label: string, command: string, args: string[]): number {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;

run('fixtures', 'npx', ['tsx', 'fixtures/generate.ts']);

// Vitest and Vite strip types without checking them: a type error would otherwise reach main unnoticed.
if (run('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) === 0) passed += 1;
else failed += 1;

const unitExit = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]);
const unit = readJson(`${results}/vitest.json`) as { numPassedTests?: number; numFailedTests?: number } | null;
passed += unit?.numPassedTests ?? 0;
failed += unit?.numFailedTests ?? 0;
if (unitExit !== 0 && !unit?.numFailedTests) failed += 1; // the runner itself failed (syntax error, no tests)

const buildExit = run('build', 'npx', ['vite', 'build']);
if (buildExit !== 0) {
  failed += 1;
} else {
  // The report where it is read (relative to the config's folder): a PW_RESULTS of the caller's would move it away.
  process.env.PW_RESULTS = `../${results}`;
  const browserExit = run('browser tests', 'npx', ['playwright', 'test', '-c', 'html-samples/playwright.config.ts']);
  const browser = readJson(`${results}/playwright.json`) as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
  passed += (browser?.stats?.expected ?? 0) + (browser?.stats?.flaky ?? 0);
  failed += browser?.stats?.unexpected ?? 0;
  // The runner failed, or wrote no report: the browser tests cannot be counted as passed.
  if ((browserExit !== 0 && !browser?.stats?.unexpected) || !browser) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
