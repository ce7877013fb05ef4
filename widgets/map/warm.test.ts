import { afterEach, describe, expect, it, vi } from 'vitest';
import warmMap, { peekMapConfig } from './warm';

/** Which provider loaders ran (the shared code each starts is tested with PROVIDER_LOADERS). */
const loaders = vi.hoisted(() => ({ started: vi.fn() }));
vi.mock('../../src/maps/providers/index', () => ({
  providerLoader: (name: string) => (['BaseMap', 'Google', 'Mapbox', 'MapboxGL'].includes(name) ? () => (loaders.started(name), Promise.resolve(() => {})) : undefined),
}));
vi.mock('../../src/maps/cluster/early', () => ({ loadPointsEarly: vi.fn() }));
vi.mock('../../src/maps/leaflet/load', () => ({ loadViewLayer: vi.fn(() => Promise.resolve()), loadTiles: vi.fn(() => Promise.resolve()) }));

const { loadPointsEarly } = await import('../../src/maps/cluster/early');
const { loadTiles, loadViewLayer } = await import('../../src/maps/leaflet/load');

function host(json?: string, attrs = 'type="application/json"'): HTMLElement {
  // As the loader marks a host while its code loads, before the warm-up arrives.
  document.body.innerHTML = `<div data-locator="map" id="store-map" data-locator-state="loading"></div>${json === undefined ? '' : `<script ${attrs} data-locator-config-for="store-map">${json}</script>`}`;
  return rendered(document.getElementById('store-map')!, true);
}

