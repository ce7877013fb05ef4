import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ATTR } from '../../src/loader/schema';
import type { WidgetProps } from '../../src/loader/types';
import { stringsLang } from '../../src/i18n/strings-lang';
import type { MapAdapter } from '../../src/maps/types';
import type { MapConfig } from './config';
import './map.css';
import { hideServerFallback, positionHost, showServerFallback } from './server-fallback';
import { useMap } from './use-map';
import { loadResultsLink } from './warm';

/**
 * A map of locations drawn over the host's server-rendered fallback (a list of stores, an address), which stays the
 * content until the map is ready and comes back if the map fails or is removed.
 */
/**
 * The map's accessible name: the configured label, else the host's own aria-label, else the default; a page with
 * several maps named alike numbers them ("Map of our stores (2)") so each landmark stays distinct.
 */
function mapLabel(host: HTMLElement, configured: string | null, fallback: string): string {
  const base = configured ?? host.getAttribute('aria-label') ?? fallback;
  if (configured !== null || host.hasAttribute('aria-label')) return base;
  const unnamed = Array.from(host.ownerDocument.querySelectorAll(`[${ATTR.widget}="map"]:not([aria-label])`));
  const index = unnamed.indexOf(host);
  return index > 0 ? `${base} (${index + 1})` : base;
}

export function MapWidget({ config, context }: WidgetProps<MapConfig>) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const [adapter, setAdapter] = useState<MapAdapter | null>(null);

  useEffect(() => positionHost(context.element), [context.element]);
  useEffect(() => (ready ? hideServerFallback(context.element) : void showServerFallback(context.element)), [ready, context.element]);
  // The skip links' targets go in the address bar when followed: named after the map's element where it has an id
  // (stable, readable, the same on every visit), else generated.
  const generated = useId();
  const id = context.element.id ? `${context.element.id}-map` : generated;
  useMap(ref, config, context, onReady, config.resultsGroup ? setAdapter : undefined, `${id}-keys`);
  // The results screen (config.resultsGroup): the map and the list of cards share the group's store.
  // Its code is a chunk of its own: a location page's map never needs it (see widgets/map/warm.ts for its early load).
  useEffect(() => {
    const group = config.resultsGroup;
    if (!adapter || !group) return;
    let release: (() => void) | null = null;
    let active = true;
    loadResultsLink().then(
      ({ linkResults }) => {
        if (active) release = linkResults(adapter, group, config.pins, ref.current ?? undefined);
      },
      context.guard((error: unknown) => {
        throw error;
      }),
    );
    return () => {
      active = false;
      release?.();
    };
  }, [adapter, config.resultsGroup, config.pins, context]);
  const label = useMemo(() => mapLabel(context.element, config.label, config.defaultLabel), [context.element, config.label]);
  const lang = config.locale.replace('_', '-');
  // The widget's own texts: English stands in for a language without texts (ru, zh), and is marked so.
  const textLang = stringsLang(config.locale);

  // Once drawn, links before and after the map let keyboard users pass its pins and controls, and come back (as the
  // region map's do); until then the server's fallback is the content, and nothing is skipped.
  return (
    <>
      {ready && (
        <a className="locator-map__skip" href={`#${id}-after`} id={`${id}-before`} lang={textLang}>
          {config.skipLabel}
        </a>
      )}
      <div
        ref={ref}
        className={ready ? 'locator-map locator-map--ready' : 'locator-map'}
        role="region"
        aria-label={label}
        aria-busy={!ready}
        lang={lang}
      />
      {ready && (
        <a className="locator-map__skip locator-map__skip--back" href={`#${id}-before`} id={`${id}-after`} lang={textLang}>
          {config.backLabel}
        </a>
      )}
      {/* The map surface's description (aria-describedby): read with it, never shown. */}
      <span id={`${id}-keys`} hidden lang={textLang}>
        {config.keysHint}
      </span>
    </>
  );
}
