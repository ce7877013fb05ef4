import { useEffect, type RefObject } from 'react';
import { MAP } from '../../src/core/map/constants';
import { initialPlan, type ViewPlan } from '../../src/core/map/plan';
import type { WidgetContext } from '../../src/loader/types';
import { nextTask } from '../../src/loader/yield';
import { pageAdapter } from '../../src/maps/page-adapter';
import { anySignal } from '../../src/services/any-signal';
import { providerLoader } from '../../src/maps/providers/index';
import type { AdapterContext, MapAdapter, ProviderName } from '../../src/maps/types';
import { buildAdapter, createIn, fellBack, prepareProvider, type BuildDeps, type Built } from './build-adapter';
import type { MapConfig } from './config';
import { applyPlan, nextIdle } from './show-map';
import { adapterLabels, fitOptions, pointsSource, scriptView, shownPins, viewOptions } from './view-options';
import { loadShowPoints } from './warm';
import { hasSize, onResized, whenSized, type Size, type SizeChange } from './visibility';

/**
 * How long 'ready' waits, once the pins are handed over, for a provider's first idle before it is signalled anyway.
 * MapboxGL draws 100,000 points from a file in 2 to 4 s on a two-core machine with software WebGL.
 */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * The map's lifecycle (spec §4): load the provider's code and scripts and dispatch data-loaded, wait until the host
 * is visible, build the provider (BaseMap when it fails), set the view and pins, signal ready after the first idle,
 * re-fit on resize. Everything stops and is released on unmount. `onReady` runs once the map is drawn.
 */
