import { MAP } from '../../src/core/map/constants';
import { mergeLocations, toPins } from '../../src/core/map/locations';
import { fillTemplate } from '../../src/core/text-template';
import { strings } from '../../src/i18n/strings';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';
import { providerLoader } from '../../src/maps/providers/index';
import type { MapLocation, MapPin, ProviderName } from '../../src/maps/types';
import { keepGoodLocations, readLocations } from './locations-config';
import { absolute } from '../../src/maps/cluster/source';

export interface MapConfig {
  provider: ProviderName;
  credentials: { apiId: string; channelId: string; mapId: string; mapboxMapIdentifier: string };
  /** Google's SDK version (`v`, spec default 3.31) and libraries, when the page sets them. */
  sdk: { version?: string; libraries?: string[] };
  zoom: number;
  disableMapControl: boolean;
  linkToGetDirections: boolean;
  baseUrl: string;
  maxNumberOfLocationsToDisplay: number | null;
  tileUrl: string | null;
  tileAttribution: string;
  /** A points file loaded and clustered off the main thread (benchmark and very large pages). */
  pointsUrl: string | null;
  workerThreshold: number;
  /** The search results screen: larger pins, clusters of at least 5, ready after the first idle. */
  searchScreen: boolean;
  /** The results group whose store this map shares with the list of cards (config.resultsGroup); implies searchScreen. */
  resultsGroup: string | null;
  /** Accessible name of the map, when the page gives one (config.label). */
  label: string | null;
  /** The default name in the page language ("Map of our stores"). */
  defaultLabel: string;
  /** The links around the drawn map for keyboard users: past it, and back to its start. */
  skipLabel: string;
  backLabel: string;
  /** The drawn map's accessible description: how the keyboard moves it. */
  keysHint: string;
  /** The page locale (the host's data-locale, else the page's): pin design and map language. */
  locale: string;
  /** The host's own data-locale, which chooses the centre of an empty map. */
  ownLocale: string | null;
  /** Locations then nearby locations, deduplicated and cut to the maximum. */
  locations: MapLocation[];
  pins: MapPin[];
}

/**
 * The map's JSON block: `{ "config": {…}, "locations": […], "nearbyLocations": […] }` (spec §3), matched by id.
 * An unknown provider fails the map with `[locator] map#id: no map factory for provider "X"`.
 */
export function parseMapConfig(input: ConfigInput): ParseResult<MapConfig> {
  const top = new ConfigReader(input);
  const read = new ConfigReader({ ...input, json: top.raw('config') ?? {} });
  const text = strings(input.locale).map;

  // Blank (a template's empty field) is none given, as in every reader: the default map, not a map that fails.
  const provider = read.jsonText('provider', 'BaseMap');
  if (!providerLoader(provider)) read.errors.push(`[locator] map#${input.id}: no map factory for provider "${provider}"`);
  const max = read.number('maxNumberOfLocationsToDisplay', 0, { min: 0 });
  const tileUrl = read.string('tileUrl', '') || null;
  if (tileUrl && !/\{z\}/.test(tileUrl)) read.fail('config.tileUrl', 'a tile URL template with {z}, {x} and {y}', tileUrl);
  // Null or blank is none given, as in every reader.
  const given = read.raw('libraries');
  const libraries = given === null || given === '' ? undefined : given;
  if (libraries !== undefined && !(Array.isArray(libraries) && libraries.every((l) => typeof l === 'string'))) read.fail('config.libraries', 'a list of strings', libraries);
  const pointsUrl = read.string('pointsUrl', '') || null;
  if (pointsUrl && !absolute(pointsUrl)) read.fail('config.pointsUrl', 'an address (absolute or relative to the page)', pointsUrl);
  // The spec writes the version as a number (3.31); a string ("3.31", "weekly") is as good.
  const version = textOrNumber(read, 'version');
  // Blank is none given, and the group trimmed as the results list reads its own: the two must name the same store.
  const resultsGroup = read.jsonText('resultsGroup', '') || null;

  const config = {
    provider: provider as ProviderName,
    credentials: {
      apiId: read.string('apiID', ''),
      // Google's channels are numbers (0 to 999): a CMS may export one as such.
      channelId: textOrNumber(read, 'channelId'),
      mapId: read.string('mapId', ''),
      mapboxMapIdentifier: read.string('mapboxMapIdentifier', ''),
    },
    sdk: { ...(version ? { version } : {}), ...(Array.isArray(libraries) ? { libraries: libraries as string[] } : {}) },
    zoom: configuredZoom(read),
    disableMapControl: read.boolean('disableMapControl', false),
    linkToGetDirections: read.boolean('linkToGetDirections', false),
    baseUrl: read.string('baseUrl', ''),
    // 0 means "no limit", as an unset value does.
    maxNumberOfLocationsToDisplay: max > 0 ? Math.floor(max) : null,
    tileUrl,
    tileAttribution: read.string('tileAttribution', ''),
    pointsUrl,
    workerThreshold: read.number('workerThreshold', MAP.workerThreshold, { min: 1 }),
    resultsGroup,
    searchScreen: read.boolean('searchScreen', false) || resultsGroup !== null,
    label: read.string('label', '') || null,
    defaultLabel: text.label,
    skipLabel: text.skip,
    backLabel: text.back,
    keysHint: text.keys,
    locale: input.locale,
    ownLocale: input.data.locale || null,
  };
  const own = readLocations(top.raw('locations'), 'locations', top);
  const nearby = readLocations(top.raw('nearbyLocations'), 'nearbyLocations', top);
  keepGoodLocations(own.locations.length + nearby.locations.length, [...own.problems, ...nearby.problems], top);
  const locations = mergeLocations(own.locations, nearby.locations, config.maxNumberOfLocationsToDisplay);
  const pins = toPins(locations, {
    baseUrl: config.baseUrl,
    linkToGetDirections: config.linkToGetDirections,
    fallbackLabel: (location) => fillTemplate(text.pin, { id: location.id }),
    // A location page's own store stays a pin of its own among the stores nearby (a search screen's results cluster).
    standalone: nearby.locations.length && !config.searchScreen ? new Set(own.locations.map((location) => location.id)) : undefined,
  });
  top.errors.push(...read.errors);
  top.warnings.push(...read.warnings);
  return top.result({ ...config, locations, pins });
}

/**
 * The configured zoom. The maps offer no view farther out than the empty map's zoom (spec §9: 2), nor closer in than
 * their maximum (21): a zoom beyond either opens at that end, said in a warning rather than silently, and the map is
 * drawn (a template's 0 or 22 is a slip, not a reason to show no map).
 */
function configuredZoom(read: ConfigReader): number {
  const zoom = read.number('zoom', MAP.defaultZoom, { min: 0 });
  const end = zoom < MAP.emptyZoom ? { zoom: MAP.emptyZoom, bound: 'at least', view: 'farthest' } : zoom > MAP.maxZoom ? { zoom: MAP.maxZoom, bound: 'at most', view: 'closest' } : null;
  if (!end) return zoom;
  read.warn('config.zoom', `${end.bound} ${end.zoom}, the ${end.view} view the map offers`, zoom, `zoom ${end.zoom} is used`);
  return end.zoom;
}

/** A text setting a CMS may export as a number (a version 3.31, a channel 42): the number's text. */
function textOrNumber(read: ConfigReader, key: string): string {
  const value = read.raw(key);
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : read.string(key, '');
}
