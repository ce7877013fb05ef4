import { parseCalendarDate } from '../../src/core/review-dates';
import type { Review, ReviewComment } from '../../src/core/reviews';
import type { ConfigReader } from '../../src/loader/config/readers';
import { fromCmsText, isObject } from '../../src/core/type-check';

type Fail = ConfigReader['fail'];
type Problem = Parameters<Fail>;

/** Reads one field of a nested object; records a problem (and returns the fallback) when it has the wrong type. */
function field<T>(problems: Problem[], object: Record<string, unknown>, key: string, path: string, check: (v: unknown) => v is T, expected: string, fallback?: T): T | undefined {
  const given = object[key];
  // A rating or a switch written as a string ("4", "true"), as CMS exports write them, is read (the markup contract);
  // texts stay texts.
  const value = check(given) ? given : fromCmsText(given);
  if (value === undefined || value === null) {
    if (fallback === undefined) problems.push([`${path}.${key}`, expected, given]);
    return fallback;
  }
  if (check(value)) return value;
  problems.push([`${path}.${key}`, expected, given]);
  return fallback;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isRating = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 1 && v <= 5;
const isDate = (v: unknown): v is string => typeof v === 'string' && parseCalendarDate(v) !== null;
const DATE = 'a date (YYYY-MM-DD)';

/** An owner's response, or null: a reply from someone else, or a response with a problem (each one in `problems`). */
function readComment(problems: Problem[], value: unknown, path: string): ReviewComment | null {
  if (!isObject(value)) {
    problems.push([path, 'an object', value]);
    return null;
  }
  const before = problems.length;
  // Replies from others are never shown (spec §5): nothing of theirs is read, so their mistakes skip nothing.
  if (field(problems, value, 'isOwnerResponse', path, isBoolean, 'true or false', false) !== true) return null;
  const date = field(problems, value, 'date', path, isDate, DATE);
  const content = field(problems, value, 'content', path, isString, 'a string', '') ?? '';
  return problems.length > before ? null : { isOwnerResponse: true, date: date!, content };
}

/** A review, or null when it has a problem (each one in `problems`); a response with a problem is left out alone. */
function readReview(problems: Problem[], responses: Problem[], value: unknown, path: string): Review | null {
  if (!isObject(value)) {
    problems.push([path, 'an object', value]);
    return null;
  }
  // Required: the review's schema markup names its author (search engines reject a review without one).
  const authorName = field(problems, value, 'authorName', path, isString, 'a string');
  const rating = field(problems, value, 'rating', path, isRating, 'a number between 1 and 5');
  const reviewDate = field(problems, value, 'reviewDate', path, isDate, DATE);
  const content = field(problems, value, 'content', path, isString, 'a string', '') ?? '';
  const avatarUrl = field(problems, value, 'avatarUrl', path, isString, 'a string', '');
  // Comments that are no list are left out, not the review: only the owner's responses would have been shown.
  let rawComments = value.comments ?? [];
  if (!Array.isArray(rawComments)) {
    responses.push([`${path}.comments`, 'an array', rawComments]);
    rawComments = [];
  }
  if (problems.length) return null;
  const comments = (rawComments as unknown[]).flatMap((c, i) => readComment(responses, c, `${path}.comments[${i}]`) ?? []);
  return { authorName: authorName!, rating: rating!, reviewDate: reviewDate!, content, comments, ...(avatarUrl ? { avatarUrl } : {}) };
}

/**
 * The `recent` list of the config block. A review with a problem is left out, and one owner's response with a problem,
 * each said on the console with its path (config.recent[2].rating): one bad entry in a CMS export must not take the
 * whole carousel away. A block whose list is not a list, or whose reviews are all left out, is an error.
 */
export function readRecent(read: ConfigReader): Review[] {
  const value = read.raw('recent');
  if (!Array.isArray(value)) {
    read.fail('config.recent', 'an array', value);
    return [];
  }
  const said: Problem[] = [];
  const reviews = value.flatMap((item, i) => {
    const problems: Problem[] = [];
    const responses: Problem[] = [];
    const review = readReview(problems, responses, item, `config.recent[${i}]`);
    said.push(...(review ? responses : problems));
    return review ?? [];
  });
  // Every review left out (dates in another format, ratings as text): shown, the widget would put "No reviews yet" over
  // the server's list. The problems are errors instead, and the server's reviews stay.
  const allOut = value.length > 0 && reviews.length === 0;
  for (const problem of said) {
    if (allOut) read.fail(...problem);
    else read.warn(...problem, 'left out');
  }
  return reviews;
}

/**
 * An object of strings whose keys are among `keys` (labels, starIcons). An unknown key or a text that is no string
 * is left out with a warning: the widget's own text stands in (a page's typo must not take the reviews away).
 */
export function readStringMap<K extends string>(read: ConfigReader, key: string, keys: readonly K[]): Partial<Record<K, string>> {
  const value = read.raw(key);
  if (value === undefined || value === null) return {};
  if (!isObject(value)) {
    read.fail(`config.${key}`, 'an object', value);
    return {};
  }
  const out: Partial<Record<K, string>> = {};
  for (const [name, text] of Object.entries(value)) {
    if (!(keys as readonly string[]).includes(name)) read.warn(`config.${key}.${name}`, `a known key (${keys.join(', ')})`, name, 'left out');
    else if (typeof text !== 'string') read.warn(`config.${key}.${name}`, 'a string', text, 'left out');
    else out[name as K] = text;
  }
  return out;
}
