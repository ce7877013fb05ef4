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

const ZONE = 'an IANA time zone such as "Europe/Paris"';

/**
 * A value that cannot be used is said on the console and replaced, not a reason to skip the widget: skipped, it would
 * leave every ended event of the server's list on the page.
 */
export function parseEventsConfig(input: ConfigInput): ParseResult<EventsConfig> {
  const read = new ConfigReader(input);
  // The attribute wins over the JSON, and the JSON over the default; a value that cannot be used is said, and the
  // next one is used.
  const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
  const json = read.raw('eventsToDisplay');
  const fromJson = isCount(json) ? json : DEFAULT_EVENTS_TO_DISPLAY;
  if (json !== undefined && json !== null && !isCount(json)) read.warn('config.eventsToDisplay', 'a whole number from 0', json, `${fromJson} are shown at most`);
  let eventsToDisplay = fromJson;
  const attr = read.attr('eventsToDisplay');
  if (attr !== undefined && attr.trim() !== '') {
    if (isCount(Number(attr))) eventsToDisplay = Number(attr);
    else read.warn('data-events-to-display', 'a whole number from 0', attr, `${fromJson} are shown at most`);
  }
  // The same for the zone; a blank one is none given.
  const isZone = (value: unknown): value is string => typeof value === 'string' && isValidTimeZone(value);
  const jsonZone = read.raw('timezone');
  let timezone = isZone(jsonZone) ? jsonZone : null;
  const zoneUsed = () => (timezone ? `"${timezone}" is used` : "the visitor's time zone is used");
  if (jsonZone !== undefined && jsonZone !== null && jsonZone !== '' && !isZone(jsonZone)) read.warn('config.timezone', ZONE, jsonZone, zoneUsed());
  const zoneAttr = read.attr('timezone');
  if (zoneAttr !== undefined && zoneAttr.trim() !== '') {
    if (isZone(zoneAttr)) timezone = zoneAttr;
    else read.warn('data-timezone', ZONE, zoneAttr, zoneUsed());
  }
  const formatAttr = read.attr('formatDates');
  const formatDates = formatAttr === undefined ? read.boolean('formatDates', true) : read.flag('formatDates');
  return read.result({ eventsToDisplay, timezone, formatDates });
}
