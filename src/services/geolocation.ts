import type { LatLng } from '../core/distance';

/** Spec §9. */
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const GEOLOCATION_MAXIMUM_AGE_MS = 300_000;
/** Spec §5: the failure when the browser has no geolocation. */
export const GEOLOCATION_UNSUPPORTED = 'geolocation is not enabled';
/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on plain objects or fakes). */
const PERMISSION_DENIED = 1;

export interface Geolocator {
  /**
   * The device position. Only one lookup runs at a time (a second call while one runs gets the same promise); a
   * position found earlier is reused while it is younger than the maximum age.
   */
  locate(): Promise<LatLng>;
  /**
   * Lets go of the lookup that runs, if any: the next `locate` asks the browser again. A lookup the visitor cancelled
   * can stay unanswered for good (a permission prompt dismissed without an answer, in some browsers), and shared, it
   * would hand every later click the same dead promise. The lookup let go is not stopped (the API cannot): until it
   * settles, two may run, and whoever still waits on it keeps waiting for its answer.
   */
  release(): void;
  readonly running: boolean;
}

export interface GeolocatorOptions {
  /** navigator.geolocation by default; null or undefined means the browser has none. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  now?: () => number;
  timeoutMs?: number;
  maximumAgeMs?: number;
}

export function createGeolocator(options: GeolocatorOptions = {}): Geolocator {
  const now = options.now ?? Date.now;
  const maximumAge = options.maximumAgeMs ?? GEOLOCATION_MAXIMUM_AGE_MS;
  let cached: { position: LatLng; at: number } | null = null;
  let inFlight: Promise<LatLng> | null = null;

  const lookup = (): Promise<{ position: LatLng; at: number }> => {
    const geolocation = 'geolocation' in options ? options.geolocation : browserGeolocation();
    if (!geolocation) return Promise.reject(new Error(GEOLOCATION_UNSUPPORTED));
    return new Promise((resolve, reject) => {
      geolocation.getCurrentPosition(
        // Aged from when the browser took it: an answer from its own cache may be minutes old already.
        ({ coords, timestamp }) => resolve({ position: { latitude: coords.latitude, longitude: coords.longitude }, at: Math.min(now(), timestamp || Infinity) }),
        (error) => reject(error),
        { timeout: options.timeoutMs ?? GEOLOCATION_TIMEOUT_MS, maximumAge, enableHighAccuracy: false },
      );
    });
  };

  return {
    locate() {
      if (cached && now() - cached.at < maximumAge) return Promise.resolve(cached.position);
      if (inFlight) return inFlight;
      const started = lookup().then((found) => {
        cached = found;
        return found.position;
      });
      inFlight = started;
      // Cleared once settled, success or not, so that a failure can be retried by the next click.
      const clear = () => {
        if (inFlight === started) inFlight = null;
      };
      started.then(clear, clear);
      return started;
    },
    release() {
      inFlight = null;
    },
    get running() {
      return inFlight !== null;
    },
  };
}

/** Whether a lookup failed because the visitor (or the browser) refused permission: only a warning then. */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PERMISSION_DENIED;
}

function browserGeolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && navigator.geolocation ? navigator.geolocation : null;
}

let shared: Geolocator | undefined;

/** One geolocator per page, so every search form shares the running lookup and the cached position. */
export function pageGeolocator(): Geolocator {
  return (shared ??= createGeolocator());
}
