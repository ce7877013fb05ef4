import { clusterRule, MAP } from '../../src/core/map/constants';
import { fitView, pinPadding } from '../../src/core/map/fit';
import { mapLanguage } from '../../src/core/map/language';
import { joinUrl } from '../../src/core/map/locations';
import { fitRange, type ViewPlan } from '../../src/core/map/plan';
import { fillTemplate } from '../../src/core/text-template';
import { strings } from '../../src/i18n/strings';
import { shortCount } from '../../src/maps/cluster-icon';
import { PIN_SIZES, pinDesignFor, providerPinSize } from '../../src/maps/pins';
import type { MapLabels, MapPin, MapViewOptions, PointsSource, ProviderName, ScriptView } from '../../src/maps/types';
import type { MapConfig } from './config';

/** What a provider's SDK scripts are loaded with (ahead of the map: see prepareProvider). */
export function scriptView(config: MapConfig): ScriptView {
  return { language: mapLanguage(config.locale), cluster: clusterRule(config.searchScreen) };
}

/** What every provider is created with: the first view, zoom range, controls, language, pin look, clusters. */
export function viewOptions(config: MapConfig, plan: ViewPlan, size: { width: number; height: number }): MapViewOptions {
  const search = config.searchScreen;
  const pinSize = search ? 'search' : 'default';
  // Fitted as the adapter's fitBounds will fit it (the pins' whole icons in the edge buffer): built at the zoom it shows.
  const options = fitOptions(config.provider, config);
  const padding = pinPadding(options.padding, PIN_SIZES[providerPinSize(config.provider, pinSize)]);
  const first = plan.kind === 'center' ? plan : fitView(plan.bounds, size, { ...options, padding, tileSize: MAP.tileSize });
  return {
    ...scriptView(config),
    center: first.center,
    zoom: first.zoom,
    minZoom: MAP.emptyZoom,
    maxZoom: MAP.maxZoom,
    disableControls: config.disableMapControl,
    design: pinDesignFor(config.locale),
    pinSize,
    clusterSize: search ? 'search' : 'default',
    tileUrl: config.tileUrl,
    tileAttribution: config.tileAttribution,
    workerThreshold: config.workerThreshold,
    pointsUrl: config.pointsUrl,
  };
}

/**
 * Best-fit options of a provider: the 30 px edge buffer and the 2..18 zoom clamp, 2..14 on vector maps (BaseMap
 * drawing its own shapes, MapboxGL).
 */
export function fitOptions(provider: ProviderName, config: Pick<MapConfig, 'tileUrl'>): { padding: number; minZoom: number; maxZoom: number } {
  const vector = provider === 'MapboxGL' || (provider === 'BaseMap' && !config.tileUrl);
  return { padding: MAP.edgeBuffer, ...fitRange(vector) };
}

/** The pins a provider draws: Bing the first 100 (spec §9), the others all. A view is fitted to these. */
export function shownPins<P>(provider: ProviderName, pins: readonly P[]): readonly P[] {
  return provider === 'Bing' ? pins.slice(0, MAP.bingMaxPins) : pins;
}

export function adapterLabels(locale: string): MapLabels {
  const text = strings(locale);
  return {
    // A count drawn short (1.2k) starts the name too: a visitor using speech input says what is written (WCAG 2.5.3).
    cluster: (count) => (shortCount(count) === String(count) ? '' : `${shortCount(count)}: `) + fillTemplate(text.map.cluster, { count }),
    pinList: text.map.pinList, newTab: text.newTab,
    zoomIn: text.map.zoomIn,
    zoomOut: text.map.zoomOut,
  };
}

/** Points of a points file become pins linking to baseUrl + their id (the file carries no url). */
export function pointsSource(config: MapConfig, url: string): PointsSource {
  const text = strings(config.locale).map;
  return {
    url,
    toPin: (id, type, position): MapPin => ({
      id: String(id),
      position,
      type,
      label: fillTemplate(text.pin, { id }),
      href: joinUrl(config.baseUrl, String(id)),
      newTab: false,
    }),
  };
}
