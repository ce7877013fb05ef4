import { parseCalendarDate } from '../../src/core/review-dates';
import type { Review, ReviewComment } from '../../src/core/reviews';
import type { ConfigReader } from '../../src/loader/config/readers';
import { isObject } from '../../src/core/type-check';

type Fail = ConfigReader['fail'];

/** Reads one field of a nested object; records an error (and returns the fallback) when it has the wrong type. */
function field<T>(fail: Fail, object: Record<string, unknown>, key: string, path: string, check: (v: unknown) => v is T, expected: string, fallback?: T): T | undefined {
  const value = object[key];
  if (value === undefined || value === null) {
    if (fallback === undefined) fail(`${path}.${key}`, expected, value);
    return fallback;
  }
  if (check(value)) return value;
  fail(`${path}.${key}`, expected, value);
  return fallback;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isRating = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 1 && v <= 5;
const isDate = (v: unknown): v is string => typeof v === 'string' && parseCalendarDate(v) !== null;
const DATE = 'a date (YYYY-MM-DD)';

function readComment(fail: Fail, value: unknown, path: string): ReviewComment | null {
  if (!isObject(value)) {
    fail(path, 'an object', value);
    return null;
  }
  const isOwnerResponse = field(fail, value, 'isOwnerResponse', path, isBoolean, 'true or false', false) ?? false;
  // Replies from others are never shown (spec §5): nothing of theirs is read, so their mistakes skip nothing.
  if (!isOwnerResponse) return null;
  const date = field(fail, value, 'date', path, isDate, DATE);
  const content = field(fail, value, 'content', path, isString, 'a string', '') ?? '';
  return date === undefined ? null : { isOwnerResponse, date, content };
}

function readReview(fail: Fail, value: unknown, path: string): Review | null {
  if (!isObject(value)) {
    fail(path, 'an object', value);
    return null;
  }
  const authorName = field(fail, value, 'authorName', path, isString, 'a string');
  const rating = field(fail, value, 'rating', path, isRating, 'a number between 1 and 5');
  const reviewDate = field(fail, value, 'reviewDate', path, isDate, DATE);
  const content = field(fail, value, 'content', path, isString, 'a string', '') ?? '';
  const avatarUrl = field(fail, value, 'avatarUrl', path, isString, 'a string', '');
  const rawComments = value.comments ?? [];
  let comments: ReviewComment[] = [];
  if (Array.isArray(rawComments)) {
    comments = rawComments.flatMap((c, i) => readComment(fail, c, `${path}.comments[${i}]`) ?? []);
  } else fail(`${path}.comments`, 'an array', rawComments);
  if (authorName === undefined || rating === undefined || reviewDate === undefined) return null;
  return { authorName, rating, reviewDate, content, comments, ...(avatarUrl ? { avatarUrl } : {}) };
}

/** The `recent` list of the config block, every problem reported with its path (config.recent[2].rating). */
export function readRecent(read: ConfigReader): Review[] {
  const fail: Fail = (path, expected, got) => read.fail(path, expected, got);
  const value = read.raw('recent');
  if (!Array.isArray(value)) {
    fail('config.recent', 'an array', value);
    return [];
  }
  return value.flatMap((item, i) => readReview(fail, item, `config.recent[${i}]`) ?? []);
}

/** An object of strings whose keys are all among `keys` (labels, starIcons); unknown keys are errors too. */
export function readStringMap<K extends string>(read: ConfigReader, key: string, keys: readonly K[]): Partial<Record<K, string>> {
  const value = read.raw(key);
  if (value === undefined || value === null) return {};
  if (!isObject(value)) {
    read.fail(`config.${key}`, 'an object', value);
    return {};
  }
  const out: Partial<Record<K, string>> = {};
  for (const [name, text] of Object.entries(value)) {
    if (!(keys as readonly string[]).includes(name)) read.fail(`config.${key}.${name}`, `a known key (${keys.join(', ')})`, name);
    else if (typeof text !== 'string') read.fail(`config.${key}.${name}`, 'a string', text);
    else out[name as K] = text;
  }
  return out;
}
