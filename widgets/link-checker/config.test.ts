import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../src/loader/types';
import { parseLinkCheckerConfig } from './config';

const input = (data: Record<string, string>, json?: unknown): ConfigInput => ({ widget: 'link-checker', id: 'links', json, data, locale: 'en' });

describe('parseLinkCheckerConfig', () => {
  it('defaults: replace by a span, 4 at a time, same origin, 10 s', () => {
    expect(parseLinkCheckerConfig(input({}))).toEqual({ ok: true, value: { remove: false, concurrency: 4, crossOrigin: false, timeoutMs: 10_000 } });
  });

  it('reads attributes and the JSON block', () => {
    expect(parseLinkCheckerConfig(input({ remove: '', concurrency: '2', crossOrigin: '' }))).toEqual({
      ok: true,
      value: { remove: true, concurrency: 2, crossOrigin: true, timeoutMs: 10_000 },
    });
    expect(parseLinkCheckerConfig(input({ remove: 'false' }, { remove: true, concurrency: 8, timeoutMs: 500 }))).toEqual({
      ok: true,
      value: { remove: false, concurrency: 8, crossOrigin: false, timeoutMs: 500 },
    });
  });

  it('names bad values', () => {
    expect(parseLinkCheckerConfig(input({ concurrency: '0' }, { remove: 'yes' }))).toEqual({
      ok: false,
      errors: [
        '[locator] link-checker#links: data-concurrency must be a whole number from 1 to 16, got "0"',
        '[locator] link-checker#links: config.remove must be true or false, got "yes"',
      ],
    });
    expect(parseLinkCheckerConfig(input({}, { concurrency: 2.5 })).ok).toBe(false);
  });
});
