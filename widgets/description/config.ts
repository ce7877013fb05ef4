import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';
import { strings } from '../../src/i18n/strings';

export interface DescriptionConfig {
  moreLabel: string;
  lessLabel: string;
  /** Collapsed height in lines of text. */
  lines: number;
}

/** The collapsed height's range: 0 lines would hide the text entirely. */
const LINES = { min: 1, max: 50 };

export function parseDescriptionConfig(input: ConfigInput): ParseResult<DescriptionConfig> {
  const read = new ConfigReader(input);
  const text = strings(input.locale);
  // A blank label (a template's empty field) is none: the toggle would have no text and no accessible name.
  const label = (key: 'moreLabel' | 'lessLabel', fallback: string) => (read.attr(key) ?? read.string(key, fallback)).trim() || fallback;
  return read.result({
    moreLabel: label('moreLabel', text.showMore),
    lessLabel: label('lessLabel', text.showLess),
    lines: read.attrNumber('lines', read.number('lines', 4, LINES), LINES),
  });
}
