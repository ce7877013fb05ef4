import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../src/loader/types';
import { parseEventsConfig } from './config';

const input = (json: unknown, data: Record<string, string> = {}): ConfigInput => ({ widget: 'events', id: 'ev', json, data, locale: 'en' });

describe('parseEventsConfig', () => {
  it('defaults to 1000 events, the visitor zone and formatted dates', () => {
    expect(parseEventsConfig(input(undefined))).toEqual({ ok: true, value: { eventsToDisplay: 1000, timezone: null, formatDates: true } });
  });

  it('reads the JSON block, and data attributes win over it', () => {
    expect(parseEventsConfig(input({ eventsToDisplay: 3, timezone: 'Europe/Paris', formatDates: false }))).toEqual({
      ok: true,
      value: { eventsToDisplay: 3, timezone: 'Europe/Paris', formatDates: false },
    });
    expect(parseEventsConfig(input({ eventsToDisplay: 3, timezone: 'Europe/Paris' }, { eventsToDisplay: '2', timezone: 'Asia/Tokyo', formatDates: 'false' }))).toEqual({
      ok: true,
      value: { eventsToDisplay: 2, timezone: 'Asia/Tokyo', formatDates: false },
    });
  });

  it('names every bad value', () => {
    expect(parseEventsConfig(input({ eventsToDisplay: 'x', timezone: 'Mars/Olympus' }))).toEqual({
      ok: false,
      errors: [
        '[locator] events#ev: config.eventsToDisplay must be a number, got "x"',
        '[locator] events#ev: config.timezone must be an IANA time zone such as "Europe/Paris", got "Mars/Olympus"',
      ],
    });
    expect(parseEventsConfig(input(undefined, { eventsToDisplay: '2.5' }))).toEqual({
      ok: false,
      errors: ['[locator] events#ev: data-events-to-display must be a whole number from 0, got "2.5"'],
    });
    expect(parseEventsConfig(input({ eventsToDisplay: -1 }))).toEqual({
      ok: false,
      errors: ['[locator] events#ev: config.eventsToDisplay must be between 0 and ∞, got -1'],
    });
    expect(parseEventsConfig(input(undefined, { timezone: 'nowhere' })).ok).toBe(false);
  });
});
