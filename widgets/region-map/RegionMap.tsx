import { useEffect, useId, useMemo, useState } from 'react';
import { linkRegions } from '../../src/core/region-map/regions';
import { viewBox } from '../../src/core/region-map/view';
import { ServerContent } from '../../src/loader/ServerContent';
import type { WidgetProps } from '../../src/loader/types';
import type { RegionMapConfig } from './config';
import { mapLoader, type MapShapes } from './shapes';
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
  if (error) throw error;
  // The server list stays until the shapes are there, so the block never blanks, in the map's box, so the map
  // arriving moves nothing.
  if (!shapes) return <ServerContent fragment={context.server} className="locator-region-map__pending" />;
  return <RegionSvg shapes={shapes} config={config} />;
}

function RegionSvg({ shapes, config }: { shapes: MapShapes; config: RegionMapConfig }) {
  const id = useId();
  const size = { width: shapes.width, height: shapes.height };
  const { view, handlers } = usePanZoom(size);
  const linked = useMemo(() => linkRegions(shapes.regions, config.regions), [shapes, config.regions]);
  return (
    <div className="locator-region-map">
      <a className="locator-region-map__skip" href={`#${id}-after`} id={`${id}-before`}>
        {config.skipLabel}
      </a>
      <svg
        className="locator-region-map__svg"
        viewBox={viewBox(view, size)}
        role="group"
        aria-label={config.title}
        style={{ background: config.background }}
        {...handlers}
      >
        <path d={shapes.outline} className="locator-region-map__land" aria-hidden="true" />
        {linked.map((region) => (
          <a key={region.code} href={region.link.fullUrl} aria-label={region.link.name} data-region={region.code}>
            <title>{region.link.name}</title>
            <path d={region.path} className="locator-region-map__region" />
          </a>
        ))}
      </svg>
      <a className="locator-region-map__skip" href={`#${id}-before`} id={`${id}-after`}>
        {config.backLabel}
      </a>
    </div>
  );
}
