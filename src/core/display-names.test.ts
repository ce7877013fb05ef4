// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryName, languageName, regionName, timezoneGenericName, timezoneName } from './display-names';

const WINTER_2024 = Date.UTC(2024, 0, 15, 12);
const SUMMER_2024 = Date.UTC(2024, 6, 15, 12);

describe('languageName', () => {
  it.each([
    ['de', 'fr_BE', 'allemand'],
    ['fr-BE', 'en', 'French (Belgium)'],
    ['fr_BE', 'en', 'French (Belgium)'],
    ['ja', 'ja_JP', '日本語'],
    ['xyz', 'en', 'xyz'],
  ])('%s in %s -> %j', (code, locale, expected) => {
    expect(languageName(code, locale)).toBe(expected);
  });

  it('rejects malformed codes with a message naming the code', () => {
    expect(() => languageName('!!', 'en')).toThrow(new RangeError('Invalid language code: "!!"'));
    expect(() => languageName(1 as unknown as string, 'en')).toThrow('Object of type string expected');
  });
});

describe('countryName', () => {
  it.each([
    ['US', 'fr', 'États-Unis'],
    ['be', 'nl', 'België'],
    [' FR ', 'de_DE', 'Frankreich'],
    ['JP', 'ja_JP', '日本'],
    ['QQ', 'en', 'QQ'],
  ])('%j in %s -> %j', (code, locale, expected) => {
    expect(countryName(code, locale)).toBe(expected);
  });

  it.each(['USA', 'U', '', '12', 'US-VA'])('rejects %j', (code) => {
    expect(() => countryName(code, 'en')).toThrow(new RangeError(`Invalid country code: ${JSON.stringify(code)}`));
  });
});

describe('regionName', () => {
  it.each([
    ['US-VA', 'en', 'Virginia'],
    ['us-dc', 'en', 'District of Columbia'],
    ['US-PR', 'fr', 'Puerto Rico'],
    ['US-GU', 'en', 'Guam'],
    ['US-ZZ', 'en', 'US-ZZ'],
    ['CA-QC', 'fr', 'CA-QC'],
    ['FR-75', 'fr', 'FR-75'],
    ['FR', 'de', 'Frankreich'],
    ['us', 'en', 'United States'],
  ])('%j in %s -> %j', (code, locale, expected) => {
    expect(regionName(code, locale)).toBe(expected);
  });

  it.each(['', 'Virginia', 'US_VA', 'US-VAXX', 'USA'])('rejects %j', (code) => {
    expect(() => regionName(code, 'en')).toThrow(new RangeError(`Invalid region code: ${JSON.stringify(code)}`));
  });
});

describe('timezoneName', () => {
  it.each([
    ['America/New_York', 'en_US', WINTER_2024, 'Eastern Standard Time'],
    ['America/New_York', 'en_US', SUMMER_2024, 'Eastern Daylight Time'],
    ['Europe/Paris', 'fr_FR', SUMMER_2024, 'heure d’été d’Europe centrale'],
    ['Europe/Paris', 'fr_FR', WINTER_2024, 'heure normale d’Europe centrale'],
    ['Asia/Tokyo', 'ja_JP', WINTER_2024, '日本標準時'],
    ['UTC', 'en', 0, 'Coordinated Universal Time'],
  ])('%s in %s at %d -> %j', (zone, locale, now, expected) => {
    expect(timezoneName(zone, locale, now)).toBe(expected);
  });

  it('names the zone at the present instant when given none', () => {
    expect(timezoneName('Asia/Tokyo', 'ja_JP')).toBe('日本標準時');
    expect([timezoneName('Europe/Paris', 'en', WINTER_2024), timezoneName('Europe/Paris', 'en', SUMMER_2024)]).toContain(timezoneName('Europe/Paris', 'en'));
  });

  it('lets Intl reject an unknown zone', () => {
    expect(() => timezoneName('Mars/Base', 'en', WINTER_2024)).toThrow(RangeError);
  });

  it('requires a finite instant', () => {
    expect(() => timezoneName('UTC', 'en', Number.NaN)).toThrow('now must be a finite number');
    expect(() => timezoneName('UTC', 'en', '0' as unknown as number)).toThrow('Object of type number expected');
  });
});

describe('timezoneGenericName', () => {
  it.each([
    ['America/New_York', 'en_US', WINTER_2024, 'Eastern Time'],
    ['America/New_York', 'en_US', SUMMER_2024, 'Eastern Time'],
    ['Europe/Paris', 'fr_FR', WINTER_2024, 'heure d’Europe centrale'],
    ['Europe/Paris', 'de_DE', SUMMER_2024, 'Mitteleuropäische Zeit'],
    ['Asia/Tokyo', 'en', WINTER_2024, 'Japan Standard Time'],
  ])('%s in %s at %d -> %j', (zone, locale, now, expected) => {
    expect(timezoneGenericName(zone, locale, now)).toBe(expected);
  });

  it('lets Intl reject an unknown zone, and requires a finite instant', () => {
    expect(() => timezoneGenericName('Mars/Base', 'en', WINTER_2024)).toThrow(RangeError);
    expect(() => timezoneGenericName('UTC', 'en', Number.NaN)).toThrow('now must be a finite number');
  });
});

