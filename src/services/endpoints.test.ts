import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, PRODUCTION_ENDPOINTS, resetEndpoints } from './endpoints';

const services = (json: string) => `<script type="application/json" data-locator-page="services">${json}</script>`;

afterEach(() => {
  document.body.innerHTML = '';
  resetEndpoints();
  vi.restoreAllMocks();
});

describe('endpoints', () => {
  it('are the production ones overridden by the services block; unknown keys and values that are no text are ignored', () => {
    document.body.innerHTML = services('{"shopBase": "https://shop.test", "geocoder": 3, "extra": "x"}');
    expect(endpoints()).toEqual({ ...PRODUCTION_ENDPOINTS, shopBase: 'https://shop.test' });
  });

  it('a services block that comes after a first call (a page whose widgets come later) is read', () => {
    expect(endpoints().shopBase).toBe('');
    document.body.insertAdjacentHTML('beforeend', services('{"shopBase": "https://shop.test", "geocoderToken": "pk.t"}'));
    expect(endpoints()).toMatchObject({ shopBase: 'https://shop.test', geocoderToken: 'pk.t' });
  });

  it('a block that is not JSON is said once, and the production endpoints are used', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = services('{"shopBase": ');
    expect(endpoints()).toEqual(PRODUCTION_ENDPOINTS);
    expect(endpoints()).toEqual(PRODUCTION_ENDPOINTS);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toBe('[locator] the services block is not valid JSON; production endpoints are used');
  });
});
