// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { checkIcon, isSvgUrl } from './icon-spec';
import { pinAnchor, pinDataUrl, PIN_SIZES } from './pins';

describe('checkIcon', () => {
  it('accepts the generated pins: SVG with a scaled size and an anchor, silently', () => {
    const warn = vi.fn();
    const anchor = pinAnchor('default');
    const spec = { url: pinDataUrl('MU', 'current'), scaledSize: PIN_SIZES.default, anchor: { x: anchor[0], y: anchor[1] } };
    expect(checkIcon(spec, warn)).toBe(spec);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    pinDataUrl('MU', 'current'),
    'https://cdn.example/pins/red.svg',
    '/pins/red.SVG?v=2',
    'pin.svgz#x',
  ])('throws for an SVG icon without a scaled size: %s', (url) => {
    expect(() => checkIcon({ url, anchor: { x: 14, y: 38 } })).toThrow('an SVG pin icon needs a scaled size');
    expect(() => checkIcon({ url, anchor: { x: 14, y: 38 }, scaledSize: { width: 0, height: 38 } })).toThrow(/scaled size/);
  });

  it('lets a raster icon go without a scaled size', () => {
    expect(() => checkIcon({ url: '/pins/red.png', anchor: { x: 14, y: 38 } }, vi.fn())).not.toThrow();
  });

  it('logs the spec warning for an icon without an anchor, and still returns it', () => {
    const warn = vi.fn();
    checkIcon({ url: '/pins/red.png' }, warn);
    expect(warn).toHaveBeenCalledWith('icon missing iconAnchor, pin might be mispositioned');
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    checkIcon({ url: '/a.png', scaledSize: { width: 10, height: 10 } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('icon missing iconAnchor, pin might be mispositioned'));
  });

  it('tells SVG from other images by data URL type or path extension only', () => {
    expect(isSvgUrl('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(isSvgUrl('data:image/png;base64,xyz')).toBe(false);
    expect(isSvgUrl('/img.png?format=svg')).toBe(false);
  });
});
