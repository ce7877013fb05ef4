import type { WidgetName } from './schema';
import type { RegistryEntry } from './types';

/**
 * Widget name -> lazy import + load strategy ('ready', at once, when none is given). The loader never imports widget
 * code statically, so the bundler emits one chunk per widget and a page downloads only the chunks it uses.
 */
export const registry: Partial<Record<WidgetName, RegistryEntry>> = {
  phone: { load: () => import('../../widgets/phone') },
  description: { load: () => import('../../widgets/description'), usesStrings: true },
  map: { load: () => import('../../widgets/map'), strategy: 'visible', startsWhenHidden: true, warm: () => import('../../widgets/map/warm'), usesStrings: true },
  'photo-feed': { load: () => import('../../widgets/photo-feed'), strategy: 'visible', usesStrings: true },
  events: { load: () => import('../../widgets/events'), formatsDates: true },
  video: { load: () => import('../../widgets/video'), strategy: 'visible', usesStrings: true },
  'link-checker': { load: () => import('../../widgets/link-checker') },
  hours: { load: () => import('../../widgets/hours'), formatsDates: true, usesStrings: true },
  reviews: { load: () => import('../../widgets/reviews'), strategy: 'visible', formatsDates: true, usesStrings: true },
  'header-footer': { load: () => import('../../widgets/header-footer') },
  'region-map': { load: () => import('../../widgets/region-map'), strategy: 'visible', usesStrings: true },
  'search-form': { load: () => import('../../widgets/search-form'), usesStrings: true },
  distance: { load: () => import('../../widgets/distance') },
  results: { load: () => import('../../widgets/results'), usesStrings: true },
};

/** Widgets a page adds through `LocatorWidgets.define` (page builders, QA pages). */
const custom = new Map<string, RegistryEntry>();

export function defineWidget(name: string, entry: RegistryEntry): void {
  if (Object.hasOwn(registry, name) || custom.has(name)) throw new Error(`[locator] widget "${name}" is already defined`);
  custom.set(name, entry);
}

export function lookup(name: string): RegistryEntry | undefined {
  // Own names only: "constructor" or "toString" are no widget of ours.
  return Object.hasOwn(registry, name) ? (registry as Record<string, RegistryEntry>)[name] : custom.get(name);
}
