import { latLngFrom, type LatLng } from '../core/distance';
import { PAGE_BLOCKS, SELECTOR } from '../loader/schema';

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
  // Its coordinates as the markup contract reads numbers (written as strings too, "45.749"); none when either is missing.
  const point = latLngFrom(value) ?? null;
  return { query, point };
}
