import type { GoogleHost } from './sdk-types';

/**
 * Google reports a rejected key or client id by calling the page-global `gm_authFailure()` (once the map exists).
 * One handler is installed per page, chaining any handler the page had, and fans out to every Google map. The
 * failure is remembered: a map created after it falls back at once.
 */
const listeners = new Set<() => void>();
let installed = false;
let failed = false;

function install(): void {
  const host = window as unknown as GoogleHost;
  const previous = host.gm_authFailure;
  host.gm_authFailure = () => {
    failed = true;
    try {
      previous?.();
    } finally {
      for (const listener of [...listeners]) listener();
    }
  };
  installed = true;
}

export function watchGoogleAuth(onFailure: () => void): () => void {
  if (!installed) install();
  listeners.add(onFailure);
  return () => {
    listeners.delete(onFailure);
  };
}

export function googleAuthFailed(): boolean {
  return failed;
}

/** For tests. */
export function resetGoogleAuth(): void {
  listeners.clear();
  installed = false;
  failed = false;
}
