import { DEFAULT_EVENTS_TO_DISPLAY } from '../../src/core/events';
import { isValidTimeZone } from '../../src/core/zoned-day';
import { decimal, isBlank } from '../../src/core/type-check';
import { asBoolean, ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';

export interface EventsConfig {
  /** At most this many events are shown (spec §3, §9: eventsToDisplay, default 1000). */
  eventsToDisplay: number;
  /**
   * IANA zone of the store, for "end of the start day" (end 0) and the dates shown. Null: the visitor's zone,
   * which is only right when visitor and store share it, so pages should give it.
   */
  timezone: string | null;
  /**
   * Re-render the text of each event's `<time datetime>` in the page locale and the store's zone; only with
   * `timezone` given: without the store's zone the server's text is the one that is right.
   */
  formatDates: boolean;
}

/**
 * A value that cannot be used is said on the console and the next one used (the attribute's, the JSON's, the default),
 * not a reason to skip the widget: skipped, it would leave every ended event of the server's list on the page.
 */
export function parseEventsConfig(input: ConfigInput): ParseResult<EventsConfig> {
  const read = new ConfigReader(input);
  const eventsToDisplay = read.usableOr('eventsToDisplay', DEFAULT_EVENTS_TO_DISPLAY, {
    usable: (value): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0,
    fromAttr: decimal,
    expected: 'a whole number from 0',
    instead: (count) => `${count} are shown at most`,
  });
  const timezone = read.usableOr<string | null>('timezone', null, {
    usable: (value): value is string => typeof value === 'string' && isValidTimeZone(value),
    // Trimmed, as the hours widget reads its own: a template may print the zone with a space around it.
    fromAttr: (text) => text.trim(),
    expected: 'an IANA time zone such as "Europe/Paris"',
    instead: (zone) => (zone ? `"${zone}" is used` : "the visitor's time zone is used"),
  });
  const json = read.raw('formatDates');
  // As the other widgets read booleans ("false" as a template prints it too); anything else is warned of, not fatal.
  const fromJson = asBoolean(json);
  if (!isBlank(json) && fromJson === undefined) read.warn('config.formatDates', 'true or false', json, 'the dates are formatted');
  const formatFromJson = fromJson ?? true;
  const formatDates = read.attr('formatDates') === undefined ? formatFromJson : read.flag('formatDates');
  return read.result({ eventsToDisplay, timezone, formatDates });
}
