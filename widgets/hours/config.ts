import { isTimeZone, localeClock, parseWeek, type ClockFormat, type Week } from '../../src/core/hours';
import type { HoursStrings } from '../../src/i18n/hours';
import { strings } from '../../src/i18n/strings';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';

export interface HoursConfig {
  /** 7 days, Monday first. */
  week: Week;
  /** The store's IANA zone; null means the visitor's own clock is the store's. */
  timeZone: string | null;
  /** Spec flag showopentoday: the status line ("Open until 19:00"). */
  showOpenToday: boolean;
  /** Spec flag todayfirst: the list starts from today. */
  todayFirst: boolean;
  /** Spec flag twentyFourHourClock; by default the page locale's usual clock. */
  clock: ClockFormat;
  /** Merge adjacent days with equal hours into ranges (spec §4). */
  merge: boolean;
  texts: HoursStrings;
  /** The status line on a day open all day (see parseHoursConfig). */
  allDayStatus: string;
  locale: string;
}

const TEXT_KEYS = ['caption', 'openUntil', 'closeAt', 'opensAt', 'midnight', 'allDay', 'closed', 'today', 'holiday', 'zoneNote'] as const;

/** A flag from its data attribute when present (presence means true, "false" false), else from the JSON key. */
function flag(read: ConfigReader, attribute: string, key: string, fallback: boolean): boolean {
  return read.attr(attribute) !== undefined ? read.flag(attribute) : read.boolean(key, fallback);
}

export function parseHoursConfig(input: ConfigInput): ParseResult<HoursConfig> {
  // Spec §3 gives the hours data as a JSON list of 7 days: a block that is only that list is the days, with the
  // flags from the element's attributes.
  const read = new ConfigReader(Array.isArray(input.json) ? { ...input, json: { days: input.json } } : input);
  const { week, problems } = parseWeek(read.raw('days'));
  for (const problem of problems) read.fail(problem.path, problem.expected, problem.got);

  // From data-timezone as well (as the events widget reads it): a block that is only the days has no other place for it.
  const zoneAttr = read.attrText('timezone');
  const zone = zoneAttr ?? read.string('timezone', '');
  if (zone && !isTimeZone(zone)) read.fail(zoneAttr === undefined ? 'config.timezone' : 'data-timezone', 'an IANA time zone such as "Europe/Paris"', zone);

  const defaults = strings(input.locale).hours;
  const texts = { ...defaults };
  for (const key of TEXT_KEYS) texts[key] = read.string(key, defaults[key]);

  const twentyFour = flag(read, 'twentyFourHourClock', 'twentyFourHourClock', localeClock(input.locale) === '24h');
  return read.result({
    week,
    timeZone: zone && isTimeZone(zone) ? zone : null,
    showOpenToday: flag(read, 'showopentoday', 'showopentoday', false),
    todayFirst: flag(read, 'todayfirst', 'todayfirst', false),
    clock: twentyFour ? '24h' : '12h',
    merge: read.boolean('merge', true),
    texts,
    // Spec §4 gives the midnight text "when the end is midnight and it is past the start", which an open-all-day
    // interval (0-0) is too: a page that brings its own midnight template gets it on those days. Without one (or with
    // its own allDay text) the line says "Open 24 hours", which is what such a day is.
    allDayStatus: read.raw('midnight') !== undefined && read.raw('allDay') === undefined ? texts.midnight : texts.allDay,
    locale: input.locale,
  });
}
