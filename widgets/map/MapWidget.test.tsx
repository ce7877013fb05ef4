import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../src/maps/emitter';
import type { AdapterContext, AdapterFactory, MapAdapter, MapPin, ProviderName } from '../../src/maps/types';

const reportError = vi.fn();
vi.mock('../../src/services/report', () => ({ reportError: (...args: unknown[]) => reportError(...args) }));

/** Fake providers: each records what the widget did with it; the test decides when it is idle or fails. */
const made: { provider: ProviderName; adapter: MapAdapter & { pins: readonly MapPin[]; emit(type: 'idle'): void }; context: AdapterContext; canvas: HTMLElement }[] = [];
/** Runs as a fake provider builds its map (a test hiding the host meanwhile). */
let onBuild: (() => void) | null = null;
/** Adds to each fake adapter as it is made (a points source). */
let decorate: ((adapter: MapAdapter) => void) | null = null;
const fakeFactory =
  (provider: ProviderName): AdapterFactory =>
  async (canvas, _view, context) => {
    onBuild?.();
    const events = createEmitter();
    const adapter = {
      provider,
      pins: [] as readonly MapPin[],
      setPins(pins: readonly MapPin[]) {
        adapter.pins = pins;
      },
      fitBounds: vi.fn(),
      setView: vi.fn(),
      getCenter: () => ({ latitude: 1, longitude: 2 }),
      getZoom: () => 7,
      getBounds: () => ({ south: 0, west: 0, north: 1, east: 1 }),
      highlight: vi.fn(),
      on: events.on,
      resize: vi.fn(),
      destroy: vi.fn(),
      emit: (type: 'idle') => events.emit({ type }),
    };
    made.push({ provider, adapter: adapter as never, context, canvas });
    decorate?.(adapter as unknown as MapAdapter);
    return adapter as unknown as MapAdapter;
  };
/** A provider's SDK script step (AdapterFactory.loadScripts), when a test gives it one. */
const scripts = new Map<ProviderName, NonNullable<AdapterFactory['loadScripts']>>();
vi.mock('../../src/maps/providers/index', () => ({
  providerLoader: (name: string) =>
    ['BaseMap', 'Google', 'Bing'].includes(name) ? async () => Object.assign(fakeFactory(name as ProviderName), { loadScripts: scripts.get(name as ProviderName) }) : undefined,
}));

const { mountWidget } = await import('../../src/loader/runtime/mount');
const { default: map } = await import('./index');

const LOCATIONS = [
  { id: '1', type: 'MU', url: 'fr/a', position: { latitude: 48.85, longitude: 2.35 }, altTagText: 'Store A' },
  { id: '2', type: 'corner', url: 'fr/b', position: { latitude: 45.76, longitude: 4.84 } },
];

function page(provider = 'BaseMap') {
  document.body.innerHTML = `<div data-locator="map" id="store-map"><div data-locator-fallback><a href="/x">Store A</a></div></div>
<script type="application/json" data-locator-config-for="store-map">${JSON.stringify({ config: { provider, baseUrl: '/locations/' }, locations: LOCATIONS })}</script>`;
  return document.getElementById('store-map')!;
}

const flush = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

