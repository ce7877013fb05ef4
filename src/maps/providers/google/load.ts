import { loadScript } from '../../script-loader';
import type { GoogleHost, GoogleMapsApi } from './sdk-types';

/** Spec §7: the Maps JavaScript API is requested as version 3.31 unless the config names another. */
export const GOOGLE_DEFAULT_VERSION = '3.31';

/** Google (premium plan): client id and channel. Google-Free: an API key (a channel may still tag usage). */
export type GoogleAuth = { kind: 'client'; client: string; channel: string } | { kind: 'key'; key: string; channel: string };

export interface GoogleScriptOptions {
  version?: string;
  libraries?: readonly string[];
  /** Only set for the languages the spec allows (en, es, fr, de, ru, zh); the widget decides. */
  language?: string | null;
}

/** The script URL without its callback (the loader adds a unique one): v, client+channel or key, libraries, language. */
export function googleScriptUrl(base: string, auth: GoogleAuth, options: GoogleScriptOptions = {}): string {
  const params = new URLSearchParams();
  params.set('v', options.version || GOOGLE_DEFAULT_VERSION);
  if (auth.kind === 'client') params.set('client', auth.client);
  else params.set('key', auth.key);
  if (auth.channel) params.set('channel', auth.channel);
  const libraries = (options.libraries ?? []).filter(Boolean);
  if (libraries.length) params.set('libraries', libraries.join(','));
  if (options.language) params.set('language', options.language);
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

const apiOf = (): GoogleMapsApi | undefined => (window as unknown as GoogleHost).google?.maps;

/**
 * The loaded google.maps. A page that already loaded the API itself keeps its copy (a second copy would make Google
 * log "You have included the Google Maps JavaScript API multiple times" and misbehave).
 */
export async function loadGoogleMaps(url: string, signal: AbortSignal): Promise<GoogleMapsApi> {
  if (!apiOf()?.Map) await loadScript(url, { callbackParam: 'callback', signal, group: 'google-maps', ready: () => typeof apiOf()?.Map === 'function' });
  const api = apiOf();
  if (!api) throw new Error('[locator] google.maps is missing after its script loaded');
  return api;
}
