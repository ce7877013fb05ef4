import { anySignal } from '../../src/services/any-signal';
import type { ProviderLoader } from '../../src/maps/providers/index';
import type { AdapterContext, AdapterFactory, MapAdapter, MapViewOptions, ProviderName, ScriptView } from '../../src/maps/types';

export interface BuildDeps {
  loader(provider: ProviderName): ProviderLoader | undefined;
  /** A provider failed: reported to monitoring (spec: the map falls back and reports the failure). */
  report(error: unknown, extra: Record<string, unknown>): void;
  warn(message: string, error: unknown): void;
  timeoutMs: number;
  /** The id of the text that says how the keyboard moves the map: the drawing surface's description (Leaflet's is focusable). */
  describedBy?: string;
}

export interface Built {
  adapter: MapAdapter;
  /** The element the adapter draws in (a fresh one per attempt, so a failed provider's leftovers go with it). */
  canvas: HTMLElement;
}

/**
 * Creates the map with the configured provider; when its code or script fails to load, it rejects the key, or it
 * neither loads nor fails within the timeout, the map is built with BaseMap instead and the failure is reported.
 * Visitors never see a grey box. Failures of BaseMap itself are thrown (the widget fails and the server markup stays).
 * When `prepared` (prepareProvider) already met a failure, the provider is not tried again: BaseMap is drawn at once.
 */
export async function buildAdapter(provider: ProviderName, host: HTMLElement, view: MapViewOptions, context: AdapterContext, deps: BuildDeps, prepared: Prepared = { provider }): Promise<Built> {
  if (prepared.provider !== provider) {
    fellBack(provider, prepared.failure, deps);
    return createIn(host, 'BaseMap', view, context, deps);
  }
  if (provider === 'BaseMap') return createIn(host, 'BaseMap', view, context, deps);
  const canvas = newCanvas(host, deps.describedBy);
  // The attempt's own signal, aborted when it runs out of time: a build still going then (a chunk or style that came
  // late) stops instead of making its map, workers and requests in the detached canvas.
  const attempt = new AbortController();
  try {
    // Too late: BaseMap already took the map's place; the late one goes with its detached canvas.
    const build = create(provider, canvas, view, { ...context, signal: anySignal(context.signal, attempt.signal) }, deps);
    const adapter = await withTimeout(build, deps.timeoutMs, provider, context.signal, (late) => late.destroy(), () => attempt.abort());
    return { adapter, canvas };
  } catch (error) {
    canvas.remove();
    context.signal.throwIfAborted();
    fellBack(provider, error, deps);
    return createIn(host, 'BaseMap', view, context, deps);
  }
}

/**
 * Loads a provider's code and SDK scripts before its map is built (spec §4: once the configuration has loaded, the
 * provider scripts are appended per map, then data-loaded is dispatched), within the build's time limit, while the
 * map may still wait to be visible. Resolves with the provider the map will be drawn with: the configured one, or
 * BaseMap (its code loaded too) with the failure, which the build reports when it draws BaseMap instead. A failure of
 * BaseMap's own code is thrown.
 */
export async function prepareProvider(provider: ProviderName, view: ScriptView, context: AdapterContext, deps: BuildDeps): Promise<Prepared> {
  const scripts = async () => {
    const factory = await factoryOf(provider, deps);
    await factory.loadScripts?.(view, context);
  };
  if (provider === 'BaseMap') {
    await scripts();
    return { provider };
  }
  try {
    await withTimeout(scripts(), deps.timeoutMs, provider, context.signal);
    return { provider };
  } catch (failure) {
    context.signal.throwIfAborted();
    await factoryOf('BaseMap', deps);
    return { provider: 'BaseMap', failure };
  }
}

export interface Prepared {
  provider: ProviderName;
  /** Why the configured provider cannot be drawn (provider is then BaseMap). */
  failure?: unknown;
}

export function fellBack(provider: ProviderName, error: unknown, deps: Pick<BuildDeps, 'report' | 'warn'>): void {
  deps.report(error, { provider, fallback: 'BaseMap' });
  deps.warn(`the ${provider} map could not be shown; BaseMap is shown instead`, error);
}

export async function createIn(host: HTMLElement, provider: ProviderName, view: MapViewOptions, context: AdapterContext, deps: BuildDeps): Promise<Built> {
  const canvas = newCanvas(host, deps.describedBy);
  try {
    return { adapter: await create(provider, canvas, view, context, deps), canvas };
  } catch (error) {
    canvas.remove();
    throw error;
  }
}

function newCanvas(host: HTMLElement, describedBy?: string): HTMLElement {
  const canvas = document.createElement('div');
  canvas.className = 'locator-map__canvas';
  if (describedBy) canvas.setAttribute('aria-describedby', describedBy);
  host.append(canvas);
  return canvas;
}

function factoryOf(provider: ProviderName, deps: BuildDeps): Promise<AdapterFactory> {
  const load = deps.loader(provider);
  return load ? load() : Promise.reject(new Error(`no map factory for provider "${provider}"`));
}

async function create(provider: ProviderName, canvas: HTMLElement, view: MapViewOptions, context: AdapterContext, deps: BuildDeps): Promise<MapAdapter> {
  const factory = await factoryOf(provider, deps);
  return factory(canvas, view, context);
}

/** `work` within `ms`, else rejected (and `expired` called); what it resolves to after that goes to `late`. */
function withTimeout<T>(work: Promise<T>, ms: number, provider: ProviderName, signal: AbortSignal, late: (value: T) => void = () => {}, expired = () => {}): Promise<T> {
  let timedOut = false;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`the ${provider} map did not load within ${ms} ms`));
      expired();
    }, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    work.then(
      (value) => {
        clearTimeout(timer);
        if (timedOut) late(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
