import { readLatLng, type LatLng } from '../../src/core/distance';
import { strings } from '../../src/i18n/strings';
import type { SearchStrings } from '../../src/i18n/search';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';
import { GEOCODER_COUNTRY } from '../../src/services/geocoder';

export interface SearchFormConfig {
  /** The element the suggestions attach to; null means the host (its id is then required). */
  parentId: string | null;
  /** The query input; null means the form's search input (its id is then required). */
  inputId: string | null;
  /** Global search: suggestions are not restricted to a country. */
  global: boolean;
  /** ISO 3166 alpha-2 codes the suggestions are restricted to outside global search. */
  countryCode: string;
  /** Suggestions near this point come first. */
  proximity: LatLng | null;
  labels: SearchStrings;
}

export function parseSearchFormConfig(input: ConfigInput): ParseResult<SearchFormConfig> {
  const read = new ConfigReader(input);
  // Blank (a template's empty field) is none given, as for every attribute; "us, ca" is a list like "us,ca".
  const attr = read.attr('countryCode')?.trim();
  const given = attr || read.jsonText('countryCode', GEOCODER_COUNTRY);
  const countryCode = given.replace(/\s*,\s*/g, ',');
  if (!/^[a-z]{2}(,[a-z]{2})*$/i.test(countryCode)) read.fail(attr ? 'data-country-code' : 'config.countryCode', 'two-letter country codes separated by commas', given);
  return read.result({
    parentId: read.text('parentId', '') || null,
    inputId: read.text('inputId', '') || null,
    // Spec §2: the page's type-ahead is in global-search mode; `data-global="false"` restricts it to the country codes.
    global: read.attr('global') !== undefined ? read.flag('global') : read.boolean('global', true),
    countryCode: countryCode.toLowerCase(),
    proximity: readLatLng(read, 'proximity'),
    labels: readLabels(read, strings(input.locale).search),
  });
}


function readLabels(read: ConfigReader, defaults: SearchStrings): SearchStrings {
  const value = read.raw('labels');
  if (value === undefined || value === null) return defaults;
  if (typeof value !== 'object' || Array.isArray(value)) {
    read.fail('config.labels', 'an object', value);
    return defaults;
  }
  const labels = { ...defaults };
  for (const [key, text] of Object.entries(value as Record<string, unknown>)) {
    if (!(key in defaults)) read.fail(`config.labels.${key}`, `one of ${Object.keys(defaults).join(', ')}`, key);
    else if (typeof text !== 'string') read.fail(`config.labels.${key}`, 'a string', text);
    else labels[key as keyof SearchStrings] = text;
  }
  return labels;
}
