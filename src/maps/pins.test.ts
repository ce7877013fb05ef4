import { describe, expect, it } from 'vitest';
import { pinDesignFor, pinStyle, pinSvg } from './pins';

describe('pin design by locale', () => {
  it('keeps the legacy design for any Japanese page, however the locale is written', () => {
    for (const locale of ['ja_JP', 'ja-JP', 'ja', 'JA_jp']) expect(pinDesignFor(locale), locale).toBe('legacy');
  });

  it('uses the newer design elsewhere', () => {
    for (const locale of ['en_US', 'fr_FR', 'nl', 'jv_ID', '']) expect(pinDesignFor(locale), locale).toBe('current');
  });

  it('colours a franchise dark blue in the legacy design and light blue, striped, in the newer one', () => {
    expect(pinStyle('franchise', 'legacy', false)).toEqual({ fill: '#1d3c6e', striped: false });
    expect(pinStyle('franchise', 'current', false)).toEqual({ fill: '#4a90c8', striped: true });
  });
});

describe('the selected pin', () => {
  it('changes shape, not only colour: a bullseye for the dot and a wider outline, at the same size', () => {
    const plain = pinSvg('succursale', 'current');
    const selected = pinSvg('succursale', 'current', 'default', true);
    expect(plain.match(/<circle/g)).toHaveLength(1);
    expect(selected.match(/<circle/g)).toHaveLength(2);
    expect(selected).toContain('stroke-width="2.4"');
    expect(selected.match(/width="(\d+)" height="(\d+)"/)![0]).toBe(plain.match(/width="(\d+)" height="(\d+)"/)![0]);
  });
});
