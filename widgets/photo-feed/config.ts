import { FEED_RESOLUTIONS, FEED_TRANSPORTS, type FeedResolution, type FeedSort, type FeedTransport, type FeedQuery } from '../../src/core/photo-feed/types';
import { validateFeedOptions } from '../../src/core/photo-feed/validate';
import { strings } from '../../src/i18n/strings';
import type { PhotoFeedStrings } from '../../src/i18n/photo-feed';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';

export interface PhotoFeedConfig {
  query: FeedQuery;
  sortBy: FeedSort;
  resolution: FeedResolution;
  transport: FeedTransport;
  /** The v1 base; null means the page's endpoints().photoFeed. */
  endpoint: string | null;
  /** Show each photo's location name (default on for tagged and popular feeds, which mix places). */
  showLocation: boolean;
  text: PhotoFeedStrings;
}

/** Instafeed allowed at most 60 images per request. */
export const MAX_LIMIT = 60;

/**
 * Reads the JSON block (get, userId, tagName, locationId, accessToken, clientId, limit, resolution, sortBy, transport,
 * endpoint, showLocation, loadMoreLabel) and the spec's legacy settings as data attributes (data-userid,
 * data-accesstoken, data-limit, data-resolution; they win over the block). The source and credential rules give the
 * spec's own messages ('No user specified', …); type errors the usual `config.x must be …`.
 */
export function parsePhotoFeedConfig(input: ConfigInput): ParseResult<PhotoFeedConfig> {
  const read = new ConfigReader(input);
  // A legacy attribute left blank by a template is none given: the block's value stands.
  const userIdAttr = read.attrText('userid');
  const userId = userIdAttr !== undefined ? Number(userIdAttr) : read.raw('userId');
  const limit = readLimit(read);
  const resolution = read.attrText('resolution') ?? read.oneOf('resolution', FEED_RESOLUTIONS, 'thumbnail');
  if (!(FEED_RESOLUTIONS as readonly string[]).includes(resolution)) read.fail('data-resolution', `one of ${FEED_RESOLUTIONS.join(', ')}`, resolution);
  const endpoint = read.string('endpoint', '');
  if (endpoint && !isHttpBase(endpoint)) read.fail('config.endpoint', 'an http(s) URL', endpoint);

  const checked = validateFeedOptions({
    get: read.raw('get') ?? (userId !== undefined ? 'user' : undefined),
    userId,
    tagName: read.raw('tagName'),
    locationId: read.raw('locationId'),
    accessToken: read.attrText('accesstoken') ?? read.raw('accessToken'),
    clientId: read.raw('clientId'),
    limit,
    sortBy: read.raw('sortBy'),
  });
  if (!checked.ok) read.errors.push(`[locator] ${input.widget}#${input.id}: ${checked.message}`);
  const get = checked.ok ? checked.query.get : 'popular';
  const base = strings(input.locale).photoFeed;
  return read.result({
    query: checked.ok ? checked.query : { get },
    sortBy: checked.ok ? checked.sortBy : 'none',
    resolution: resolution as FeedResolution,
    transport: read.oneOf('transport', FEED_TRANSPORTS, 'json'),
    endpoint: endpoint || null,
    showLocation: read.boolean('showLocation', get === 'tagged' || get === 'popular'),
    text: { ...base, loadMore: read.string('loadMoreLabel', base.loadMore) },
  });
}

/** The page size, or undefined when absent (the endpoint's default then) or already reported. */
function readLimit(read: ConfigReader): number | undefined {
  const fromAttr = read.attrText('limit') !== undefined;
  const value = fromAttr ? read.attrNumber('limit', NaN) : read.number('limit', NaN);
  if (Number.isNaN(value)) return undefined;
  if (Number.isInteger(value) && value >= 1 && value <= MAX_LIMIT) return value;
  read.fail(fromAttr ? 'data-limit' : 'config.limit', `a whole number from 1 to ${MAX_LIMIT}`, value);
  return undefined;
}

function isHttpBase(value: string): boolean {
  try {
    const url = new URL(value, 'http://relative.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
