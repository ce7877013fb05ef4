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

export function parseEventsConfig(input: ConfigInput): ParseResult<EventsConfig> {
  const read = new ConfigReader(input);
  const fromJson = read.number('eventsToDisplay', DEFAULT_EVENTS_TO_DISPLAY, { min: 0 });
  const attr = read.attr('eventsToDisplay');
  const eventsToDisplay = read.attrNumber('eventsToDisplay', fromJson);
  if (!Number.isInteger(eventsToDisplay) || eventsToDisplay < 0) {
    read.fail(attr === undefined ? 'config.eventsToDisplay' : 'data-events-to-display', 'a whole number from 0', attr ?? eventsToDisplay);
  }
  const zoneAttr = read.attr('timezone');
  const timezone = zoneAttr ?? read.string('timezone', '');
  if (timezone !== '' && !isValidTimeZone(timezone)) {
    read.fail(zoneAttr === undefined ? 'config.timezone' : 'data-timezone', 'an IANA time zone such as "Europe/Paris"', timezone);
  }
  const formatAttr = read.attr('formatDates');
  const formatDates = formatAttr === undefined ? read.boolean('formatDates', true) : read.flag('formatDates');
  return read.result({ eventsToDisplay, timezone: timezone || null, formatDates });
}
