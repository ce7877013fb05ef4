import type { RegionLink } from '../../src/core/region-map/regions';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';
import { strings } from '../../src/i18n/strings';

export interface RegionMapConfig {
  /** Which shapes to draw; unknown names fail with 'Attempt to use map which was not loaded'. */
  map: string;
  regions: RegionLink[];
  title: string;
  background: string;
  skipLabel: string;
  backLabel: string;
}

export function parseRegionMapConfig(input: ConfigInput): ParseResult<RegionMapConfig> {
  const read = new ConfigReader(input);
  const text = strings(input.locale).map;
  const raw = read.raw('regions');
  const regions: RegionLink[] = [];
  if (!Array.isArray(raw)) read.fail('config.regions', 'a list of { key, name, fullUrl }', raw);
  else
    raw.forEach((entry: unknown, i) => {
      const e = entry as Partial<Record<keyof RegionLink, unknown>> | null;
      if (e && typeof e.key === 'string' && typeof e.name === 'string' && typeof e.fullUrl === 'string') {
        regions.push({ key: e.key, name: e.name, fullUrl: e.fullUrl });
        // One bad entry leaves its region without a link, not the whole map away.
      } else read.warn(`config.regions[${i}]`, 'an object with string key, name and fullUrl', entry, 'left out');
    });
  return read.result({
    map: read.text('map', 'us-states'),
    regions,
    // In the page language unless the page gives its own.
    // Blank (a template's empty field) is none given: the map's name and its links' texts are never empty.
    title: read.jsonText('title', text.regionTitle),
    background: read.jsonText('background', '#d9d9d9'),
    skipLabel: read.jsonText('skipLabel', text.skip),
    backLabel: read.jsonText('backLabel', text.back),
  });
}
