import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';

export interface HeaderFooterConfig {
  /** Id of the element that receives the shop footer. */
  footerId: string;
  /** Selector of the main content area that gets the override style when both parts loaded. */
  mainSelector: string;
  /** Narrow-screen menu up to this width, inclusive (spec §9: 991 px). */
  breakpoint: number;
  timeoutMs: number;
}

export function parseHeaderFooterConfig(input: ConfigInput): ParseResult<HeaderFooterConfig> {
  const read = new ConfigReader(input);
  const mainSelector = read.text('main', 'main');
  // Checked now: a selector the browser cannot read would otherwise throw when both parts have loaded.
  if (!isSelector(mainSelector)) read.fail('data-main', 'a CSS selector', mainSelector);
  return read.result({
    footerId: read.text('footer', ''),
    mainSelector,
    breakpoint: read.attrNumber('breakpoint', read.number('breakpoint', 991, { min: 0, max: 4000 }), { min: 0, max: 4000 }),
    timeoutMs: read.number('timeoutMs', 8000, { min: 100, max: 60000 }),
  });
}

function isSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}
