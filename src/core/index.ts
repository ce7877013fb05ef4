// The public surface of the pure helpers. Cookie helpers are deliberately absent from `helpers`:
// their DOM wrappers live in src/services/cookies.ts and the loader adds them, which keeps core
// free of `document`.
import { changeCase } from './case';
import { distanceBetween } from './distance';
import { countryName, languageName, regionName, timezoneName } from './display-names';
import { formatCurrency, formatNumber, formatPercent } from './format';
import { chooseImage } from './image';
import { toBcp47 } from './locale';
import { formatPhone, phoneHref } from './phone';
import { slugify } from './slug';
import { sortPrimitives } from './sort';
import { expectType } from './type-check';
import { stateAbbreviation, stateName } from './us-states';

export { changeCase, type CaseMode } from './case';
export { readCookie, serializeCookie } from './cookies';
export { countryName, languageName, regionName, timezoneName } from './display-names';
export { distanceBetween, EARTH_RADIUS, type DistanceUnit, type LatLng } from './distance';
export { formatCurrency, formatNumber, formatPercent } from './format';
export { chooseImage, type ImageSize } from './image';
export { createIntlCache } from './intl-cache';
export { DEFAULT_LOCALE, languageOf, toBcp47 } from './locale';
export { formatPhone, phoneHref } from './phone';
export { slugify } from './slug';
export { sortPrimitives, type Primitive } from './sort';
export { expectType, isPlainObject, type ExpectedTypes } from './type-check';
export { stateAbbreviation, stateName, US_STATES, type UsStateCode } from './us-states';

/**
 * The helpers the legacy page script exposed as one object, for pages that call them from inline
 * scripts.
 *
 * @example
 * helpers.formatPhone('5551234567'); // '(555) 123-4567'
 * helpers.regionName('US-VA', 'en'); // 'Virginia'
 */
export const helpers = {
  formatPhone,
  phoneHref,
  distanceBetween,
  chooseImage,
  slugify,
  changeCase,
  sortPrimitives,
  expectType,
  formatNumber,
  formatPercent,
  formatCurrency,
  languageName,
  countryName,
  regionName,
  timezoneName,
  stateAbbreviation,
  stateName,
  toBcp47,
} as const;

export type Helpers = typeof helpers;
