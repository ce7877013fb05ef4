import { DEFAULT_EVENTS_TO_DISPLAY } from '../../src/core/events';
import { isValidTimeZone } from '../../src/core/zoned-day';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';

export interface EventsConfig {
  /** At most this many events are shown (spec §3, §9: eventsToDisplay, default 1000). */
  eventsToDisplay: number;
  /**
   * IANA zone of the store, for "end of the start day" (end 0) and the dates shown. Null: the visitor's zone,
   * which is only right when visitor and store share it, so pages should give it.
   */
  timezone: string | null;
  /** Re-render the text of each event's `<time datetime>` in the page locale and store zone. */
  formatDates: boolean;
}

/**
 * A value that cannot be used is said on the console and replaced, not a reason to skip the widget: skipped, it would
 * leave every ended event of the server's list on the page.
 */
export function parseEventsConfig(input: ConfigInput): ParseResult<EventsConfig> {
  const read = new ConfigReader(input);
  const attr = read.attr('eventsToDisplay');
  const fromAttr = attr !== undefined && attr.trim() !== '';
  const given = fromAttr ? attr : read.raw('eventsToDisplay');
  const count = fromAttr ? Number(attr) : given;
  let eventsToDisplay = DEFAULT_EVENTS_TO_DISPLAY;
  if (typeof count === 'number' && Number.isInteger(count) && count >= 0) eventsToDisplay = count;
  else if (given !== undefined && given !== null) {
    read.warn(fromAttr ? 'data-events-to-display' : 'config.eventsToDisplay', 'a whole number from 0', given, `${DEFAULT_EVENTS_TO_DISPLAY} are shown at most`);
  }
  const zoneAttr = read.attr('timezone');
  const zone: unknown = zoneAttr ?? read.raw('timezone') ?? '';
  let timezone: string | null = null;
  if (typeof zone === 'string' && isValidTimeZone(zone)) timezone = zone;
  else if (zone !== '') read.warn(zoneAttr === undefined ? 'config.timezone' : 'data-timezone', 'an IANA time zone such as "Europe/Paris"', zone, "the visitor's time zone is used");
  const formatAttr = read.attr('formatDates');
  const formatDates = formatAttr === undefined ? read.boolean('formatDates', true) : read.flag('formatDates');
  return read.result({ eventsToDisplay, timezone, formatDates });
}
