import { FEED_ERRORS, unknownSort, unknownSource } from './messages';
import { FEED_SORTS, FEED_SOURCES, type FeedQuery, type FeedSort, type FeedSource } from './types';

/** Options as a page or a caller gives them: anything may be missing or of the wrong type. */
export interface FeedOptionsInput {
  get?: unknown;
  userId?: unknown;
  tagName?: unknown;
  locationId?: unknown;
  accessToken?: unknown;
  clientId?: unknown;
  limit?: number;
  sortBy?: unknown;
}

export type ValidatedFeed = { ok: true; query: FeedQuery; sortBy: FeedSort } | { ok: false; message: string };

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
// Spec §5: the user and location ids are numeric. A digit string is not accepted: Instafeed built the path from the
// value as given, and a string there is how a path-injection ("../") would get in.
const numericId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Checks feed options in Instafeed's order (credentials, then the source's own requirements, then the sort option)
 * and returns the typed query or the first problem, worded as spec §8 has it.
 *
 * @example
 * validateFeedOptions({ get: 'user', userId: 1001, accessToken: 't' }); // { ok: true, query: {…}, sortBy: 'none' }
 * validateFeedOptions({ get: 'tagged', clientId: 'c' }); // { ok: false, message: 'No tag name specified' }
 */
export function validateFeedOptions(input: FeedOptionsInput): ValidatedFeed {
  const fail = (message: string): ValidatedFeed => ({ ok: false, message });
  const accessToken = text(input.accessToken) ? input.accessToken : undefined;
  const clientId = text(input.clientId) ? input.clientId : undefined;
  if (!accessToken && !clientId) return fail(FEED_ERRORS.missingCredentials);

  const get = input.get ?? 'popular';
  if (typeof get !== 'string' || !(FEED_SOURCES as readonly string[]).includes(get)) return fail(unknownSource(get));
  const query: FeedQuery = { get: get as FeedSource };
  if (accessToken) query.accessToken = accessToken;
  else if (clientId) query.clientId = clientId;
  if (input.limit !== undefined) query.limit = input.limit;

  if (get === 'tagged') {
    // "." and ".." would be resolved away as path segments, even percent-encoded (WHATWG URL).
    if (!text(input.tagName) || /^\.{1,2}$/.test(input.tagName)) return fail(FEED_ERRORS.noTagName);
    query.tagName = input.tagName;
  } else if (get === 'location') {
    if (!numericId(input.locationId)) return fail(FEED_ERRORS.noLocation);
    query.locationId = input.locationId;
  } else if (get === 'user') {
    if (!numericId(input.userId)) return fail(FEED_ERRORS.noUser);
    if (typeof input.accessToken !== 'string' || !accessToken) return fail(FEED_ERRORS.noAccessToken);
    query.userId = input.userId;
  }

  const sortBy = input.sortBy ?? 'none';
  if (typeof sortBy !== 'string' || !(FEED_SORTS as readonly string[]).includes(sortBy)) return fail(unknownSort(sortBy));
  return { ok: true, query, sortBy: sortBy as FeedSort };
}
