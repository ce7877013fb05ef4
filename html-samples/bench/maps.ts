/**
 * Map bench: 1k, 10k and 100k points on the map widget (BaseMap, and MapboxGL once its provider is registered) and,
 * in the same run, on a plain Leaflet + leaflet.markercluster page given the same points (addLayers, no chunking: what
 * a page would otherwise do). For each: time to interactive, longest main-thread task, marker elements, and the ratio.
 *
 * Time to interactive: from navigation start to the map's first clusters drawn (the widget's 'ready', which follows
 * the first idle; the plain page's first frame after addLayers) and then the page taking input: a task posted at that
 * moment has run.
 */
import type { Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFixtureData } from '../server/fixtures-data';
import { createSandbox } from '../server/sandbox/index';
import { serveFile } from '../server/static';
import { median, ms, verdict, type Row } from './table';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 3);
const SIZES = ['1k', '10k', '100k'] as const;
const BUDGET = { '10k': { tti: 300, ratio: 2 }, '100k': { tti: 1500, ratio: 4 } } as Partial<Record<(typeof SIZES)[number], { tti: number; ratio: number }>>;

/** The console message the page writes once interactive. */
const TTI_SIGNAL = 'bench:interactive';

interface MapRun {
  tti: number;
  /** The part of tti before the loader's first line ran (the page's HTML and the loader's download); null on the plain page. */
  beforeLoader: number | null;
  longestTask: number;
  markers: number;
  provider: string;
}

/** Provider config of the widget pages: MapboxGL draws the sandbox's local style (no remote tile). */
const PROVIDER_CONFIG: Record<string, Record<string, string>> = {
  BaseMap: {},
  MapboxGL: { apiID: 'pk.eyJ1Ijoic2FuZGJveCIsImEiOiJzYW5kYm94In0.sandbox', mapboxMapIdentifier: 'sandbox/local' },
};

export function benchServer(): Server {
  const distDir = process.env.DIST_DIR ?? join(root, 'dist');
  const fixturesDir = join(root, 'fixtures', 'data');
  const sandbox = createSandbox({ fixturesDir });
  const widgetPage = readFileSync(join(root, 'html-samples/bench/pages/widget-map.html'), 'utf8');
  const vendor: Record<string, string> = { leaflet: join(root, 'node_modules/leaflet/dist'), markercluster: join(root, 'node_modules/leaflet.markercluster/dist') };
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://bench');
      const path = url.pathname;
      if (path === '/widget-map.html') {
        const provider = url.searchParams.get('provider') ?? 'BaseMap';
        const config = { config: { provider, pointsUrl: `/fixtures-data/points-${url.searchParams.get('n')}.json`, baseUrl: '#point-', ...PROVIDER_CONFIG[provider] } };
        const services = { mapboxApi: `http://${req.headers.host}/sandbox/mapbox` };
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(widgetPage.replace('__CONFIG__', JSON.stringify(config)).replace('__SERVICES__', JSON.stringify(services)));
      }
      if (path.startsWith('/sandbox/') && (await sandbox.handle(req, res, url))) return;
      if (path === '/markercluster.html' && (await serveFile(join(root, 'html-samples/bench/pages'), path, res))) return;
      if (path.startsWith('/assets/locator-widgets/') && (await serveFile(distDir, path.slice('/assets/locator-widgets/'.length), res))) return;
      if (path.startsWith('/fixtures-data/') && (await serveFixtureData(fixturesDir, path, res))) return;
      const [, name, rest] = /^\/vendor\/([a-z]+)\/(.+)$/.exec(path) ?? [];
      if (name && rest && vendor[name] && (await serveFile(vendor[name], rest, res))) return;
      res.writeHead(404).end();
    })().catch(() => res.writeHead(500).end());
  });
}

