import { DEFAULT_LINK_CONCURRENCY } from '../../src/core/link-check';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';

export interface LinkCheckerConfig {
  /** Remove dead links instead of replacing them by a span (spec §4: "or removed, by option"). */
  remove: boolean;
  /** HEAD requests in flight at once. */
  concurrency: number;
  /** Also check links to other origins (only useful when those allow CORS). */
  crossOrigin: boolean;
  /** A request taking longer counts as a network failure: the link stays. */
  timeoutMs: number;
}

export function parseLinkCheckerConfig(input: ConfigInput): ParseResult<LinkCheckerConfig> {
  const read = new ConfigReader(input);
  const concurrency = read.attrNumber('concurrency', read.number('concurrency', DEFAULT_LINK_CONCURRENCY, { min: 1, max: 16 }));
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) {
    read.fail(read.attr('concurrency') === undefined ? 'config.concurrency' : 'data-concurrency', 'a whole number from 1 to 16', read.attr('concurrency') ?? concurrency);
  }
  return read.result({
    remove: read.attr('remove') === undefined ? read.boolean('remove', false) : read.flag('remove'),
    concurrency,
    crossOrigin: read.attr('crossOrigin') === undefined ? read.boolean('crossOrigin', false) : read.flag('crossOrigin'),
    timeoutMs: read.number('timeoutMs', 10_000, { min: 100, max: 60_000 }),
  });
}
