import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdapterFactory, MapAdapter, MapViewOptions, ProviderName, ScriptView } from '../../src/maps/types';
import { buildAdapter, prepareProvider, type BuildDeps } from './build-adapter';

const VIEW = {} as MapViewOptions;

function fakeAdapter(provider: ProviderName): MapAdapter {
  return { provider, destroy: vi.fn() } as unknown as MapAdapter;
}

function setup(factories: Partial<Record<ProviderName, AdapterFactory | 'no-code'>>, timeoutMs = 1000) {
  const deps: BuildDeps = {
    loader: (name) => {
      const factory = factories[name];
      if (!factory) return undefined;
      return factory === 'no-code' ? () => Promise.reject(new Error('chunk failed to load')) : () => Promise.resolve(factory);
    },
    report: vi.fn(),
    warn: vi.fn(),
    timeoutMs,
  };
  const host = document.createElement('div');
  const controller = new AbortController();
  const context = { signal: controller.signal, credentials: { apiId: '', channelId: '', mapId: '', mapboxMapIdentifier: '' } };
  return { deps, host, controller, context };
}

const baseMap: AdapterFactory = async (canvas) => {
  canvas.append(document.createElement('i'));
  return fakeAdapter('BaseMap');
};

afterEach(() => vi.useRealTimers());

describe('buildAdapter', () => {
  it('builds the configured provider in a canvas of its own', async () => {
    const google: AdapterFactory = async () => fakeAdapter('Google');
    const { deps, host, context } = setup({ Google: google, BaseMap: baseMap });
    const built = await buildAdapter('Google', host, VIEW, context, deps);
    expect(built.adapter.provider).toBe('Google');
    expect(built.canvas.parentElement).toBe(host);
    expect(built.canvas.className).toBe('locator-map__canvas');
    expect(deps.report).not.toHaveBeenCalled();
  });

  it('falls back to BaseMap when the provider rejects (script failed, key refused), and reports it', async () => {
    const error = new Error('the Google Maps script failed to load');
    const google: AdapterFactory = async (canvas) => {
      canvas.append(document.createElement('b'));
      throw error;
    };
    const { deps, host, context } = setup({ Google: google, BaseMap: baseMap });
    const built = await buildAdapter('Google', host, VIEW, context, deps);
    expect(built.adapter.provider).toBe('BaseMap');
    // The failed provider's canvas and leftovers are gone; BaseMap has a fresh one.
    expect(host.children).toHaveLength(1);
    expect(host.querySelector('b')).toBeNull();
    expect(deps.report).toHaveBeenCalledWith(error, { provider: 'Google', fallback: 'BaseMap' });
    expect(deps.warn).toHaveBeenCalledWith('the Google map could not be shown; BaseMap is shown instead', error);
  });

  it('falls back when the provider code itself does not load', async () => {
    const { deps, host, context } = setup({ Bing: 'no-code', BaseMap: baseMap });
    expect((await buildAdapter('Bing', host, VIEW, context, deps)).adapter.provider).toBe('BaseMap');
    expect(deps.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed to load' }), { provider: 'Bing', fallback: 'BaseMap' });
  });

  it('falls back when the provider neither loads nor fails in time, stops its build, and destroys it if it comes later', async () => {
    vi.useFakeTimers();
    let resolveLate: (adapter: MapAdapter) => void = () => {};
    const late = fakeAdapter('MapQuest');
    let attempt: AbortSignal | undefined;
    const mapQuest: AdapterFactory = (_canvas, _view, given) => {
      attempt = given.signal;
      return new Promise((resolve) => (resolveLate = resolve));
    };
    const { deps, host, context } = setup({ MapQuest: mapQuest, BaseMap: baseMap }, 10_000);
    const building = buildAdapter('MapQuest', host, VIEW, context, deps);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(deps.report).not.toHaveBeenCalled();
    expect(attempt?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await building).adapter.provider).toBe('BaseMap');
    // The build still going is told to stop (its chunk or style came late: no map, worker or request is made for it).
    expect(attempt?.aborted).toBe(true);
    expect(context.signal.aborted).toBe(false);
    expect(deps.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'the MapQuest map did not load within 10000 ms' }), expect.anything());
    resolveLate(late);
    await vi.advanceTimersByTimeAsync(0);
    expect(late.destroy).toHaveBeenCalled();
  });

  it('draws BaseMap at once, and reports it, when the scripts already failed ahead of the build (prepareProvider)', async () => {
    const google = vi.fn<AdapterFactory>(async () => fakeAdapter('Google'));
    const { deps, host, context } = setup({ Google: google, BaseMap: baseMap });
    const failure = new Error('the Google Maps script failed to load');
    const built = await buildAdapter('Google', host, VIEW, context, deps, { provider: 'BaseMap', failure });
    expect(built.adapter.provider).toBe('BaseMap');
    expect(google).not.toHaveBeenCalled();
    expect(deps.report).toHaveBeenCalledWith(failure, { provider: 'Google', fallback: 'BaseMap' });
  });

  it('throws when BaseMap itself fails (the widget then fails and the server content stays)', async () => {
    const broken: AdapterFactory = async () => {
      throw new Error('no canvas');
    };
    const { deps, host, context } = setup({ BaseMap: broken });
    await expect(buildAdapter('BaseMap', host, VIEW, context, deps)).rejects.toThrow('no canvas');
    expect(host.children).toHaveLength(0);
  });

  it('stops without a fallback when the map was removed meanwhile', async () => {
    const { deps, host, context, controller } = setup({ BaseMap: baseMap });
    const google: AdapterFactory = async () => {
      controller.abort(new Error('unmounted'));
      throw new Error('aborted');
    };
    await expect(buildAdapter('Google', host, VIEW, context, { ...deps, loader: (name) => (name === 'Google' ? async () => google : deps.loader(name)) })).rejects.toThrow('unmounted');
    expect(deps.report).not.toHaveBeenCalled();
  });
});

