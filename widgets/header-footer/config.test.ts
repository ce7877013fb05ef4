import { describe, expect, it } from 'vitest';
import { parseHeaderFooterConfig } from './config';

const input = (data: Record<string, string>) => ({ widget: 'header-footer', id: 'hf', json: undefined, data, locale: 'fr' });

describe('parseHeaderFooterConfig', () => {
  it('reads the defaults: footer slot, main area, the 991 px menu breakpoint', () => {
    expect(parseHeaderFooterConfig(input({}))).toEqual({ ok: true, value: { footerId: '', mainSelector: 'main', breakpoint: 991, timeoutMs: 8000 } });
  });

  it('reads a blank main area or footer slot as none given: the defaults', () => {
    expect(parseHeaderFooterConfig({ ...input({}), json: { main: '', footer: ' ' } })).toEqual({ ok: true, value: { footerId: '', mainSelector: 'main', breakpoint: 991, timeoutMs: 8000 } });
    expect(parseHeaderFooterConfig({ ...input({ main: ' ' }), json: { main: '#content' } })).toMatchObject({ ok: true, value: { mainSelector: '#content' } });
  });

  it('refuses a main area selector the browser cannot read, and a breakpoint out of range', () => {
    const bad = parseHeaderFooterConfig(input({ main: 'main[', breakpoint: '-5' }));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors).toEqual([expect.stringContaining('data-main must be a CSS selector, got "main["'), expect.stringContaining('data-breakpoint')]);
  });
});