beforeEach(() => {
  onBuild = null;
  decorate = null;
  made.length = 0;
  scripts.clear();
  reportError.mockClear();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no layout: give every element a size, and a ResizeObserver that never fires.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('map widget', () => {
  it('draws the good locations and names the bad one in one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div data-locator="map" id="store-map"></div>
<script type="application/json" data-locator-config-for="store-map">${JSON.stringify({ config: { provider: 'BaseMap' }, locations: [LOCATIONS[0], { ...LOCATIONS[1], type: 'outlet' }] })}</script>`;
    act(() => void mountWidget(document.getElementById('store-map')!, 'map', map, { emit: vi.fn(), onFailed: vi.fn() }));
    await flush();
    const [{ adapter }] = made as [(typeof made)[number]];
    expect(adapter.pins.map((pin) => pin.id)).toEqual(['1']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/map#store-map: part of the configuration is left out\n.*locations\[1\]\.type must be one of .*got "outlet"; that location is left out/);
    error.mockRestore();
  });

  it('fits a Bing map to the first 100 locations, the ones Bing draws (spec §9), and counts those in ready', async () => {
    const locations = Array.from({ length: 101 }, (_, i) => ({
      id: String(i + 1),
      type: 'MU',
      url: `fr/${i + 1}`,
      // The 101st is in New York: a Bing view fitted to it would show the Atlantic.
      position: i < 100 ? { latitude: 48 + i / 100, longitude: 2 + i / 100 } : { latitude: 40.7, longitude: -74 },
    }));
    document.body.innerHTML = `<div data-locator="map" id="store-map"></div>
<script type="application/json" data-locator-config-for="store-map">${JSON.stringify({ config: { provider: 'Bing', apiID: 'key', baseUrl: '/locations/' }, locations })}</script>`;
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(document.getElementById('store-map')!, 'map', map, env));
    await flush();
    const [{ adapter }] = made as [(typeof made)[number]];
    expect(adapter.provider).toBe('Bing');
    expect(adapter.fitBounds).toHaveBeenCalledWith({ south: 48, west: 2, north: 48.99, east: 2.99 }, expect.anything());
    // The data loaded is every configured location; the map shows the first 100.
    expect(env.emit.mock.calls.find(([name]) => name === 'data-loaded')![1].data).toMatchObject({ count: 101 });
    act(() => adapter.emit('idle'));
    await flush();
    expect(env.emit.mock.calls.find(([name]) => name === 'ready')![1].data).toMatchObject({ provider: 'Bing', count: 100 });
  });

  it('builds the map, sets the pins, then signals data-loaded, and ready after the first idle', async () => {
    const host = page();
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(host, 'map', map, env));
    await flush();
    const [{ adapter, canvas }] = made as [(typeof made)[number]];
    expect(canvas.parentElement?.getAttribute('role')).toBe('region');
    expect(adapter.pins.map((pin) => [pin.label, pin.href])).toEqual([['Store A', '/locations/fr/a'], ['Store 2', '/locations/fr/b']]);
    expect(adapter.fitBounds).toHaveBeenCalledWith({ south: 45.76, west: 2.35, north: 48.85, east: 4.84 }, { padding: 30, minZoom: 2, maxZoom: 14 });
    expect(env.emit.mock.calls.map(([name]) => name)).toEqual(['mounted', 'prepared', 'data-loaded']);
    // The server list stays the content until the map is ready.
    expect(host.querySelector<HTMLElement>('[data-locator-fallback]')!.style.visibility).toBe('');
    act(() => adapter.emit('idle'));
    await flush();
    expect(env.emit.mock.calls.map(([name]) => name)).toEqual(['mounted', 'prepared', 'data-loaded', 'ready']);
    expect(env.emit.mock.calls[3]![1].data).toMatchObject({ provider: 'BaseMap', count: 2, zoom: 7 });
    const fallback = host.querySelector<HTMLElement>('[data-locator-fallback]')!;
    expect([fallback.style.visibility, fallback.hasAttribute('inert')]).toEqual(['hidden', true]);
  });

  it('offers keyboard users links past the drawn map and back to it, once it is drawn', async () => {
    const host = page();
    act(() => void mountWidget(host, 'map', map, { emit: vi.fn(), onFailed: vi.fn() }));
    await flush();
    expect(host.querySelector('.locator-map__skip')).toBeNull();
    act(() => made[0]!.adapter.emit('idle'));
    await flush();
    const [skip, back] = [...host.querySelectorAll<HTMLAnchorElement>('.locator-map__skip')] as [HTMLAnchorElement, HTMLAnchorElement];
    expect([skip.textContent, back.textContent]).toEqual(['Skip the map', 'Back to the map']);
    // In document order around the map region, each pointing at the other.
    expect(skip.nextElementSibling?.getAttribute('role')).toBe('region');
    expect(back.previousElementSibling?.getAttribute('role')).toBe('region');
    expect([skip.getAttribute('href'), back.getAttribute('href')]).toEqual([`#${back.id}`, `#${skip.id}`]);
    // Named after the map's element: a followed link puts a stable, readable target in the address bar.
    expect([skip.id, back.id]).toEqual(['store-map-map-before', 'store-map-map-after']);
    // The surface the map is drawn on (Leaflet's takes the keyboard focus) says how the keyboard moves it.
    expect(made[0]!.canvas).toHaveAccessibleDescription('Arrow keys move the map; plus and minus zoom in and out.');
  });

  it('replaces a provider that fails after loading (a refused key) with BaseMap, and reports it', async () => {
    const host = page('Google');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(host, 'map', map, env));
    await flush();
    const google = made[0]!;
    expect(google.provider).toBe('Google');
    const error = new Error('Google Maps rejected the key');
    act(() => google.context.onFailure!(error));
    await flush();
    expect(google.adapter.destroy).toHaveBeenCalled();
    expect(google.canvas.isConnected).toBe(false);
    const base = made[1]!;
    expect(base.provider).toBe('BaseMap');
    expect(base.adapter.pins).toHaveLength(2);
    expect(base.canvas).toHaveAccessibleDescription(/^Arrow keys move the map/);
    expect(reportError).toHaveBeenCalledWith(error, expect.objectContaining({ widget: 'map', id: 'store-map', provider: 'Google', fallback: 'BaseMap' }));
    expect(warn).toHaveBeenCalledWith('[locator] map#store-map: the Google map could not be shown; BaseMap is shown instead', error);
    act(() => base.adapter.emit('idle'));
    await flush();
    expect(env.emit.mock.calls.filter(([name]) => name === 'ready')).toHaveLength(1);
    expect(env.emit.mock.calls.filter(([name]) => name === 'data-loaded')).toHaveLength(1);
    expect(env.emit.mock.calls.find(([name]) => name === 'ready')![1].data).toMatchObject({ provider: 'BaseMap' });
  });

  it('a provider that fails once drawn gives way to BaseMap, which says ready again with its own adapter and is fitted on resize', async () => {
    const observers: (() => void)[] = [];
    vi.stubGlobal('ResizeObserver', class { constructor(callback: () => void) { observers.push(callback); } observe() {} disconnect() {} });
    const host = page('Google');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(host, 'map', map, env));
    await flush();
    const google = made[0]!;
    act(() => google.adapter.emit('idle'));
    await flush();
    act(() => google.context.onFailure!(new Error('InvalidKeyMapError')));
    await flush();
    const base = made[1]!;
    act(() => base.adapter.emit('idle'));
    await flush();
    const readies = env.emit.mock.calls.filter(([name]) => name === 'ready').map(([, detail]) => detail.data);
    expect(readies.map((data) => data.provider)).toEqual(['Google', 'BaseMap']);
    // The page's adapter is the map on the page, not the one destroyed.
    readies[1].adapter.highlight('1');
    expect(base.adapter.highlight).toHaveBeenCalledWith('1');
    // One resize watcher, fitting the map now shown.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(500);
    vi.mocked(base.adapter.fitBounds).mockClear();
    observers.forEach((notify) => notify());
    await vi.waitFor(() => expect(base.adapter.resize).toHaveBeenCalledTimes(1));
    expect(base.adapter.fitBounds).toHaveBeenCalledTimes(1);
    expect(google.adapter.resize).not.toHaveBeenCalled();
  });

  it('signals data-loaded only once the provider scripts are in (spec §4: after loading, then data-loaded)', async () => {
    let release!: () => void;
    scripts.set('Google', () => new Promise<void>((resolve) => (release = resolve)));
    const host = page('Google');
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(host, 'map', map, env));
    await flush();
    expect(env.emit.mock.calls.map(([name]) => name)).toEqual(['mounted', 'prepared']);
    release();
    await flush();
    expect(env.emit.mock.calls.map(([name]) => name)).toEqual(['mounted', 'prepared', 'data-loaded']);
  });

  it('a map of one location keeps its centre on resize, at the zoom it has then (spec §4)', async () => {
    const observers: (() => void)[] = [];
    vi.stubGlobal('ResizeObserver', class { constructor(callback: () => void) { observers.push(callback); } observe() {} disconnect() {} });
    document.body.innerHTML = `<div data-locator="map" id="store-map"></div>
<script type="application/json" data-locator-config-for="store-map">${JSON.stringify({ config: { zoom: 12 }, locations: [LOCATIONS[0]] })}</script>`;
    act(() => void mountWidget(document.getElementById('store-map')!, 'map', map, { emit: vi.fn(), onFailed: vi.fn() }));
    await flush();
    const { adapter } = made[0]!;
    act(() => adapter.emit('idle'));
    await flush();
    adapter.getZoom = () => 15;
    vi.mocked(adapter.setView).mockClear();
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(500);
    observers.forEach((notify) => notify());
    await vi.waitFor(() => expect(adapter.resize).toHaveBeenCalledTimes(1));
    expect(adapter.setView).toHaveBeenCalledWith(LOCATIONS[0]!.position, 15);
    expect(adapter.fitBounds).not.toHaveBeenCalled();
  });

  it('a provider refused while its points file loads gives way to BaseMap, which shows the points: no failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Each adapter loads its points until it is destroyed, when its load stops (as the cluster worker's does).
    decorate = (adapter) => {
      let stop: (error: Error) => void = () => {};
      const destroy = adapter.destroy as ReturnType<typeof vi.fn>;
      destroy.mockImplementation(() => stop(new Error('destroyed')));
      adapter.setPointsSource = vi.fn(
        () => new Promise<{ count: number; bounds: null }>((resolve, reject) => {
          stop = reject;
          if (adapter.provider === 'BaseMap') resolve({ count: 2, bounds: null });
        }),
      );
    };
    document.body.innerHTML = `<div data-locator="map" id="store-map"><div data-locator-fallback><a href="/x">Store A</a></div></div>
<script type="application/json" data-locator-config-for="store-map">${JSON.stringify({ config: { provider: 'Google', pointsUrl: '/points.bin' } })}</script>`;
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(document.getElementById('store-map')!, 'map', map, env));
    await vi.waitFor(() => expect(made[0]?.adapter.setPointsSource).toHaveBeenCalled());
    act(() => made[0]!.context.onFailure!(new Error('tiles refused the key')));
    await vi.waitFor(() => expect(made[1]?.adapter.setPointsSource).toHaveBeenCalled());
    act(() => made[1]!.adapter.emit('idle'));
    await flush();
    expect(env.onFailed).not.toHaveBeenCalled();
    expect(reportError.mock.calls.map(([error]) => String(error))).not.toContainEqual(expect.stringContaining('destroyed'));
    const ready = env.emit.mock.calls.filter(([name]) => name === 'ready').map(([, detail]) => detail.data);
    expect(ready).toMatchObject([{ provider: 'BaseMap', count: 2 }]);
  });

  /** A map whose host loses its size while the map is built (its ResizeObserver's callbacks and the width kept). */
  async function mountHiddenWhileBuilt() {
    const observers: (() => void)[] = [];
    vi.stubGlobal('ResizeObserver', class { constructor(callback: () => void) { observers.push(callback); } observe() {} disconnect() {} });
    const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    onBuild = () => width.mockReturnValue(0);
    act(() => void mountWidget(page(), 'map', map, { emit: vi.fn(), onFailed: vi.fn() }));
    await flush();
    return { adapter: made[0]!.adapter, width, observers };
  }

  it('a map hidden while it was built is fitted again once it shows, not left at the fit to no size', async () => {
    const { adapter, width } = await mountHiddenWhileBuilt();
    expect(adapter.fitBounds).toHaveBeenCalledTimes(1);
    // Shown again at the size it was built for before its first idle: fitted for it then.
    width.mockReturnValue(800);
    act(() => adapter.emit('idle'));
    await flush();
    expect(adapter.resize).toHaveBeenCalledTimes(1);
    expect(adapter.fitBounds).toHaveBeenCalledTimes(2);
  });

  it('a map still hidden at its first idle keeps no view of its own: shown, it is fitted, not set back to it', async () => {
    const { adapter, width, observers } = await mountHiddenWhileBuilt();
    act(() => adapter.emit('idle'));
    await flush();
    expect(adapter.fitBounds).toHaveBeenCalledTimes(1);
    observers.forEach((notify) => notify());
    width.mockReturnValue(800);
    observers.forEach((notify) => notify());
    await vi.waitFor(() => expect(adapter.resize).toHaveBeenCalledTimes(1));
    expect(adapter.fitBounds).toHaveBeenCalledTimes(2);
    expect(adapter.setView).not.toHaveBeenCalled();
  });

  it("loads a hidden map's provider scripts and signals data-loaded without waiting to be visible (spec §4)", async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(0);
    const loadScripts = vi.fn(async () => {});
    scripts.set('Google', loadScripts);
    const host = page('Google');
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(host, 'map', map, env));
    await flush();
    expect(loadScripts).toHaveBeenCalledWith({ language: 'en', cluster: { gridSize: 30, minimumClusterSize: 2 } }, expect.objectContaining({ credentials: expect.anything() }));
    expect(env.emit.mock.calls.map(([name]) => name)).toEqual(['mounted', 'prepared', 'data-loaded']);
    expect(env.emit.mock.calls[2]![1].data).toEqual({ provider: 'Google', count: 2 });
    // The map itself waits for a size.
    expect(made).toHaveLength(0);
  });

  it('names BaseMap in data-loaded when the scripts fail, and reports the fallback when the map is drawn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('the Google Maps script failed to load');
    scripts.set('Google', async () => {
      throw error;
    });
    const env = { emit: vi.fn(), onFailed: vi.fn() };
    act(() => void mountWidget(page('Google'), 'map', map, env));
    await flush();
    expect(env.emit.mock.calls.find(([name]) => name === 'data-loaded')![1].data).toEqual({ provider: 'BaseMap', count: 2 });
    // Drawn with BaseMap at once: the Google factory is not tried again.
    expect(made.map((entry) => entry.provider)).toEqual(['BaseMap']);
    expect(reportError).toHaveBeenCalledWith(error, expect.objectContaining({ provider: 'Google', fallback: 'BaseMap' }));
    expect(warn).toHaveBeenCalledWith('[locator] map#store-map: the Google map could not be shown; BaseMap is shown instead', error);
    warn.mockRestore();
  });

  it('sets the view in the task that builds the map, and the pins in a task after it', async () => {
    // A microtask queued as the view is set runs before any later task: it sees the pins only if they came in the same task.
    let pinsRightAfterView = -1;
    decorate = (adapter) =>
      vi.mocked(adapter.fitBounds).mockImplementation(() => queueMicrotask(() => (pinsRightAfterView = (adapter as unknown as { pins: readonly MapPin[] }).pins.length)));
    act(() => void mountWidget(page(), 'map', map, { emit: vi.fn(), onFailed: vi.fn() }));
    await flush();
    const [{ adapter }] = made as [(typeof made)[number]];
    expect(adapter.fitBounds).toHaveBeenCalledTimes(1);
    expect(pinsRightAfterView).toBe(0);
    expect(adapter.pins).toHaveLength(2);
  });

  it('hands no pins to a map unmounted between its view and its pins', async () => {
    const setPins = vi.fn();
    let handle: ReturnType<typeof mountWidget> = null;
    decorate = (adapter) => {
      adapter.setPins = setPins;
      vi.mocked(adapter.fitBounds).mockImplementation(() => queueMicrotask(() => act(() => handle!.unmount())));
    };
    handle = mountWidget(page(), 'map', map, { emit: vi.fn(), onFailed: vi.fn() });
    await flush();
    expect(made[0]!.adapter.fitBounds).toHaveBeenCalledTimes(1);
    expect(made[0]!.adapter.destroy).toHaveBeenCalled();
    expect(setPins).not.toHaveBeenCalled();
  });

  it('on unmount destroys the map and gives the server content back', async () => {
    const host = page();
    const handle = mountWidget(host, 'map', map, { emit: vi.fn(), onFailed: vi.fn() })!;
    await flush();
    act(() => made[0]!.adapter.emit('idle'));
    await flush();
    act(() => handle.unmount());
    expect(made[0]!.adapter.destroy).toHaveBeenCalled();
    const fallback = host.querySelector<HTMLElement>('[data-locator-fallback]')!;
    expect([fallback.style.visibility, fallback.hasAttribute('inert')]).toEqual(['', false]);
    expect(host.querySelector('.locator-map')).toBeNull();
  });
});
