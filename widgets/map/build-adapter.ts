import type { ProviderLoader } from '../../src/maps/providers/index';
import type { AdapterContext, MapAdapter, MapViewOptions, ProviderName } from '../../src/maps/types';

export interface BuildDeps {
  loader(provider: ProviderName): ProviderLoader | undefined;
  /** A provider failed: reported to monitoring (spec: the map falls back and reports the failure). */
  report(error: unknown, extra: Record<string, unknown>): void;
  warn(message: string, error: unknown): void;
  timeoutMs: number;
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
 */
export async function buildAdapter(provider: ProviderName, host: HTMLElement, view: MapViewOptions, context: AdapterContext, deps: BuildDeps): Promise<Built> {
  if (provider === 'BaseMap') return createIn(host, 'BaseMap', view, context, deps);
  const canvas = newCanvas(host);
  try {
    return { adapter: await withTimeout(create(provider, canvas, view, context, deps), deps.timeoutMs, provider, context.signal), canvas };
  } catch (error) {
    canvas.remove();
    context.signal.throwIfAborted();
    fellBack(provider, error, deps);
    return createIn(host, 'BaseMap', view, context, deps);
  }
}

export function fellBack(provider: ProviderName, error: unknown, deps: Pick<BuildDeps, 'report' | 'warn'>): void {
  deps.report(error, { provider, fallback: 'BaseMap' });
  deps.warn(`the ${provider} map could not be shown; BaseMap is shown instead`, error);
}

export async function createIn(host: HTMLElement, provider: ProviderName, view: MapViewOptions, context: AdapterContext, deps: BuildDeps): Promise<Built> {
  const canvas = newCanvas(host);
  try {
    return { adapter: await create(provider, canvas, view, context, deps), canvas };
  } catch (error) {
    canvas.remove();
    throw error;
  }
}

function newCanvas(host: HTMLElement): HTMLElement {
  const canvas = document.createElement('div');
  canvas.className = 'locator-map__canvas';
  host.append(canvas);
  return canvas;
}

async function create(provider: ProviderName, canvas: HTMLElement, view: MapViewOptions, context: AdapterContext, deps: BuildDeps): Promise<MapAdapter> {
  const load = deps.loader(provider);
  if (!load) throw new Error(`no map factory for provider "${provider}"`);
  const factory = await load();
  return factory(canvas, view, context);
}

function withTimeout(creating: Promise<MapAdapter>, ms: number, provider: ProviderName, signal: AbortSignal): Promise<MapAdapter> {
  let timedOut = false;
  return new Promise<MapAdapter>((resolve, reject) => {
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`the ${provider} map did not load within ${ms} ms`));
    }, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    creating.then(
      (adapter) => {
        clearTimeout(timer);
        // Too late: BaseMap already took the map's place; the late one goes with its detached canvas.
        if (timedOut) adapter.destroy();
        else resolve(adapter);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
