import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../src/loader/types';
import { parseHoursConfig } from './config';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => ({
  day,
  intervals: [{ start: 1000, end: 1900 }],
}));
const input = (json: unknown, data: Record<string, string> = {}, locale = 'en_GB'): ConfigInput => ({ widget: 'hours', id: 'store-hours', json, data, locale });
const parse = (json: unknown, data?: Record<string, string>, locale?: string) => parseHoursConfig(input(json, data, locale));
const value = (json: unknown, data?: Record<string, string>, locale?: string) => {
  const result = parse(json, data, locale);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.value;
};

describe('parseHoursConfig', () => {
  it('takes a blank data-timezone as none given: the block\'s zone stands', () => {
    expect(value({ days: DAYS, timezone: 'Asia/Tokyo' }, { timezone: '' }).timeZone).toBe('Asia/Tokyo');
  });

  it('reads the days and fills defaults', () => {
    const config = value({ days: DAYS });
    expect(config.week[0]).toEqual({ intervals: [{ start: 1000, end: 1900 }], holiday: false });
    expect(config).toMatchObject({ timeZone: null, showOpenToday: false, todayFirst: false, clock: '24h', merge: true });
    expect(config.texts.openUntil).toBe('Open until {time}');
  });

  it('takes the page language\'s texts and the locale\'s clock', () => {
    const config = value({ days: DAYS }, {}, 'fr_BE');
    expect(config.texts.openUntil).toBe('Ouvert jusqu’à {time}');
    expect(value({ days: DAYS }, {}, 'en_US').clock).toBe('12h');
  });

  it('reads the spec flags from data attributes or config keys, attributes first', () => {
    expect(value({ days: DAYS }, { showopentoday: '', todayfirst: '', twentyFourHourClock: '' }, 'en_US')).toMatchObject({
      showOpenToday: true,
      todayFirst: true,
      clock: '24h',
    });
    expect(value({ days: DAYS, showopentoday: true, todayfirst: true, twentyFourHourClock: false })).toMatchObject({
      showOpenToday: true,
      todayFirst: true,
      clock: '12h',
    });
    expect(value({ days: DAYS, showopentoday: true }, { showopentoday: 'false', twentyFourHourClock: 'false' })).toMatchObject({
      showOpenToday: false,
      clock: '12h',
    });
  });

  it('reads the spec attribute data-twentyFourHourClock as HTML gives it (lowercased)', () => {
    const host = document.createElement('div');
    host.innerHTML = '<div data-locator="hours" data-twentyFourHourClock></div><div data-locator="hours" data-twentyFourHourClock="false"></div>';
    const [on, off] = [...host.querySelectorAll<HTMLElement>('[data-locator]')].map((element) => ({ ...element.dataset }) as Record<string, string>);
    expect(value({ days: DAYS }, on, 'en_US').clock).toBe('24h');
    expect(value({ days: DAYS }, off, 'en_GB').clock).toBe('12h');
  });

  it('takes a block that is the bare list of 7 days (spec §3), and reports its problems', () => {
    expect(value(DAYS).week).toHaveLength(7);
    expect(value(DAYS, { showopentoday: '' })).toMatchObject({ showOpenToday: true });
    const result = parse(DAYS.slice(1));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join('\n')).toContain('config.days.length must be 7 (Monday first), got 6');
  });

  it('overrides the text templates', () => {
    const config = value({ days: DAYS, openUntil: 'Ouvert → {time}', closeAt: 'Fini à {time}', opensAt: 'Dès {time}', midnight: 'Jusqu’à minuit', caption: 'Horaires' });
    expect(config.texts).toMatchObject({ openUntil: 'Ouvert → {time}', closeAt: 'Fini à {time}', opensAt: 'Dès {time}', midnight: 'Jusqu’à minuit', caption: 'Horaires', closed: 'Closed' });
  });

  it("uses the page's midnight template on a day open all day (spec §4), else 'Open 24 hours'", () => {
    expect(value({ days: DAYS, midnight: 'Jusqu’à minuit' }).allDayStatus).toBe('Jusqu’à minuit');
    expect(value({ days: DAYS }).allDayStatus).toBe('Open 24 hours');
    expect(value({ days: DAYS, midnight: 'Jusqu’à minuit', allDay: 'Ouvert 24 h/24' }).allDayStatus).toBe('Ouvert 24 h/24');
  });

  it('accepts an IANA time zone', () => {
    expect(value({ days: DAYS, timezone: 'America/New_York' }).timeZone).toBe('America/New_York');
  });

  it('reads the zone from data-timezone too (a block that is only the days has no other place for it), the attribute first', () => {
    expect(value(DAYS, { timezone: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(value({ days: DAYS, timezone: 'America/New_York' }, { timezone: 'Asia/Tokyo' }).timeZone).toBe('Asia/Tokyo');
    expect(parse(DAYS, { timezone: 'Mars/Olympus' })).toEqual({
      ok: false,
      errors: ['[locator] hours#store-hours: data-timezone must be an IANA time zone such as "Europe/Paris", got "Mars/Olympus"'],
    });
  });

  it('names every error with its path', () => {
    const days = structuredClone(DAYS) as { day: string; intervals: { start: unknown; end: unknown }[] }[];
    days[0]!.intervals[0]!.start = 2500;
    days[3]!.intervals[0]!.end = '19:00';
    const result = parse({ days, timezone: 'Mars/Olympus', todayfirst: 'yes', openUntil: 5 });
    expect(result).toEqual({
      ok: false,
      errors: [
        '[locator] hours#store-hours: config.days[0].intervals[0].start must be an hour-minute number (0..2359), got 2500',
        '[locator] hours#store-hours: config.days[3].intervals[0].end must be an hour-minute number (0..2359), got "19:00"',
        '[locator] hours#store-hours: config.timezone must be an IANA time zone such as "Europe/Paris", got "Mars/Olympus"',
        '[locator] hours#store-hours: config.openUntil must be a string, got 5',
        '[locator] hours#store-hours: config.todayfirst must be true or false, got "yes"',
      ],
    });
  });

  it('requires the days', () => {
    expect(parse(undefined)).toEqual({
      ok: false,
      errors: ['[locator] hours#store-hours: config.days must be a list of 7 days, Monday first, got undefined'],
    });
    expect(parse({ days: DAYS.slice(1) })).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('config.days.length must be 7 (Monday first), got 6'), expect.stringContaining('config.days[0].day must be "MONDAY", got "TUESDAY"'), expect.anything(), expect.anything(), expect.anything(), expect.anything(), expect.anything()],
    });
  });
});
