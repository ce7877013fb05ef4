import type { ReviewsData } from '../../src/core/reviews';
import type { ReviewStrings } from '../../src/i18n/reviews';
import { strings } from '../../src/i18n/strings';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';
import { readRecent, readStringMap } from './config-data';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;
export interface StarIcons {
  full: string;
  half: string;
  empty: string;
}

export interface ReviewsConfig {
  data: ReviewsData;
  /** Reviews in the carousel: data-total, at most the recent reviews given (default: all of them). */
  carouselTotal: number;
  showDesktop: number;
  showMobile: number;
  /** Below this viewport width (px) the mobile row count applies. */
  mobileBreakpoint: number;
  title: string;
  hLevel: HeadingLevel;
  brandName: string | null;
  brandLogo: string | null;
  dateFormatString: string | null;
  hideSchema: boolean;
  starIcons: StarIcons | null;
  autoplay: boolean;
  autoplaySpeed: number;
  labels: ReviewStrings;
  locale: string;
}

/** Spec §9 defaults. */
export const DEFAULTS = { showDesktop: 4, showMobile: 2, mobileBreakpoint: 768, hLevel: 2, autoplaySpeed: 3000 } as const;

const STAR_KEYS = ['full', 'half', 'empty'] as const;

function attrInteger(read: ConfigReader, name: string, fallback: number, min: number, max: number): number {
  const value = read.attrNumber(name, fallback);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  read.fail(`data-${name}`, `a whole number between ${min} and ${max}`, read.attr(name));
  return fallback;
}

export function parseReviewsConfig(input: ConfigInput): ParseResult<ReviewsConfig> {
  const read = new ConfigReader(input);
  const defaults = strings(input.locale).reviews;
  // Every text can be overridden: the keys are the language's (all languages have the same, see src/i18n).
  const labels = readStringMap(read, 'labels', Object.keys(defaults) as (keyof ReviewStrings)[]);
  // A page that words the count its own way, without a singular, has its wording for every count.
  const text = { ...defaults, basedOnOne: labels.basedOn ?? defaults.basedOnOne, ...labels };
  const recent = readRecent(read);
  const mean = recent.length ? recent.reduce((sum, r) => sum + r.rating, 0) / recent.length : 0;
  // Without a total, the reviews listed count, those left out for a problem too: they exist, only not shown here.
  const listed = read.raw('recent');
  const given = read.number('total', Array.isArray(listed) ? listed.length : recent.length, { min: 0 });
  // The count of all reviews, of which `recent` are the latest: fewer than the list, or a fraction, contradicts it
  // ("Based on 1 Reviews" over four, "No reviews yet" over a carousel, a schema count search engines refuse).
  const total = Number.isInteger(given) && given >= recent.length ? given : recent.length;
  if (total !== given) read.warn('config.total', `a whole number, at least the ${recent.length} reviews given`, given, `${recent.length} is shown`);
  const averageRating = read.number('averageRating', Math.round(mean * 10) / 10, { min: 0, max: 5 });
  // Reviews on a 1 to 5 scale average 1 at least: 0 (or no rating to compute one from) would show empty stars and
  // give search engines a rating below the scale.
  if (total > 0 && averageRating < 1 && Array.isArray(read.raw('recent'))) read.fail('config.averageRating', 'a number between 1 and 5 when total is above 0', read.raw('averageRating'));
  const stars = readStringMap(read, 'starIcons', STAR_KEYS);
  const starIcons = stars.full && stars.half && stars.empty ? { full: stars.full, half: stars.half, empty: stars.empty } : null;
  if (!starIcons && Object.keys(stars).length) read.fail('config.starIcons', 'an object with full, half and empty', read.raw('starIcons'));
  const hLevel = read.number('hLevel', DEFAULTS.hLevel, { min: 2, max: 6 });
  if (!Number.isInteger(hLevel)) read.fail('config.hLevel', 'a whole number', hLevel);
  const optional = (key: string) => read.jsonText(key, '') || null;
  // The carousel cannot show more reviews than it was given; fewer (data-total below the list) cuts the list.
  const carouselTotal = Math.min(attrInteger(read, 'total', recent.length, 0, 10_000), recent.length);
  return read.result<ReviewsConfig>({
    data: { recent, total, averageRating },
    carouselTotal,
    showDesktop: attrInteger(read, 'showdesktop', DEFAULTS.showDesktop, 1, 12),
    showMobile: attrInteger(read, 'showmobile', DEFAULTS.showMobile, 1, 12),
    mobileBreakpoint: attrInteger(read, 'mobilebreakpoint', DEFAULTS.mobileBreakpoint, 0, 10_000),
    // A blank title is no title: the block keeps its heading, the default one.
    title: read.jsonText('title', text.title),
    hLevel: hLevel as HeadingLevel,
    brandName: optional('brandName'),
    brandLogo: optional('brandLogo'),
    dateFormatString: optional('dateFormatString'),
    hideSchema: read.boolean('hideSchema', false),
    starIcons,
    autoplay: read.boolean('autoplay', false),
    autoplaySpeed: read.number('autoplaySpeed', DEFAULTS.autoplaySpeed, { min: 500, max: 60_000 }),
    labels: text,
    locale: input.locale,
  });
}
