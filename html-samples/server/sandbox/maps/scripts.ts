import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fakeBingScript } from '../../../../src/testing/fake-sdks/bing';
import { fakeGoogleScript } from '../../../../src/testing/fake-sdks/google';
import { mapquestShim } from '../../../../src/testing/fake-sdks/mapquest';
import type { SandboxContext } from '../context';
import { requestOrigin, send, sendJson, sendText } from '../http-util';

const JS = { 'Content-Type': 'text/javascript; charset=utf-8' };
/** Test hook: a key (or Google client id) of this value makes the provider's script answer 500, as a failing CDN would. */
export const FAILING_SCRIPT_KEY = 'fail-script';
const CALLBACK = /^[A-Za-z_$][\w$.]*$/;

/** The `callback` parameter, or undefined after a 400 for a name that is not a plain identifier path. */
function callbackOf(ctx: SandboxContext): string | null | undefined {
  const callback = ctx.url.searchParams.get('callback');
  if (callback !== null && !CALLBACK.test(callback)) {
    sendText(ctx.res, 400, 'callback must be a JavaScript identifier');
    return undefined;
  }
  return callback;
}

/** GET /maps/google/js?v=…&key=…|client=…&channel=…&libraries=…&language=…&callback=… (Maps JavaScript API). */
export function googleScriptHandler(ctx: SandboxContext): void {
  const callback = callbackOf(ctx);
  if (callback === undefined) return;
  const params = new URLSearchParams(ctx.url.search);
  params.delete('callback');
  if (params.get('key') === FAILING_SCRIPT_KEY || params.get('client') === FAILING_SCRIPT_KEY) return failingScriptHandler(ctx);
  if (!params.get('key') && !params.get('client')) {
    // Google answers the script but the API refuses to work: here, the auth failure path.
    params.set('key', 'bad-key');
  }
  const tiles = `${requestOrigin(ctx.req, ctx.url)}/sandbox/maps/tiles/google/{z}/{x}/{y}.svg`;
  send(ctx.res, 200, fakeGoogleScript(params.toString(), callback, tiles), JS);
}

/** GET /maps/bing/mapcontrol?callback=…&key=…&setLang=… (Bing Maps V8 control). */
export function bingScriptHandler(ctx: SandboxContext): void {
  const callback = callbackOf(ctx);
  if (callback === undefined) return;
  if (ctx.url.searchParams.get('key') === FAILING_SCRIPT_KEY) return failingScriptHandler(ctx);
  const tiles = `${requestOrigin(ctx.req, ctx.url)}/sandbox/maps/tiles/bing/{z}/{x}/{y}.svg`;
  send(ctx.res, 200, fakeBingScript(callback, tiles), JS);
}

/**
 * GET /maps/bing/rest/Imagery/Metadata/{imagerySet}?key=… (Bing Maps REST `dev.virtualearth.net/REST/v1/Imagery/Metadata`):
 * what the Bing adapter asks with the map's session key to learn whether Bing accepted the key. No key: 401
 * NoCredentials; `bad-key`: 401 InvalidCredentials; any other key: 200 ValidCredentials with one metadata resource.
 */
export function bingMetadataHandler(ctx: SandboxContext): void {
  const key = ctx.url.searchParams.get('key') ?? '';
  const common = { brandLogoUri: 'https://dev.virtualearth.net/Branding/logo_powered_by.png', copyright: '© 2026 Microsoft (sandbox)', traceId: 'sandbox' };
  if (!key || key === 'bad-key') {
    return sendJson(ctx.res, 401, {
      ...common,
      authenticationResultCode: key ? 'InvalidCredentials' : 'NoCredentials',
      errorDetails: ['Access was denied. You may have entered your credentials incorrectly, or you might not have access to the requested resource or operation.'],
      resourceSets: [],
      statusCode: 401,
      statusDescription: 'Unauthorized',
    });
  }
  const tiles = `${requestOrigin(ctx.req, ctx.url)}/sandbox/maps/tiles/bing/{z}/{x}/{y}.svg`;
  sendJson(ctx.res, 200, {
    ...common,
    authenticationResultCode: 'ValidCredentials',
    resourceSets: [{ estimatedTotal: 1, resources: [{ imageHeight: 256, imageWidth: 256, imageUrl: tiles, imageUrlSubdomains: null, zoomMax: 21, zoomMin: 1 }] }],
    statusCode: 200,
    statusDescription: 'OK',
  });
}

const require = createRequire(import.meta.url);
let leaflet: { js: string; css: string } | undefined;
const leafletFiles = () =>
  (leaflet ??= {
    js: readFileSync(require.resolve('leaflet/dist/leaflet.js'), 'utf8'),
    css: readFileSync(require.resolve('leaflet/dist/leaflet.css'), 'utf8'),
  });

/**
 * GET /maps/mapquest/mapquest.js and mapquest.css. MapQuest.js is Leaflet plus L.mapquest; so is the fake: the
 * installed Leaflet build (sets window.L) followed by a small L.mapquest (key, map, tileLayer) over sandbox tiles.
 */
export function mapquestAssetHandler(ctx: SandboxContext): void {
  const files = leafletFiles();
  if (ctx.match[1] === 'css') return send(ctx.res, 200, files.css, { 'Content-Type': 'text/css; charset=utf-8' });
  const tiles = `${requestOrigin(ctx.req, ctx.url)}/sandbox/maps/mapquest/tiles/v1/render/latest/vivid/{z}/{x}/{y}/256/png`;
  send(ctx.res, 200, `${files.js}\n;(${mapquestShim.toString()})(window.L, ${JSON.stringify(tiles)});\n`, JS);
}

/** GET /maps/fail.js: a provider script that fails (500), for the fallback tests. */
export function failingScriptHandler(ctx: SandboxContext): void {
  sendText(ctx.res, 500, 'Map script failed (sandbox test hook)');
}
