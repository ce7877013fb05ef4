import type { GoogleHost } from './sdk-types';

/**
 * Google reports a rejected key or client id by calling the page-global `gm_authFailure()` (once the map exists).
 * One handler is installed per page, chaining the page's own (set before or after), and fans out to every Google
 * map. The failure is remembered: a map created after it falls back at once.
 */
const listeners = new Set<() => void>();
let installed = false;
let failed = false;

function install(): void {
  const host = window as unknown as GoogleHost;
  // The page's own handler, set before or after ours: an accessor keeps ours the one Google calls, so a page script
  // assigning its handler later chains it instead of replacing ours (and with it the fallback).
  let pageHandler = host.gm_authFailure;
  const fanOut = () => {
    failed = true;
    try {
      pageHandler?.();
    } finally {
      for (const listener of [...listeners]) listener();
    }
  };
  // A page that declares `function gm_authFailure() {}` (as Google's docs show) made it a property that cannot be
  // redefined: ours is assigned over it then, chaining it, as a later page assignment would replace ours.
  if (Object.getOwnPropertyDescriptor(host, 'gm_authFailure')?.configurable === false) host.gm_authFailure = fanOut;
  else {
    Object.defineProperty(host, 'gm_authFailure', {
      configurable: true,
      get: () => fanOut,
      set: (handler: (() => void) | undefined) => {
        pageHandler = handler;
      },
    });
  }
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
  if (Object.getOwnPropertyDescriptor(window, 'gm_authFailure')?.configurable !== false) delete (window as unknown as Partial<GoogleHost>).gm_authFailure;
}