/** jsdom renders nothing: a host in the page's layout has a box, one in a hidden container none. */
function rendered(element: HTMLElement, shown: boolean): HTMLElement {
  element.getClientRects = () => (shown ? [new DOMRect(0, 0, 0, 0)] : []) as unknown as DOMRectList;
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('peekMapConfig', () => {
  it('reads the provider, points file and search screen as the widget does, with its defaults', () => {
    expect(peekMapConfig(host())).toEqual({ provider: 'BaseMap', pointsUrl: null, searchScreen: false, linked: false, tiles: false });
    expect(peekMapConfig(host('{"config":{"provider":null,"pointsUrl":""}}'))).toEqual({ provider: 'BaseMap', pointsUrl: null, searchScreen: false, linked: false, tiles: false });
    expect(peekMapConfig(host('{"config":{"provider":" ","pointsUrl":"/p.json"}}'))).toEqual({ provider: 'BaseMap', pointsUrl: '/p.json', searchScreen: false, linked: false, tiles: false });
    expect(peekMapConfig(host('{"config":{"provider":"Google","pointsUrl":"/p.json","resultsGroup":"stores"}}'))).toEqual({ provider: 'Google', pointsUrl: '/p.json', searchScreen: true, linked: true, tiles: false });
    expect(peekMapConfig(host('{"config":{"searchScreen":true}}'))).toMatchObject({ searchScreen: true, linked: false });
    // Written as a string, as CMS exports write switches: read as the widget reads it.
    expect(peekMapConfig(host('{"config":{"searchScreen":"TRUE"}}'))).toMatchObject({ searchScreen: true });
    expect(peekMapConfig(host('{"config":{"searchScreen":"false"}}'))).toMatchObject({ searchScreen: false });
  });

  it('gives up where the widget would be skipped or fail', () => {
    expect(peekMapConfig(host('{"config":'))).toBeNull();
    expect(peekMapConfig(host('{"config":{"provider":7}}'))).toBeNull();
    expect(peekMapConfig(host('{"config":[]}'))).toBeNull();
    expect(peekMapConfig(host('null'))).toBeNull();
    expect(peekMapConfig(host('{}', 'type="text/plain"'))).toBeNull();
    const element = host('{}');
    element.insertAdjacentHTML('beforeend', '<script type="application/json" data-locator-config>{}</script>');
    expect(peekMapConfig(element)).toBeNull();
    const second = host('{}');
    document.body.insertAdjacentHTML('afterbegin', '<p id="store-map"></p>');
    expect(peekMapConfig(second)).toBeNull();
  });
});

describe('warmMap', () => {
  it('warms nothing for a map that mounted (or failed) before the warm-up arrived: it loads its points itself', () => {
    for (const state of ['mounted', 'failed']) {
      const element = host('{"config":{"pointsUrl":"/points-10k.json"}}');
      element.setAttribute('data-locator-state', state);
      warmMap(element);
    }
    expect(loadPointsEarly).not.toHaveBeenCalled();
    expect(loaders.started).not.toHaveBeenCalled();
  });

  it('starts BaseMap and the points file (in the worker, with the map cluster rule) at once', () => {
    warmMap(host('{"config":{"pointsUrl":"/points-10k.json"}}'));
    expect(loaders.started.mock.calls).toEqual([['BaseMap']]);
    // A host without a size yet: the worker is not told one.
    expect(loadPointsEarly).toHaveBeenCalledWith('/points-10k.json', { gridSize: 30, minPoints: 2, tileSize: 256 }, undefined);
  });

  it("starts the tile layers' code for a BaseMap given tiles, and not for one without", () => {
    warmMap(host('{"config":{}}'));
    expect(loadTiles).not.toHaveBeenCalled();
    warmMap(host('{"config":{"tileUrl":"https://tiles.test/{z}/{x}/{y}.png"}}'));
    expect(loadTiles).toHaveBeenCalledTimes(1);
  });

  it('leaves the points file of a map that is not rendered (a hidden tab) to the map, which loads it once shown', () => {
    warmMap(rendered(host('{"config":{"pointsUrl":"/points-10k.json"}}'), false));
    expect(loaders.started.mock.calls).toEqual([['BaseMap']]);
    expect(loadPointsEarly).not.toHaveBeenCalled();
  });

  it("asks for the worker and its points file before the provider's code (which would take the connections)", () => {
    const order: string[] = [];
    loaders.started.mockImplementation(() => order.push('provider'));
    vi.mocked(loadPointsEarly).mockImplementation(() => void order.push('points'));
    warmMap(host('{"config":{"pointsUrl":"/points-10k.json"}}'));
    expect(order).toEqual(['points', 'provider']);
  });

  it('gives the worker the search screen rule and the host size when it has one', () => {
    const element = host('{"config":{"pointsUrl":"/p.json","searchScreen":true}}');
    Object.defineProperty(element, 'clientWidth', { value: 800 });
    Object.defineProperty(element, 'clientHeight', { value: 600 });
    warmMap(element);
    expect(loadPointsEarly).toHaveBeenCalledWith('/p.json', { gridSize: 30, minPoints: 5, tileSize: 256 }, { width: 800, height: 600 });
  });

  it("starts the in-view layer's code for a BaseMap with a points file or the search screen's clusters only", () => {
    warmMap(host('{"config":{}}'));
    expect(loadViewLayer).not.toHaveBeenCalled();
    warmMap(host('{"config":{"pointsUrl":"/p.json"}}'));
    warmMap(host('{"config":{"resultsGroup":"stores"}}'));
    expect(loadViewLayer).toHaveBeenCalledTimes(2);
  });

  it("starts the results link's code for a map joined to a results list only", async () => {
    // A fresh module: the results link loads once per page, and other tests here warm maps joined to a list (their
    // load is let finish first, so it cannot land on the module mocked below).
    const { loadResultsLink } = await import('./warm');
    await loadResultsLink();
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('./results-link', () => (loaded(), { linkResults: () => () => {} }));
    const { default: warmMap } = await import('./warm');
    warmMap(host('{"config":{"searchScreen":true,"pointsUrl":"/p.json"}}'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).not.toHaveBeenCalled();
    warmMap(host('{"config":{"resultsGroup":"stores"}}'));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    vi.doUnmock('./results-link');
  });

  it("starts MapboxGL's points file in the cluster worker too, without the Leaflet in-view layer", () => {
    warmMap(host('{"config":{"provider":"MapboxGL","pointsUrl":"/points-100k.json"}}'));
    expect(loaders.started.mock.calls).toEqual([['MapboxGL']]);
    expect(loadPointsEarly).toHaveBeenCalledWith('/points-100k.json', { gridSize: 30, minPoints: 2, tileSize: 256 }, undefined);
    expect(loadViewLayer).not.toHaveBeenCalled();
  });

  it("starts the points file's drawing code for a map with a points file only", async () => {
    const { loadShowPoints } = await import('./warm');
    await loadShowPoints();
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('./show-points', () => (loaded(), { showPoints: vi.fn() }));
    const { default: warmMap } = await import('./warm');
    warmMap(host('{"config":{"provider":"Google"}}'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).not.toHaveBeenCalled();
    warmMap(host('{"config":{"provider":"Google","pointsUrl":"/p.json"}}'));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    vi.doUnmock('./show-points');
  });

  it('starts only the provider for the other providers, which load a points file once built', () => {
    warmMap(host('{"config":{"provider":"Google","pointsUrl":"/p.json"}}'));
    warmMap(host('{"config":{"provider":"Mapbox","searchScreen":true}}'));
    expect(loaders.started.mock.calls).toEqual([['Google'], ['Mapbox']]);
    expect(loadPointsEarly).not.toHaveBeenCalled();
    expect(loadViewLayer).not.toHaveBeenCalled();
  });

  it('starts nothing for an unknown provider or a configuration it cannot read', () => {
    warmMap(host('{"config":{"provider":"Nope"}}'));
    warmMap(host('{"config":'));
    expect(loaders.started).not.toHaveBeenCalled();
    expect(loadPointsEarly).not.toHaveBeenCalled();
  });
});
