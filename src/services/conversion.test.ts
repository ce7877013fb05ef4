import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEndpoints } from './endpoints';
import { conversionUrl, trackConversion } from './conversion';

const BASES = { conversionBase: 'https://ads.test/pagead/conversion', remarketingBase: 'https://ads.test/pagead/viewthroughconversion/', seed: () => 42 };

afterEach(() => {
  document.head.innerHTML = '';
  resetEndpoints();
  vi.useRealTimers();
});

describe('conversionUrl', () => {
  it('builds the conversion pixel: id in the path, label, guid, script=0, custom params as data, a random number', () => {
    const url = new URL(conversionUrl({ id: 1234567890, label: 'AbC-D_efG', customParams: { store: 'paris lilas', visits: 3, member: true } }, BASES));
    expect(url.origin + url.pathname).toBe('https://ads.test/pagead/conversion/1234567890/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ label: 'AbC-D_efG', guid: 'ON', script: '0', data: 'store=paris%20lilas;visits=3;member=true', random: '42' });
  });

  it('sends a remarketing-only hit to the remarketing pixel, without the label', () => {
    const url = new URL(conversionUrl({ id: '987', label: 'ignored', remarketingOnly: true, customParams: { page: 'store' } }, BASES));
    expect(url.origin + url.pathname).toBe('https://ads.test/pagead/viewthroughconversion/987/');
    expect(url.searchParams.has('label')).toBe(false);
    expect(url.searchParams.get('data')).toBe('page=store');
  });

  it('leaves out custom values the network cannot take, and data when none is left', () => {
    const url = new URL(conversionUrl({ id: 5, customParams: { list: [1, 2] as unknown as string, empty: '', nested: {} as unknown as string } }, BASES));
    expect(url.searchParams.has('data')).toBe(false);
    expect(url.searchParams.has('label')).toBe(false);
  });

  it('names what is wrong with a conversion it cannot send', () => {
    expect(() => conversionUrl(null as never)).toThrow('trackConversion expects { id, label, customParams, remarketingOnly }');
    expect(() => conversionUrl({ id: 'AW-123' })).toThrow('trackConversion needs the numeric conversion id');
    expect(() => conversionUrl({ id: 12.5 })).toThrow('trackConversion needs the numeric conversion id');
    expect(() => conversionUrl({ id: 1, label: 7 as unknown as string })).toThrow('the conversion label must be text');
    expect(() => conversionUrl({ id: 1, customParams: 'a=b' as never })).toThrow('the conversion customParams must be an object');
  });

  it('uses the pixels the page’s services block names, production ones otherwise', () => {
    expect(conversionUrl({ id: 1 })).toMatch(/^https:\/\/www\.googleadservices\.com\/pagead\/conversion\/1\/\?guid=ON&script=0&random=\d+$/);
    document.head.innerHTML = `<script type="application/json" data-locator-page="services">{"adRemarketing":"https://own.test/rm"}</script>`;
    resetEndpoints();
    expect(conversionUrl({ id: 1, remarketingOnly: true })).toMatch(/^https:\/\/own\.test\/rm\/1\/\?/);
  });
});

describe('trackConversion', () => {
  it('resolves once the pixel is answered', async () => {
    const send = vi.fn(async () => {});
    await trackConversion({ id: 77, label: 'x' }, { ...BASES, send });
    expect(send).toHaveBeenCalledWith('https://ads.test/pagead/conversion/77/?label=x&guid=ON&script=0&random=42');
  });

  it('resolves after 1 second at most when the pixel does not answer', async () => {
    vi.useFakeTimers();
    let done = false;
    const pending = trackConversion({ id: 77 }, { ...BASES, send: () => new Promise(() => {}) }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });

  it('rejects, sending nothing, for a conversion it cannot send', async () => {
    const send = vi.fn(async () => {});
    await expect(trackConversion({ id: '' }, { ...BASES, send })).rejects.toThrow(TypeError);
    expect(send).not.toHaveBeenCalled();
  });
});
