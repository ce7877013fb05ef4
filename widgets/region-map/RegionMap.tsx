import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { entriesWithoutRegion, linkRegions, type RegionLink } from '../../src/core/region-map/regions';
import { viewBox, type View } from '../../src/core/region-map/view';
import { placeTooltip } from '../../src/core/tooltip-placement';
import { ServerContent } from '../../src/loader/ServerContent';
import type { WidgetProps } from '../../src/loader/types';
import type { RegionMapConfig } from './config';
import { drawnRegions, mapLoader, type MapShapes } from './shapes';
import { usePanZoom } from './use-pan-zoom';
import './region-map.css';

/** A clickable map of regions; each region with an entry links to its page (spec §2 Region map). */
export function RegionMap({ config, context }: WidgetProps<RegionMapConfig>) {
  const load = mapLoader(config.map);
  const [shapes, setShapes] = useState<MapShapes | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    load().then(
      (loaded) => !context.signal.aborted && setShapes(loaded),
      (reason: unknown) => setError(reason),
    );
  }, [load, context.signal]);
  // Known before the shapes load, and shown below the map's box from the start: nothing moves when the map comes.
  const others = useMemo(() => entriesWithoutRegion(drawnRegions(config.map), config.regions, context.locale), [config.map, config.regions, context.locale]);
  if (error) throw error;
  // The server list stays until the shapes are there, so the block never blanks, in the map's box, so the map
  // arriving moves nothing.
  if (!shapes)
    return (
      <>
        <ServerContent fragment={context.server} className="locator-region-map__pending" />
        <OtherEntries entries={others} placeholder />
      </>
    );
  return <RegionSvg shapes={shapes} config={config} locale={context.locale} others={others} />;
}

/**
 * The entries the map does not draw (territories), as plain links after it: the map replaces the page's list. As a
 * `placeholder` (while the page's list, which has them too, is still shown) it only keeps their room: invisible, and
 * neither read nor focusable.
 */
function OtherEntries({ entries, placeholder = false }: { entries: RegionLink[]; placeholder?: boolean }) {
  if (!entries.length) return null;
  return (
    <ul className={`locator-region-map__others${placeholder ? ' locator-region-map__others--placeholder' : ''}`} aria-hidden={placeholder || undefined}>
      {entries.map((entry, i) => (
        <li key={i}>
          <a href={entry.fullUrl}>{entry.name}</a>
        </li>
      ))}
    </ul>
  );
}

function RegionSvg({ shapes, config, locale, others }: { shapes: MapShapes; config: RegionMapConfig; locale: string; others: RegionLink[] }) {
  const id = useId();
  const size = { width: shapes.width, height: shapes.height };
  const { view, handlers } = usePanZoom(size);
  const linked = useMemo(() => linkRegions(shapes.regions, config.regions, locale), [shapes, config.regions, locale]);
  const label = useFocusLabel(view);
  return (
    <div className="locator-region-map" ref={label.containerRef}>
      <a className="locator-region-map__skip" href={`#${id}-after`} id={`${id}-before`}>
        {config.skipLabel}
      </a>
      <svg
        // Zoomed in, a finger pans the map; at the whole map there is nothing to pan, and a swipe scrolls the page.
        className={view.zoom > 1 ? 'locator-region-map__svg locator-region-map__svg--zoomed' : 'locator-region-map__svg'}
        viewBox={viewBox(view, size)}
        role="group"
        aria-label={config.title}
        style={{ background: config.background }}
        {...handlers}
        onFocus={(event) => {
          handlers.onFocus(event);
          label.onFocus(event);
        }}
        onBlur={label.onBlur}
        onKeyDown={(event) => {
          handlers.onKeyDown(event);
          label.onKeyDown(event);
        }}
      >
        <path d={shapes.outline} className="locator-region-map__land" aria-hidden="true" />
        {linked.map((region) => (
          <a key={region.code} href={region.link.fullUrl} aria-label={region.link.name} data-region={region.code}>
            <title>{region.link.name}</title>
            <path d={region.path} className="locator-region-map__region" />
          </a>
        ))}
      </svg>
      {/* The focused state's name for sighted keyboard users (a title shows on hover only); the link has it already. */}
      <div className="locator-region-map__label" ref={label.tipRef} hidden={!label.name} aria-hidden="true">
        {label.name}
      </div>
      <a className="locator-region-map__skip" href={`#${id}-before`} id={`${id}-after`}>
        {config.backLabel}
      </a>
      {/* After the map's skip links: skipping the map does not skip these. */}
      <OtherEntries entries={others} />
    </div>
  );
}

/**
 * The name of the region link that has keyboard focus, shown beside it inside the map: placed at the first of the 9
 * positions around the region where it fits (placeTooltip), again whenever the view moves or the window is resized.
 */
function useFocusLabel(view: View) {
  const [focused, setFocused] = useState<{ name: string; link: Element } | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = containerRef.current;
    const tip = tipRef.current;
    const svg = container?.querySelector('svg');
    if (!focused || !container || !tip || !svg) return;
    const place = () => {
      const origin = container.getBoundingClientRect();
      const relative = (rect: DOMRect) => ({ x: rect.left - origin.left, y: rect.top - origin.top, width: rect.width, height: rect.height });
      const spot = placeTooltip(relative(focused.link.getBoundingClientRect()), { width: tip.offsetWidth, height: tip.offsetHeight }, relative(svg.getBoundingClientRect()));
      tip.style.transform = `translate(${Math.round(spot.x)}px, ${Math.round(spot.y)}px)`;
    };
    place();
    // The map scales with its box: a window resized while a state has focus moves the state under its label.
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [focused, view]);
  return {
    name: focused?.name ?? '',
    containerRef,
    tipRef,
    onFocus(event: FocusEvent<SVGSVGElement>) {
      const link = event.target instanceof Element ? event.target.closest('a[data-region]') : null;
      // Keyboard focus only: a pointer has the title.
      if (link?.matches(':focus-visible')) setFocused({ name: link.getAttribute('aria-label') ?? '', link });
    },
    onBlur() {
      setFocused(null);
    },
    /** Escape hides the label (it may cover neighbouring states) and leaves the focus where it is (WCAG 1.4.13). */
    onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
      if (event.key === 'Escape' && focused) setFocused(null);
    },
  };
}
