import { MAP } from '../../src/core/map/constants';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';
import { strings } from '../../src/i18n/strings';

export interface ResultsConfig {
  /** The store shared with the results map (its config.resultsGroup). */
  group: string;
  /** Narrower than this many CSS pixels: the list/map toggle; a pin opens the location's page (spec §9: 992). */
  breakpoint: number;
  /** Id of the search form (or of the element holding it) that "search this area" submits; null: the page's search-form widget. */
  form: string | null;
  /** What a screen reader hears when "search this area" appears ({label}: the button's text). */
  requeryShown: string;
}

export function parseResultsConfig(input: ConfigInput): ParseResult<ResultsConfig> {
  const read = new ConfigReader(input);
  const group = read.text('group', 'results');
  const breakpoint = read.attrNumber('breakpoint', read.number('breakpoint', MAP.mobileBreakpoint, { min: 1 }));
  if (!(breakpoint >= 1)) read.fail('data-breakpoint', 'a positive number', breakpoint);
  return read.result({
    group,
    breakpoint,
    form: read.text('form', '') || null,
    requeryShown: strings(input.locale).map.requeryShown,
  });
}