export function useMap(ref: RefObject<HTMLDivElement | null>, config: MapConfig, context: WidgetContext, onReady: () => void, onAdapter?: (adapter: MapAdapter | null) => void, describedBy?: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Typed apart: the hoisted functions below would not see the check above narrow `element`.
    const host: HTMLElement = element;
    const local = new AbortController();
    const signal = anySignal(context.signal, local.signal);
    const deps: BuildDeps = {
      loader: providerLoader,
      report: context.report,
      warn: (message, error) => console.warn(`[locator] ${context.widget}#${context.id}: ${message}`, error),
      timeoutMs: MAP.providerTimeoutMs,
      describedBy,
    };
    const fail = context.guard((error: unknown) => {
      throw error;
    });
    let built: Built | null = null;
    // Whether the map shown now has said 'ready': a provider replaced after it did (a key refused once drawn) gives
    // way to BaseMap, which says it again with its own adapter.
    let announced = false;
    // The view the map shown now was fitted to (its pins'), which a resize fits again; the size is watched once.
    let shownPlan: ViewPlan | null = null;
    // The map was fitted while its host had no size (hidden during a slow build or points load): that fit is to no
    // size, not a view the visitor saw, so it is neither kept as theirs nor brought back when the map shows.
    let fittedUnseen = false;
    let watchingSize = false;
    // A provider's first view fits the pins it draws (shownPins); made once per provider asked for.
    const plans = new Map<ProviderName, ViewPlan>();
    const planFor = (provider: ProviderName): ViewPlan => {
      const known = plans.get(provider);
      if (known) return known;
      const plan = initialPlan(shownPins(provider, config.pins).map((pin) => pin.position), { zoom: config.zoom, ownLocale: config.ownLocale });
      plans.set(provider, plan);
      return plan;
    };

    const adapterContext = (): AdapterContext => ({
      signal,
      credentials: config.credentials,
      sdk: config.sdk,
      labels: adapterLabels(config.locale),
      onFailure: (error: Error) => {
        switchToBaseMap(error).catch((failure: unknown) => {
          if (!signal.aborted) fail(failure);
        });
      },
    });

    async function show(adapter: MapAdapter, builtFor: Size): Promise<void> {
      const fit = fitOptions(adapter.provider, config);
      // Started by the map's warm-up; loaded before the idle is listened for: one over the empty map meanwhile is not
      // the points' (setPointsSource holds the adapter's idle back from its call on).
      const points = config.pointsUrl ? await loadShowPoints() : null;
      // A provider that failed meanwhile was replaced: its successor shows the points.
      if (signal.aborted || built?.adapter !== adapter) return;
      let handedOver!: () => void;
      const idle = nextIdle(adapter, signal, IDLE_TIMEOUT_MS, new Promise<void>((resolve) => (handedOver = resolve)));
      let plan: ViewPlan = planFor(adapter.provider);
      // What the map shows: Bing draws the first 100 locations (spec §9), as it does of a points file's.
      let count = shownPins(adapter.provider, config.pins).length;
      if (points && config.pointsUrl) {
        try {
          ({ count, plan } = await points.showPoints(adapter, pointsSource(config, config.pointsUrl), plan, (next) => applyPlan(adapter, next, fit), signal, (pins) => shownPins(adapter.provider, pins)));
        } catch (error) {
          // The provider failed while its points loaded (tiles refusing the key) and was replaced: destroying it
          // stopped its load, which is no failure of the widget. BaseMap, its successor, shows the points.
          if (signal.aborted || built?.adapter !== adapter) return;
          throw error;
        }
      } else {
        // The view first: a clustered layer then draws once, for the view it will be seen in.
        applyPlan(adapter, plan, fit);
        // The pins in a task of their own: with the map's creation and its first tiles, a raster map's (MapQuest
        // Leaflet, Mapbox) build was one task of 50 to 90 ms on a first visit (measured on the QA pages). The view is
        // set first, so the first tiles asked for are those of the view seen.
        await nextTask();
        if (signal.aborted || built?.adapter !== adapter) return;
        adapter.setPins(config.pins);
      }
      handedOver();
      // A provider that failed after loading was replaced meanwhile: its successor announces the map.
      if (signal.aborted || built?.adapter !== adapter) return;
      shownPlan = plan;
      fittedUnseen = !hasSize(host);
      await idle;
      if (signal.aborted || announced || built?.adapter !== adapter) return;
      // Shown again meanwhile (at the size it was built for, which the size watcher would take for no change): fitted
      // now, for the size it has.
      if (fittedUnseen && hasSize(host)) {
        fittedUnseen = false;
        adapter.resize();
        applyPlan(adapter, plan, fit);
      }
      announced = true;
      onReady();
      context.emit('ready', { provider: adapter.provider, count, center: adapter.getCenter(), zoom: adapter.getZoom(), adapter: pageAdapter(adapter, `${context.widget}#${context.id}`) });
      if (watchingSize) return;
      watchingSize = true;
      /** The view the visitor had when the map was hidden (a list view, a closed panel). */
      let viewWhenHidden: { center: ReturnType<MapAdapter['getCenter']>; zoom: number } | null = null;
      onResized(
        host,
        MAP.resizeDebounceMs,
        signal,
        context.guard((change: SizeChange) => {
          const current = built?.adapter;
          if (!current || !shownPlan) return;
          current.resize();
          fittedUnseen = false;
          // Shown again at the size it had: as the visitor left it (a view they dragged to, which "search this area"
          // would search), not fitted again; unless they never saw it (no view kept): then it is fitted now.
          if (change === 'shown' && viewWhenHidden) return current.setView(viewWhenHidden.center, viewWhenHidden.zoom);
          // Spec §4: the map re-fits its bounds on resize (a centred map keeps its centre).
          applyPlan(current, shownPlan.kind === 'fit' ? shownPlan : { ...shownPlan, zoom: current.getZoom() }, fitOptions(current.provider, config));
        }),
        builtFor,
        context.guard(() => {
          const current = built?.adapter;
          viewWhenHidden = current && !fittedUnseen ? { center: current.getCenter(), zoom: current.getZoom() } : null;
        }),
      );
    }

    async function switchToBaseMap(error: Error): Promise<void> {
      if (signal.aborted || !built || built.adapter.provider === 'BaseMap') return;
      fellBack(built.adapter.provider as ProviderName, error, deps);
      built.adapter.destroy();
      built.canvas.remove();
      built = null;
      shownPlan = null;
      announced = false;
      // Refused while its host was hidden (a key check can take seconds): built once it has a size again, like every map.
      if (!(await whenSized(host, signal).then(() => true, () => false))) return;
      const builtFor = size(host);
      const next = await createIn(host, 'BaseMap', viewOptions(config, planFor('BaseMap'), builtFor), adapterContext(), deps);
      await adopt(next, builtFor);
    }

    /** The map just built becomes the widget's, and is shown (unless the widget went meanwhile). */
    async function adopt(next: Built, builtFor: Size): Promise<void> {
      if (signal.aborted) return next.adapter.destroy();
      built = next;
      onAdapter?.(next.adapter);
      await show(next.adapter, builtFor);
    }

    async function start(): Promise<void> {
      // Not waiting for visibility: a map in a hidden tab has its scripts in and says so too. The build reuses them.
      const prepared = await prepareProvider(config.provider, scriptView(config), adapterContext(), deps);
      if (signal.aborted) return;
      // A points file's count is known once it is read (ready carries it).
      context.emit('data-loaded', { provider: prepared.provider, count: config.pointsUrl ? null : config.pins.length });
      await whenSized(host, signal);
      const builtFor = size(host);
      const view = viewOptions(config, planFor(prepared.provider), builtFor);
      await adopt(await buildAdapter(config.provider, host, view, adapterContext(), deps, prepared), builtFor);
    }

    start().catch((error: unknown) => {
      if (!signal.aborted) fail(error);
    });
    return () => {
      local.abort();
      built?.adapter.destroy();
      built = null;
      onAdapter?.(null);
    };
  }, [ref, config, context, onReady, onAdapter, describedBy]);
}

function size(element: HTMLElement): Size {
  return { width: element.offsetWidth, height: element.offsetHeight };
}