describe('prepareProvider', () => {
  const SCRIPT_VIEW: ScriptView = { language: 'fr', cluster: null };
  const withScripts = (loadScripts: AdapterFactory['loadScripts']): AdapterFactory => Object.assign(async () => fakeAdapter('Google'), { loadScripts });

  it('loads the provider code and its SDK scripts, with the script view, before any map is built', async () => {
    const loadScripts = vi.fn(async () => {});
    const { deps, context, host } = setup({ Google: withScripts(loadScripts), BaseMap: baseMap });
    await expect(prepareProvider('Google', SCRIPT_VIEW, context, deps)).resolves.toEqual({ provider: 'Google' });
    expect(loadScripts).toHaveBeenCalledWith(SCRIPT_VIEW, context);
    expect(host.children).toHaveLength(0);
    expect(deps.report).not.toHaveBeenCalled();
  });

  it('names BaseMap, with the failure, when the scripts fail; it reports nothing itself (the build does)', async () => {
    const error = new Error('the Bing script failed to load');
    const { deps, context } = setup({ Bing: withScripts(() => Promise.reject(error)), BaseMap: baseMap });
    await expect(prepareProvider('Bing', SCRIPT_VIEW, context, deps)).resolves.toEqual({ provider: 'BaseMap', failure: error });
    expect(deps.report).not.toHaveBeenCalled();
  });

  it('names BaseMap when the provider code does not load, or the scripts hang past the time limit', async () => {
    const missing = setup({ MapQuest: 'no-code', BaseMap: baseMap });
    expect((await prepareProvider('MapQuest', SCRIPT_VIEW, missing.context, missing.deps)).provider).toBe('BaseMap');
    vi.useFakeTimers();
    const hanging = setup({ Google: withScripts(() => new Promise(() => {})), BaseMap: baseMap }, 10_000);
    const preparing = prepareProvider('Google', SCRIPT_VIEW, hanging.context, hanging.deps);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(preparing).resolves.toEqual({ provider: 'BaseMap', failure: expect.objectContaining({ message: 'the Google map did not load within 10000 ms' }) });
  });

  it("throws when BaseMap's own code fails, and stops when the map was removed meanwhile", async () => {
    const broken = setup({ BaseMap: 'no-code' });
    await expect(prepareProvider('BaseMap', SCRIPT_VIEW, broken.context, broken.deps)).rejects.toThrow('chunk failed to load');
    const removed = setup({ BaseMap: baseMap });
    const google = withScripts(async () => {
      removed.controller.abort(new Error('unmounted'));
      throw new Error('aborted');
    });
    await expect(prepareProvider('Google', SCRIPT_VIEW, removed.context, { ...removed.deps, loader: (name) => (name === 'Google' ? async () => google : removed.deps.loader(name)) })).rejects.toThrow('unmounted');
  });
});
