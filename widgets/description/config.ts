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
  return read.result({
    moreLabel: read.attr('moreLabel') ?? read.string('moreLabel', text.showMore),
    lessLabel: read.attr('lessLabel') ?? read.string('lessLabel', text.showLess),
    lines: read.attrNumber('lines', read.number('lines', 4, LINES), LINES),
  });
}
