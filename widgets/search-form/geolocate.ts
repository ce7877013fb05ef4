import type { LatLng } from '../../src/core/distance';
import { isPermissionDenied, type Geolocator } from '../../src/services/geolocation';
import { SEARCH_CLASS, type FormParts } from './markup';

export interface GeolocateDeps {
  geolocator: Geolocator;
  /** Shows or hides the spinner overlay. */
  onRunning(running: boolean): void;
  /** Submits the position; false when nothing was submitted (the marks then go: no page is coming). */
  onFound(point: LatLng): boolean | undefined;
  /** Cancelled after a position was submitted (the navigation stopped): the form is to be usable again. */
  onAbandoned?(): void;
  /** window.alert in the browser. */
  alert(message: string): void;
  /** console.warn in the browser. */
  warn(message: string, error?: unknown): void;
  /** The alert text (spec §8: 'Sorry, we could not geolocate you at this time'). */
  failText: string;
  /** Names the widget in warnings: 'search-form#home-search'. */
  label: string;
}

export interface GeolocateHandle {
  /** Removes the marks (unmount, a page restored from the back-forward cache). */
  unmark(): void;
  /**
   * Gives up the running lookup: the marks and the spinner go, focus returns to the button, and whatever the browser
   * answers later is ignored. A permission prompt left unanswered never times out, and the spinner covers the page,
   * so the visitor needs this way out (the spinner's Cancel button, or Escape).
   */
  cancel(): void;
}

/**
 * The geolocate button of spec §2/§4: the click's default action is prevented; one lookup at a time; while it runs the
 * spinner shows and the form and body carry the geolocating marks; a position submits the form; a failure removes the
 * marks and the spinner, warns on a refused permission and alerts otherwise.
 */
export function attachGeolocate(parts: FormParts, deps: GeolocateDeps, signal: AbortSignal): GeolocateHandle {
  const button = parts.geolocateButton;
  const body = parts.form.ownerDocument.body;
  const mark = (on: boolean) => {
    parts.form.classList.toggle(SEARCH_CLASS.geolocating, on);
    body.classList.toggle(SEARCH_CLASS.geolocating, on);
    if (on) parts.form.setAttribute('aria-busy', 'true');
    else parts.form.removeAttribute('aria-busy');
    deps.onRunning(on);
  };
  if (!button) return { unmark: () => {}, cancel: () => {} };
  let running = false;
  // Each lookup's number: an answer for a lookup that was cancelled is dropped.
  let lookup = 0;

  // Ends the lookup in progress, if any (its answer is then dropped), and the marks if they are set.
  const stop = () => {
    running = false;
    lookup++;
    if (parts.form.classList.contains(SEARCH_CLASS.geolocating) || body.classList.contains(SEARCH_CLASS.geolocating)) mark(false);
  };
  const marked = () => parts.form.classList.contains(SEARCH_CLASS.geolocating);
  // Also once a position was found: the spinner stays while the results page loads, and a navigation the browser
  // stopped must not leave it covering the page with a Cancel that does nothing.
  const cancel = () => {
    if (!running && !marked()) return;
    const submitted = !running;
    // A cancelled lookup may never be answered: the next click asks the browser again instead of waiting on it.
    if (running) deps.geolocator.release();
    stop();
    if (submitted) deps.onAbandoned?.();
    button.focus();
  };
  parts.form.ownerDocument.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && (running || marked())) cancel();
    },
    { signal },
  );

  button.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      if (running) return;
      running = true;
      const current = ++lookup;
      mark(true);
      deps.geolocator.locate().then(
        (point) => {
          if (current !== lookup) return;
          running = false;
          // The marks stay while the browser navigates to the results page; without a submit no page is coming.
          if (!signal.aborted && deps.onFound(point) === false) mark(false);
        },
        (error: unknown) => {
          if (current !== lookup) return;
          running = false;
          if (signal.aborted) return;
          mark(false);
          if (isPermissionDenied(error)) return deps.warn(`[locator] ${deps.label}: geolocation permission denied`, error);
          deps.warn(`[locator] ${deps.label}: geolocation failed (${errorMessage(error)})`, error);
          // Once the spinner's removal is on screen: the alert blocks the page, which would keep showing it meanwhile.
          requestAnimationFrame(() => setTimeout(() => !signal.aborted && deps.alert(deps.failText)));
        },
      );
    },
    { signal },
  );
  return {
    unmark: stop,
    cancel,
  };
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : String(error);
}
