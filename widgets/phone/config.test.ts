import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../src/loader/types';
import { parsePhoneConfig } from './config';

const input = (json: unknown, data: Record<string, string> = {}): ConfigInput => ({ widget: 'phone', id: 'tel', json, data, locale: 'en' });

describe('parsePhoneConfig', () => {
  it('reads the number from data-phone, else the JSON (a number field is its digits), else none (the text)', () => {
    expect(parsePhoneConfig(input(undefined, { phone: ' 212.555.0142 ' }))).toEqual({ ok: true, value: { raw: '212.555.0142', track: 'phone' } });
    expect(parsePhoneConfig(input({ phone: 2125550142 }))).toEqual({ ok: true, value: { raw: '2125550142', track: 'phone' } });
    expect(parsePhoneConfig(input({ phone: '+1 212 555 0142' }, { track: 'header_phone' }))).toEqual({ ok: true, value: { raw: '+1 212 555 0142', track: 'header_phone' } });
    expect(parsePhoneConfig(input(undefined))).toEqual({ ok: true, value: { raw: null, track: 'phone' } });
    expect(parsePhoneConfig(input({ phone: { digits: 1 } })).ok).toBe(false);
  });
});
