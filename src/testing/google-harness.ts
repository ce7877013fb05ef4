import { afterEach, beforeEach, vi } from 'vitest';
import { resetEndpoints } from '../services/endpoints';
import { resetGoogleAuth } from '../maps/providers/google/auth';
import { resetScriptLoader } from '../maps/script-loader';
import { installFakeGoogleMaps, uninstallFakeGoogleMaps } from './fake-sdks/google';
import { sizedContainer, testContext, testView } from './provider-fixtures';
import type { AdapterContext, AdapterFactory, MapViewOptions } from '../maps/types';

export const fakeMarkers = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('[data-fake-marker]'));
export const markerNamed = (container: HTMLElement, name: string) => fakeMarkers(container).find((m) => m.getAttribute('aria-label') === name)!;
export const googleScript = () => document.head.querySelector<HTMLScriptElement>('script[src^="https://maps.googleapis.com/maps/api/js"]');

/** Calls the callback named in the page's Google script URL, as the API does once it is ready. */
export function callGoogleBack(): URL {
  const url = new URL(googleScript()!.src);
  installFakeGoogleMaps(window, url.search);
  (window as unknown as Record<string, () => void>)[url.searchParams.get('callback')!]!();
  return url;
}

/** Runs a Google factory as a page does: the script is requested, the (fake) SDK arrives and calls back. */
export async function openGoogle(factory: AdapterFactory, view: MapViewOptions = testView(), context: AdapterContext = testContext()) {
  const container = sizedContainer();
  const pending = factory(container, view, context);
  if (!googleScript()) throw new Error('no Google script was requested');
  const url = callGoogleBack();
  return { adapter: await pending, container, url };
}

/** The test page every Google test starts from: fake timers, fresh endpoints, script loader and auth state. */
export function useGoogleTestPage(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    resetEndpoints();
    resetScriptLoader();
    resetGoogleAuth();
  });
  afterEach(() => {
    uninstallFakeGoogleMaps();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.useRealTimers();
  });
}
