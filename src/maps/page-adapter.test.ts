import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapAdapter } from './types';
import { NOT_IMPLEMENTED, pageAdapter } from './page-adapter';

function googleLike(): MapAdapter {
  const adapter = {
    provider: 'Google',
    zoom: 7,
    getZoom() {
      return this.zoom;
    },
    highlight: vi.fn(),
  };
  return adapter as unknown as MapAdapter;
}

afterEach(() => vi.restoreAllMocks());

describe('pageAdapter', () => {
  it("passes the provider's own methods and properties through", () => {
    const adapter = googleLike();
    const page = pageAdapter(adapter, 'map#stores');
    expect(page.getZoom()).toBe(7);
    page.highlight('3');
    expect(adapter.highlight).toHaveBeenCalledWith('3');
    expect(page.provider).toBe('Google');
    expect('resize' in page).toBe(false);
  });

  it("logs 'this method is not implemented' for an optional method the provider does not have (spec §8)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = pageAdapter(googleLike(), 'map#stores');
    await expect(page.setPointsSource!({ url: '/points.json', toPin: vi.fn() }, new AbortController().signal)).rejects.toThrow(NOT_IMPLEMENTED);
    expect(error.mock.calls).toEqual([['this method is not implemented', '(map#stores: setPointsSource)']]);
  });
});
