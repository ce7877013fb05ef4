// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENTS_TO_DISPLAY, eventEndMs, formatEventDate, hasEnded, MAX_EPOCH_SECONDS, parseEventTiming, planEvents } from './events';

// The fixtures' fixed "now": 2026-11-21 12:00 UTC.
const NOW = Date.UTC(2026, 10, 21, 12);
const s = (iso: string) => Date.parse(iso) / 1000;

describe('parseEventTiming', () => {
  it('reads epoch seconds; an absent or empty end is 0', () => {
    expect(parseEventTiming('1795262400', '1795266000')).toEqual({ start: 1795262400, end: 1795266000 });
    expect(parseEventTiming('1795262400', undefined)).toEqual({ start: 1795262400, end: 0 });
    expect(parseEventTiming('1795262400', ' ')).toEqual({ start: 1795262400, end: 0 });
  });

  it('judges an event by its end alone when the end is given: an unreadable start does not keep an ended event shown', () => {
    expect(parseEventTiming('', '1700000000')).toEqual({ start: Number.NaN, end: 1700000000 });
    expect(parseEventTiming('soon', '1795266000')).toEqual({ start: Number.NaN, end: 1795266000 });
    expect(eventEndMs(parseEventTiming('soon', '1795266000')!, 'Europe/Paris')).toBe(1795266000_000);
  });

  it.each([[undefined, '0'], ['', '0'], ['soon', '0'], ['-5', '0'], ['1795262400', 'later'], ['1795262400', '-1'], ['Infinity', '0'], ['99999999999999', ''], ['8640000000000', '0'], ['1795262400', '99999999999999'], ['1795262400000', '0'], ['1795262400', '1795269600000']])(
    'refuses start %j end %j',
    (start, end) => expect(parseEventTiming(start, end)).toBeNull(),
  );
});

describe('eventEndMs', () => {
  it('finds the end of the start day for the latest start parseEventTiming accepts', () => {
    const timing = parseEventTiming(String(MAX_EPOCH_SECONDS), '');
    expect(timing).not.toBeNull();
    expect(Number.isFinite(eventEndMs(timing!, 'Pacific/Kiritimati'))).toBe(true);
  });

  it('uses the explicit end', () => {
    expect(eventEndMs({ start: s('2026-11-21T10:00:00Z'), end: s('2026-11-21T12:30:00Z') }, 'Europe/Paris')).toBe(Date.UTC(2026, 10, 21, 12, 30));
  });

  it('ends a zero-end event at the end of its start day in the given zone', () => {
    const timing = { start: s('2026-11-21T01:00:00Z'), end: 0 };
    // 10:00 on the 21st in Tokyo: ends at midnight Tokyo time, 15:00 UTC.
    expect(eventEndMs(timing, 'Asia/Tokyo')).toBe(Date.UTC(2026, 10, 21, 15));
    // 20:00 on the 20th in New York: it ended at midnight there, 05:00 UTC on the 21st.
    expect(eventEndMs(timing, 'America/New_York')).toBe(Date.UTC(2026, 10, 21, 5));
  });
});

describe('hasEnded', () => {
  it('is true from the end instant on', () => {
    expect(hasEnded(NOW, NOW - 1)).toBe(false);
    expect(hasEnded(NOW, NOW)).toBe(true);
    expect(hasEnded(NOW, NOW + 1)).toBe(true);
  });
});

describe('planEvents', () => {
  it('shows the events not yet ended, in document order, up to the limit', () => {
    const ends = [NOW - 1, NOW + 5_000, null, NOW + 1_000, NOW + 9_000];
    expect(planEvents(ends, NOW, DEFAULT_EVENTS_TO_DISPLAY)).toEqual({
      shown: [false, true, true, true, true],
      count: 4,
      nextChange: NOW + 1_000,
    });
    expect(planEvents(ends, NOW, 2)).toEqual({ shown: [false, true, true, false, false], count: 2, nextChange: NOW + 5_000 });
  });

  it('shows nothing when all ended or the limit is 0', () => {
    expect(planEvents([NOW - 10, NOW], NOW, 10)).toEqual({ shown: [false, false], count: 0, nextChange: null });
    expect(planEvents([NOW + 10], NOW, 0)).toEqual({ shown: [false], count: 0, nextChange: null });
    expect(planEvents([], NOW, 10)).toEqual({ shown: [], count: 0, nextChange: null });
  });

  it('never shows an ended event nor more than the limit, and changes next when a shown event ends', () => {
    const end = fc.option(fc.integer({ min: NOW - 1e9, max: NOW + 1e9 }), { nil: null });
    fc.assert(
      fc.property(fc.array(end, { maxLength: 30 }), fc.integer({ min: 0, max: 40 }), (ends, limit) => {
        const plan = planEvents(ends, NOW, limit);
        expect(plan.count).toBe(plan.shown.filter(Boolean).length);
        expect(plan.count).toBeLessThanOrEqual(limit);
        ends.forEach((value, i) => {
          if (plan.shown[i] && value !== null) expect(value).toBeGreaterThan(NOW);
        });
        const shownEnds = ends.filter((value, i): value is number => plan.shown[i] === true && value !== null);
        expect(plan.nextChange).toBe(shownEnds.length ? Math.min(...shownEnds) : null);
        // Nothing changes before nextChange: planning again just before it gives the same result.
        if (plan.nextChange !== null) expect(planEvents(ends, plan.nextChange - 1, limit).shown).toEqual(plan.shown);
        // Not-ended events beyond the limit are the only hidden ones that are not ended.
        const open = ends.filter((value) => value === null || value > NOW).length;
        expect(plan.count).toBe(Math.min(open, limit));
      }),
    );
  });
});

describe('formatEventDate', () => {
  it('formats in the page locale and the store zone, naming the zone when asked', () => {
    const at = Date.UTC(2026, 10, 28, 14);
    expect(formatEventDate(at, 'en_GB', 'Europe/Paris', false)).toBe('Saturday, 28 November 2026 at 15:00');
    expect(formatEventDate(at, 'fr_FR', 'Europe/Paris', false)).toBe('samedi 28 novembre 2026 à 15:00');
    // A morning hour has two digits on a 24-hour clock, as in the opening hours; not on a 12-hour one.
    const morning = Date.UTC(2026, 10, 28, 8);
    expect(formatEventDate(morning, 'fr_FR', 'Europe/Paris', false)).toBe('samedi 28 novembre 2026 à 09:00');
    expect(formatEventDate(morning, 'de_DE', 'Europe/Paris', false)).toBe('Samstag, 28. November 2026 um 09:00');
    expect(formatEventDate(morning, 'en_US', 'Europe/Paris', false)).toBe('Saturday, November 28, 2026 at 9:00 AM');
    expect(formatEventDate(at, 'en_US', 'America/New_York', true)).toBe('Saturday, November 28, 2026 at 9:00 AM EST');
  });
});
