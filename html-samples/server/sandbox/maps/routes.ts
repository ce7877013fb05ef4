import type { Route } from '../context';
import { mapboxDataHandler, mapboxStyleHandler } from './mapbox-style';
import { bingMetadataHandler, bingScriptHandler, failingScriptHandler, googleScriptHandler, mapquestAssetHandler } from './scripts';
import { fakeSdkTileHandler, mapboxStyleTileHandler, mapboxTilesetHandler, mapquestTileHandler } from './tile-handlers';

const Z_X_Y = '(\\d{1,2})\\/(\\d{1,8})\\/(\\d{1,8})';

/** The map providers' stand-ins (README: "Map providers"); patterns match the path after "/sandbox". */
export const MAP_ROUTES: readonly Route[] = [
  { methods: ['GET'], pattern: /^\/maps\/google\/js$/, handler: googleScriptHandler },
  { methods: ['GET'], pattern: /^\/maps\/bing\/mapcontrol$/, handler: bingScriptHandler },
  { methods: ['GET'], pattern: /^\/maps\/bing\/rest\/Imagery\/Metadata\/\w+$/, handler: bingMetadataHandler },
  { methods: ['GET'], pattern: /^\/maps\/mapquest\/mapquest\.(js|css)$/, handler: mapquestAssetHandler },
  {
    methods: ['GET'],
    pattern: new RegExp(`^\\/maps\\/mapquest\\/tiles\\/v1\\/render\\/latest\\/([a-z]+)\\/${Z_X_Y}\\/(?:256|512)(?:@2x)?\\/(?:png|jpeg|webp)$`),
    handler: mapquestTileHandler,
  },
  { methods: ['GET'], pattern: new RegExp(`^\\/maps\\/tiles\\/(google|bing)\\/${Z_X_Y}\\.svg$`), handler: fakeSdkTileHandler },
  { methods: ['GET'], pattern: /^\/maps\/fail\.js$/, handler: failingScriptHandler },
  {
    methods: ['GET'],
    pattern: new RegExp(`^\\/mapbox\\/styles\\/v1\\/([\\w.-]+)\\/([\\w.-]+)\\/tiles\\/(?:256|512)\\/${Z_X_Y}(?:@2x)?$`),
    handler: mapboxStyleTileHandler,
  },
  { methods: ['GET'], pattern: new RegExp(`^\\/mapbox\\/v4\\/([\\w.-]+)\\/${Z_X_Y}(?:@2x)?\\.png$`), handler: mapboxTilesetHandler },
  { methods: ['GET'], pattern: /^\/mapbox\/styles\/v1\/([\w.-]+)\/([\w.-]+)\/?$/, handler: mapboxStyleHandler },
  { methods: ['GET'], pattern: /^\/mapbox\/data\/(land|borders)\.geojson$/, handler: mapboxDataHandler },
];
