import { analyticsPixelHandler } from './analytics';
import type { Route } from './context';
import { geocodingHandler } from './geocoding/handler';
import { failingImageHandler, flakyImageHandler, photoImageHandler } from './images';
import { instagramHandler } from './instagram/handler';
import { logHandler, resetHandler, sentryRecordsHandler } from './internal';
import { linksHandler } from './links';
import { MAP_ROUTES } from './maps/routes';
import { proxyHandler } from './proxy';
import { sentryHandler } from './sentry/handler';
import { shopHandler } from './shop/handler';
import { youtubeApiHandler, youtubeEmbedHandler, youtubeThumbnailHandler } from './youtube';

/** Every sandbox endpoint; patterns match the path after "/sandbox". The README lists the same table. */
export const ROUTES: readonly Route[] = [
  { methods: ['GET'], pattern: /^\/geocoding\/v5\/mapbox\.places(?:-permanent)?\/([^/]+)\.json$/, handler: geocodingHandler },
  { methods: ['GET'], pattern: /^\/shop\/(.+)\/(header|footer)\/?$/, handler: shopHandler },
  {
    methods: ['GET'],
    pattern: /^\/instagram\/v1\/(users|tags|locations)\/([^/]+)\/media\/recent\/?$/,
    handler: instagramHandler,
  },
  { methods: ['GET'], pattern: /^\/instagram\/v1\/media\/(popular)\/?$/, handler: instagramHandler },
  { methods: ['GET'], pattern: /^\/images\/photo\/([A-Za-z0-9_]{1,64})-(\d{1,4})\.svg$/, handler: photoImageHandler },
  { methods: ['GET'], pattern: /^\/images\/fail\/.*$/, handler: failingImageHandler },
  { methods: ['GET'], pattern: /^\/images\/flaky\/(\d{1,3})\/([A-Za-z0-9_-]{1,64})\.svg$/, handler: flakyImageHandler },
  { methods: ['GET'], pattern: /^\/analytics\/pixel\.gif$/, handler: analyticsPixelHandler },
  { methods: ['GET'], pattern: /^\/ads\/(conversion|viewthroughconversion)\/\d+\/?$/, handler: analyticsPixelHandler },
  { methods: ['POST'], pattern: /^\/sentry\/api\/(\d+)\/(envelope|store)\/?$/, handler: sentryHandler },
  { methods: ['GET'], pattern: /^\/links\/(ok|missing|gone|redirect|error)(\/.*)?$/, handler: linksHandler },
  { methods: ['GET'], pattern: /^\/youtube\/iframe_api$/, handler: youtubeApiHandler },
  { methods: ['GET'], pattern: /^\/youtube\/embed\/([A-Za-z0-9_-]{11})$/, handler: youtubeEmbedHandler },
  {
    methods: ['GET'],
    pattern: /^\/youtube\/vi\/([A-Za-z0-9_-]{11})\/([0-3]|default|mqdefault|hqdefault|sddefault|maxresdefault)\.jpg$/,
    handler: youtubeThumbnailHandler,
  },
  { methods: ['GET'], pattern: /^\/proxy\/?$/, handler: proxyHandler },
  ...MAP_ROUTES,
  { methods: ['GET'], pattern: /^\/__log\/?$/, handler: logHandler, internal: true },
  { methods: ['POST'], pattern: /^\/__log\/reset\/?$/, handler: resetHandler, internal: true },
  { methods: ['GET'], pattern: /^\/__sentry\/?$/, handler: sentryRecordsHandler, internal: true },
];

export function findRoute(path: string): { route: Route; match: RegExpExecArray } | undefined {
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (match) return { route, match };
  }
  return undefined;
}
