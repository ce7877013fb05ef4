import { distanceBetween, type DistanceUnit, type LatLng } from '../../src/core/distance';
import { formatDistance } from '../../src/core/distance-format';
import { markLang } from '../../src/loader/runtime/attributes';

/** Distance-display elements (spec §3): they carry the location's latitude and longitude. */
export const DISTANCE_TARGET = '[data-latitude][data-longitude]';
/** The React root the loader adds to every host; its nodes are not server text. */
const WIDGET_ROOT = '[data-locator-root]';

export interface ApplyResult {
  /** Puts every element's server text back. */
  restore(): void;
  /** How many elements had no valid coordinates and kept their text. */
  skipped: number;
}

/**
 * Writes the distance from `origin` into each distance element in `host` (or into the host itself when it is one),
 * keeping the server's nodes aside to restore them. `lang`: the locale's tag, to mark the text with where the language
 * around it is another (none when no locale is declared).
 */
export function applyDistances(host: HTMLElement, origin: LatLng, unit: DistanceUnit, locale: string, lang?: string): ApplyResult {
  const targets = host.matches(DISTANCE_TARGET) ? [host] : Array.from(host.querySelectorAll<HTMLElement>(DISTANCE_TARGET));
  const undo: (() => void)[] = [];
  let skipped = 0;
  for (const element of targets) {
    const point = readPoint(element);
    if (!point) {
      skipped++;
      continue;
    }
    const text = formatDistance(distanceBetween(origin, point, unit), unit, locale);
    const kept = Array.from(element.childNodes).filter((node) => !(node instanceof Element && node.matches(WIDGET_ROOT)));
    const replacement = element.ownerDocument.createTextNode(text);
    element.insertBefore(replacement, kept[0] ?? element.firstChild);
    for (const node of kept) node.remove();
    const unmarkLang = markLang(element, lang);
    undo.push(() => {
      replacement.replaceWith(...kept);
      unmarkLang();
    });
  }
  return { restore: () => undo.splice(0).forEach((step) => step()), skipped };
}

function readPoint(element: HTMLElement): LatLng | null {
  const latitude = Number(element.dataset.latitude);
  const longitude = Number(element.dataset.longitude);
  // Blank is no coordinate: Number(' ') is 0, a distance to the Gulf of Guinea.
  const given = (value: string | undefined) => value !== undefined && value.trim() !== '';
  const valid = given(element.dataset.latitude) && given(element.dataset.longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}