async function measure(browser: Browser, url: string, readyEvent: string): Promise<MapRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(({ eventName, signal }) => {
    const w = window as unknown as { __map: { longest: number; tti?: number; provider?: string } };
    w.__map = { longest: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__map.longest = Math.max(w.__map.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener(eventName, (event) => {
      const detail = (event as CustomEvent<{ data?: { provider?: string } }>).detail;
      w.__map.provider = detail?.data?.provider ?? 'Leaflet + markercluster';
      // The page takes input once a task posted now has run.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        w.__map.tti = performance.now();
        console.debug(signal);
      };
      channel.port2.postMessage(0);
    });
  }, { eventName: readyEvent, signal: TTI_SIGNAL });
  // No page.waitForFunction: its polling first injects Playwright's own script into the page, a main-thread task of
  // about 25 ms that would land inside the measured load. A console message reaches the bench with nothing run in the page.
  const interactive = page.waitForEvent('console', { predicate: (message) => message.text() === TTI_SIGNAL, timeout: 180_000 });
  // Awaited below; when the page never loads, it fails with the closed context, unawaited.
  interactive.catch(() => {});
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  try {
    await page.goto(url);
    await interactive;
  } catch (error) {
    await context.close();
    throw new Error(`${url} never became interactive: ${problems.join('; ') || String(error)}`);
  }
  // Let long tasks that ended at ready be reported.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  const result = await page.evaluate(() => {
    const w = window as unknown as { __map: { longest: number; tti: number; provider: string } };
    const loaderStart = performance.getEntriesByName('locator:start', 'mark')[0]?.startTime ?? null;
    return { ...w.__map, loaderStart, markers: document.querySelectorAll('.leaflet-marker-icon').length };
  });
  await context.close();
  return { tti: result.tti, beforeLoader: result.loaderStart, longestTask: result.longest, markers: result.markers, provider: result.provider };
}

function summarise(runs: MapRun[]) {
  const before = runs.map((r) => r.beforeLoader).filter((value): value is number => value !== null);
  return { tti: median(runs.map((r) => r.tti)), beforeLoader: before.length ? median(before) : null, longestTask: Math.max(...runs.map((r) => r.longestTask)), markers: Math.max(...runs.map((r) => r.markers)), provider: runs[0]!.provider };
}

/** Registered providers among those the bench compares (MapboxGL joins when its line is in the registry). */
function widgetProviders(): string[] {
  const registry = readFileSync(join(root, 'src/maps/providers/index.ts'), 'utf8');
  return ['BaseMap', ...(/^\s*MapboxGL\s*:/m.test(registry) ? ['MapboxGL'] : [])];
}

export async function benchMaps(browser: Browser): Promise<Row[]> {
  const server = benchServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rows: Row[] = [];
  try {
    for (const n of SIZES) {
      const budget = BUDGET[n];
      const plainRuns: MapRun[] = [];
      for (let i = 0; i < RUNS; i++) plainRuns.push(await measure(browser, `${base}/markercluster.html?n=${n}`, 'bench:ready'));
      const plain = summarise(plainRuns);
      rows.push([`${n} points, plain Leaflet + markercluster: time to interactive (median of ${RUNS})`, ms(plain.tti), '', '']);
      rows.push([`${n} points, plain Leaflet + markercluster: longest task, marker elements`, `${ms(plain.longestTask)}, ${plain.markers}`, '', '']);
      for (const provider of widgetProviders()) {
        const runs: MapRun[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${base}/widget-map.html?provider=${provider}&n=${n}`, 'locator:ready'));
        const widget = summarise(runs);
        const label = `${n} points, map widget ${provider}${widget.provider !== provider ? ` (fell back to ${widget.provider})` : ''}`;
        const ratio = plain.tti / widget.tti;
        rows.push([`${label}: time to interactive (median of ${RUNS})`, ms(widget.tti), budget ? ms(budget.tti) : '', budget ? verdict(widget.tti <= budget.tti) : '']);
        // Where the time goes: the page and the loader's download come before any of the bundle's code runs.
        if (widget.beforeLoader !== null) rows.push([`${label}: of which before the loader ran (median)`, ms(widget.beforeLoader), '', '']);
        rows.push([`${label}: longest task`, ms(widget.longestTask), '50.0 ms', verdict(widget.longestTask <= 50)]);
        rows.push([`${label}: marker elements`, String(widget.markers), '300', verdict(widget.markers <= 300)]);
        rows.push([`${label}: faster than plain markercluster`, `${ratio.toFixed(1)}x`, budget ? `${budget.ratio}x` : '', budget ? verdict(ratio >= budget.ratio) : '']);
      }
    }
  } finally {
    server.close();
  }
  return rows;
}
