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

  it('reads a number written as a string, as CMS exports write them, and a zone printed with spaces around it', () => {
    expect(parseEventsConfig(input({ eventsToDisplay: '3', timezone: ' Europe/Paris ' }))).toEqual({ ok: true, value: { eventsToDisplay: 3, timezone: 'Europe/Paris', formatDates: true } });
    expect(parseEventsConfig(input(undefined, { timezone: ' Asia/Tokyo' }))).toEqual({ ok: true, value: { eventsToDisplay: 1000, timezone: 'Asia/Tokyo', formatDates: true } });
    // A blank string is none given.
    expect(parseEventsConfig(input({ eventsToDisplay: '  ' }))).toEqual({ ok: true, value: { eventsToDisplay: 1000, timezone: null, formatDates: true } });
  });

  it('names every bad value and uses the default instead: skipped, the widget would leave the ended events shown', () => {
    expect(parseEventsConfig(input({ eventsToDisplay: 'x', timezone: 'Mars/Olympus' }))).toEqual({
      ok: true,
      value: { eventsToDisplay: 1000, timezone: null, formatDates: true },
      warnings: [
        '[locator] events#ev: config.eventsToDisplay must be a whole number from 0, got "x"; 1000 are shown at most',
        '[locator] events#ev: config.timezone must be an IANA time zone such as "Europe/Paris", got "Mars/Olympus"; the visitor\'s time zone is used',
      ],
    });
    expect(parseEventsConfig(input(undefined, { eventsToDisplay: '2.5' }))).toMatchObject({
      ok: true,
      value: { eventsToDisplay: 1000 },
      warnings: ['[locator] events#ev: data-events-to-display must be a whole number from 0, got "2.5"; 1000 are shown at most'],
    });
    expect(parseEventsConfig(input({ eventsToDisplay: -1 }))).toMatchObject({
      ok: true,
      value: { eventsToDisplay: 1000 },
      warnings: ['[locator] events#ev: config.eventsToDisplay must be a whole number from 0, got -1; 1000 are shown at most'],
    });
    expect(parseEventsConfig(input({ timezone: 7 }, { timezone: 'nowhere' }))).toMatchObject({
      ok: true,
      value: { timezone: null },
      warnings: [expect.stringMatching(/config\.timezone must be an IANA time zone .* got 7; the visitor's time zone is used$/), expect.stringMatching(/data-timezone must be an IANA time zone .* got "nowhere"; the visitor's time zone is used$/)],
    });
    // An attribute that cannot be used gives way to the JSON's zone.
    expect(parseEventsConfig(input({ timezone: 'Europe/Paris' }, { timezone: 'Paris' }))).toMatchObject({
      ok: true,
      value: { timezone: 'Europe/Paris' },
      warnings: ['[locator] events#ev: data-timezone must be an IANA time zone such as "Europe/Paris", got "Paris"; "Europe/Paris" is used'],
    });
    // An attribute that cannot be used gives way to the JSON's value.
    expect(parseEventsConfig(input({ eventsToDisplay: 3 }, { eventsToDisplay: 'all' }))).toMatchObject({
      ok: true,
      value: { eventsToDisplay: 3 },
      warnings: ['[locator] events#ev: data-events-to-display must be a whole number from 0, got "all"; 3 are shown at most'],
    });
    // A switch a template printed as text is read, as every widget reads booleans.
    expect(parseEventsConfig(input({ timezone: 'Europe/Paris', formatDates: 'FALSE ' }))).toEqual({ ok: true, value: { eventsToDisplay: 1000, timezone: 'Europe/Paris', formatDates: false } });
    // Any other value: said, and the default used; not a reason to skip the widget.
    expect(parseEventsConfig(input({ timezone: 'Europe/Paris', formatDates: 'no' }))).toEqual({
      ok: true,
      value: { eventsToDisplay: 1000, timezone: 'Europe/Paris', formatDates: true },
      warnings: ['[locator] events#ev: config.formatDates must be true or false, got "no"; the dates are formatted'],
    });
    // Blank is none given.
    expect(parseEventsConfig(input(undefined, { eventsToDisplay: ' ', timezone: '' }))).toEqual({ ok: true, value: { eventsToDisplay: 1000, timezone: null, formatDates: true } });
  });
});
