import type { LatLng } from '../core/distance';
import { PAGE_BLOCKS, SELECTOR } from '../loader/schema';
import { fromCmsText } from '../core/type-check';

/** The map-query page block of a results page: the query it was rendered for and, when known, the searched point. */
export interface MapQuery {
  query: string;
  point: LatLng | null;
}

/**
 * Reads `<script type="application/json" data-locator-page="map-query">{ "query": …, "latitude": …, "longitude": … }`.
 * Null when the page has no such block or it is not valid JSON with a string query (logged once per call).
 */
export function readMapQuery(doc: Document = document): MapQuery | null {
  const block = doc.querySelector(SELECTOR.pageBlock(PAGE_BLOCKS.mapQuery));
  if (!block) return null;
  let json: unknown;
  try {
    json = JSON.parse(block.textContent ?? '');
  } catch {
    console.error('[locator] the map-query block is not valid JSON; it is ignored');
    return null;
  }
  const value = (json ?? {}) as { query?: unknown; latitude?: unknown; longitude?: unknown };
  const query = value.query;
  if (typeof query !== 'string') {
    console.error('[locator] the map-query block has no "query" text; it is ignored');
    return null;
  }
  // A CMS export writes numbers as strings ("45.749"), which the markup contract allows.
  const latitude = fromCmsText(value.latitude);
  const longitude = fromCmsText(value.longitude);
  const point =
    typeof latitude === 'number' && Math.abs(latitude) <= 90 && typeof longitude === 'number' && Math.abs(longitude) <= 180
      ? { latitude, longitude }
      : null;
  return { query, point };
}
