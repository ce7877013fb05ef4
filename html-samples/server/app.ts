import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { loadGazetteer, loadLocations } from '../../fixtures/index';
import type { FixtureLocation } from '../../fixtures/lib/types';
import { FIXTURE_NOW } from '../../fixtures/lib/constants';
import { DEFAULTS as REVIEWS_DEFAULTS } from '../../widgets/reviews/config';
import { directoryPage } from './pages/directory-page';
import { locationPage } from './pages/location-page';
import { listQaPages, qaIndex, qaPage } from './pages/qa-page';
import { searchPage } from './pages/search-page';
import { statePage } from './pages/state-page';
import { createSandbox } from './sandbox/index';
import { serveFixtureData } from './fixtures-data';
import { cacheControl, serveFile } from './static';

export interface AppOptions {
  root: string;
}

/**
 * The sample site: CMS-like pages rendered from the fixtures, the built bundle under /assets/locator-widgets/,
 * static QA material, and the sandbox that emulates every third party under /sandbox/.
 */
export function createApp({ root }: AppOptions): Server {
  const fixturesDir = join(root, 'fixtures', 'data');
  const pagesDir = join(root, 'html-samples', 'pages');
  const qaDir = join(pagesDir, 'qa');
  // DIST_DIR lets parallel work serve its own build.
  const distDir = process.env.DIST_DIR ?? join(root, 'dist');
  const locations = loadLocations(fixturesDir);
  const gazetteer = loadGazetteer(fixturesDir);
  const byUrl = new Map<string, FixtureLocation>(locations.map((location) => [location.url, location]));
  const sandbox = createSandbox({ fixturesDir });

  const send = (res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
    res.end(body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    const head = req.method === 'HEAD';
    if (path.startsWith('/sandbox/') && (await sandbox.handle(req, res, url))) return;
    if (path.startsWith('/assets/locator-widgets/') && (await serveFile(distDir, path.slice('/assets/locator-widgets/'.length), res, head, cacheControl(path)))) return;
    if (path.startsWith('/fixtures-data/') && (await serveFixtureData(fixturesDir, path, res, head))) return;
    if (path === '/') return send(res, 200, directoryPage(locations, origin));
    if (path === '/samples.json') return send(res, 200, JSON.stringify(await sampleIndex(qaDir, locations)), 'application/json');
    if (path === '/search') return send(res, 200, searchPage(url.searchParams.get('q') ?? url.searchParams.get('qp') ?? '', locations, gazetteer, origin, url.searchParams.get('qp')));
    if (path.startsWith('/locations/')) {
      const location = byUrl.get(decodeURIComponent(path.slice('/locations/'.length)));
      if (location) return send(res, 200, locationPage(location, origin));
    }
    if (path.startsWith('/states/')) {
      const page = statePage(path.slice('/states/'.length), locations, origin);
      if (page) return send(res, 200, page);
    }
    if (path === '/qa/' || path === '/qa') return send(res, 200, await qaIndex(qaDir, origin));
    if (path.startsWith('/qa/') && !path.includes('.')) {
      const page = await qaPage(qaDir, path.slice(4), origin);
      if (page) return send(res, 200, page);
    }
    if (await serveFile(pagesDir, path, res, head)) return;
    send(res, 404, '<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1></html>');
  };

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[samples] request failed', req.url, error);
      if (!res.headersSent) send(res, 500, 'Internal error', 'text/plain');
      else res.end();
    });
  });
}

const DAY_SECONDS = 86_400;

/** The locales of the sample location pages: every page language and country variant the fixtures hold. */
export const SAMPLE_LOCALES = ['fr_FR', 'fr_BE', 'nl_BE', 'it_IT', 'en_GB', 'de_DE', 'nl_NL', 'es_ES', 'ja_JP', 'en_US'] as const;

/**
 * The sample URLs `npm start` prints: one location page per locale, then the QA pages. Each is the first location of
 * its locale that has every location-page widget to show: photos, events, and more reviews than a desktop slide shows.
 */
export function sampleLocations(locations: FixtureLocation[]): FixtureLocation[] {
  // An event still to come a week after the fixtures' "now": the page keeps one to show for a while.
  const upcoming = (event: FixtureLocation['events'][number]) => (event.end || event.start + DAY_SECONDS) > FIXTURE_NOW + 7 * DAY_SECONDS;
  const complete = (location: FixtureLocation) =>
    location.photos.length > 0 && location.events.some(upcoming) && location.reviews.total > 2 && location.reviews.recent.length > REVIEWS_DEFAULTS.showDesktop;
  return SAMPLE_LOCALES.flatMap((locale) => {
    const ofLocale = locations.filter((location) => location.locale === locale);
    return ofLocale.find(complete) ?? ofLocale[0] ?? [];
  });
}

/** Every sample page, for the browser tests and the bench. */
export async function sampleIndex(qaDir: string, locations: FixtureLocation[]) {
  return {
    pages: ['/', '/search?q=Lyon'],
    locations: sampleLocations(locations).map((location) => ({ locale: location.locale, path: `/locations/${location.url}` })),
    qa: (await listQaPages(qaDir)).map((page) => ({ title: page.title, path: `/qa/${page.name}` })),
  };
}
