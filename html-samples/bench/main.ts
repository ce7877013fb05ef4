/**
 * `npm run bench`: chunk sizes, each sample page's JS weight, script start to all widgets mounted (median of runs in
 * headless Chromium), long tasks and layout shift, each against the budgets of DESIGN.md §7, for a first visit (empty
 * cache) and a repeat visit (chunks cached, as the immutable chunk names allow). It reports; it does not fail on a budget.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ensureFixtures } from '../../fixtures/index';
import type { ManifestChunk } from '../tools/chunk-manifest';
import { createApp, sampleIndex } from '../server/app';
import { loadLocations } from '../../fixtures/index';
import { join } from 'node:path';
import { measurePage, type PageRun } from './measure-page';
import { kib, median, ms, printTable, verdict, type Row } from './table';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET = { loader: 6 * 1024, locationJs: 170 * 1024, startToMounted: 100, longTask: 50 };
const root = fileURLToPath(new URL('../..', import.meta.url));

ensureFixtures();
const manifest = JSON.parse(readFileSync(join(root, 'dist', 'chunks-manifest.json'), 'utf8')) as { chunks: ManifestChunk[] };
const gzipOf = new Map(manifest.chunks.map((chunk) => [`/assets/locator-widgets/${chunk.file}`, chunk.gzip]));

printTable(
  'Chunks (gzip)',
  manifest.chunks
    .filter((chunk) => chunk.kind !== 'asset')
    .map((chunk): Row => [chunk.file, kib(chunk.gzip), chunk.kind === 'entry' ? kib(BUDGET.loader) : '', chunk.kind === 'entry' ? verdict(chunk.gzip <= BUDGET.loader) : '']),
);

const server = createApp({ root });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const index = await sampleIndex(join(root, 'html-samples', 'pages', 'qa'), loadLocations());
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const pages = [
  ...index.locations.map((entry) => ({ label: `location ${entry.locale}`, path: entry.path, location: true })),
  ...index.pages.map((path) => ({ label: path, path, location: false })),
  ...index.qa.map((entry) => ({ label: entry.path, path: entry.path, location: false })),
];
const rows: Row[] = [];
for (const sample of pages) {
  const runs = [];
  // Repeat visits for the pages a visitor comes back to; the QA pages are measured on a first visit only.
  const repeat = !sample.path.startsWith('/qa/');
  for (let i = 0; i < RUNS; i++) runs.push(await measurePage(browser, base + sample.path, repeat));
  const first = runs[0]!.cold;
  const weigh = (paths: string[]) => [...new Set(paths)].reduce((sum, path) => sum + (gzipOf.get(path) ?? 0), 0);
  const js = weigh(first.scrolledScripts);
  const css = weigh(first.scrolledStyles);
  const jsAtLoad = weigh(first.scripts);
  const budgeted = sample.location;
  rows.push([`${sample.label}: all its JS (+CSS) gzip, scrolled to the end (at load)`, `${kib(js)} (+${kib(css)}) (${kib(jsAtLoad)})`, budgeted ? kib(BUDGET.locationJs) : '', budgeted ? verdict(js <= BUDGET.locationJs) : '']);
  for (const view of repeat ? (['cold', 'repeat'] as const) : (['cold'] as const)) {
    const views = runs.map((run) => run[view]).filter((run): run is PageRun => run !== null);
    const times = views.map((run) => run.startToMounted).filter((value): value is number => value !== null);
    const t = times.length ? median(times) : null;
    const bundle = Math.max(0, ...views.flatMap((run) => run.bundleTasks));
    const own = Math.max(0, ...views.flatMap((run) => run.bundleShares));
    const any = Math.max(0, ...views.flatMap((run) => run.longTasks));
    const label = `${sample.label}, ${view === 'cold' ? 'first visit' : 'repeat visit'}`;
    rows.push([`${label}: start -> all mounted (median of ${RUNS})`, t === null ? 'no widgets' : ms(t), budgeted ? ms(BUDGET.startToMounted) : '', budgeted && t !== null ? verdict(t <= BUDGET.startToMounted) : '']);
    rows.push([`${label}: longest bundle task (most of the bundle's own script time in one; any task)`, `${ms(bundle)} (${ms(own)}; ${ms(any)})`, `${BUDGET.longTask} ms`, verdict(bundle <= BUDGET.longTask)]);
  }
  const cls = Math.max(...runs.flatMap((run) => [run.cold.layoutShift, run.repeat?.layoutShift ?? 0]));
  rows.push([`${sample.label}: layout shift`, cls.toFixed(4), '0', verdict(cls === 0)]);
  if (sample.path === '/qa/no-widgets') {
    const extra = first.requests.filter((path) => !['/qa/no-widgets', '/samples.css', '/assets/locator-widgets/locator.js'].includes(path));
    rows.push(['no marked elements: requests beyond the loader', String(extra.length), '0', verdict(extra.length === 0)]);
  }
}
printTable(`Sample pages (headless Chromium, ${RUNS} runs each)`, rows);
printTable('Type-ahead against the sandbox geocoder (headless Chromium)', await (await import('./typeahead')).benchTypeahead(browser, base));
printTable('Maps: 1k, 10k and 100k points against plain Leaflet + leaflet.markercluster (headless Chromium)', await (await import('./maps')).benchMaps(browser));
await browser.close();
server.close();
