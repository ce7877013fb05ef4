/**
 * The ad conversion helper (spec §7): tracks a conversion with the ad network's conversion pixel, as its
 * no-script tag does: `{adConversion}/{id}/?label&guid=ON&script=0&data&random`, or, for a remarketing-only hit,
 * `{adRemarketing}/{id}/?guid=ON&script=0&data&random`. A fire-and-forget image request, as the analytics pixel is.
 */
import { afterPixel } from '../core/analytics-names';
import { isPlainObject } from '../core/type-check';
import { endpoints } from './endpoints';
import { sendPixel } from './pixel';

/** The ad network's pixels, where the page's services block names no other. */
export const AD_PIXELS = {
  conversion: 'https://www.googleadservices.com/pagead/conversion',
  remarketing: 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion',
};

export interface Conversion {
  /** The conversion id the ad network gives (digits). */
  id: string | number;
  /** The conversion label; not sent with a remarketing-only hit. */
  label?: string;
  /** Custom parameters (remarketing lists): text, number or yes/no values. */
  customParams?: Record<string, string | number | boolean>;
  /** A remarketing hit only, counted as no conversion. */
  remarketingOnly?: boolean;
}

export interface ConversionOptions {
  /** The pixel bases; the page's services block (`adConversion`, `adRemarketing`) by default. */
  conversionBase?: string;
  remarketingBase?: string;
  /** The cache-busting number; random by default. */
  seed?: () => number;
  /** Sends the request (an image by default); resolves when it is answered or failed. */
  send?: (url: string) => Promise<void>;
}

/** The pixel's address for a conversion; throws a TypeError naming what is wrong with it. */
export function conversionUrl(conversion: Conversion, options: ConversionOptions = {}): string {
  if (!isPlainObject(conversion)) throw new TypeError('trackConversion expects { id, label, customParams, remarketingOnly }');
  const { id, label, customParams, remarketingOnly } = conversion;
  const idText = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  if (!/^\d{1,20}$/.test(idText)) throw new TypeError('trackConversion needs the numeric conversion id');
  if (label !== undefined && typeof label !== 'string') throw new TypeError('the conversion label must be text');
  if (customParams !== undefined && !isPlainObject(customParams)) throw new TypeError('the conversion customParams must be an object');
  const remarketing = remarketingOnly === true;
  const service = endpoints();
  const given = remarketing ? (options.remarketingBase ?? service.adRemarketing) : (options.conversionBase ?? service.adConversion);
  const base = (given || (remarketing ? AD_PIXELS.remarketing : AD_PIXELS.conversion)).replace(/\/+$/, '');
  const query = new URLSearchParams();
  if (!remarketing && label) query.set('label', label);
  query.set('guid', 'ON');
  query.set('script', '0');
  const data = Object.entries(customParams ?? {})
    // Values the network cannot take (objects, lists, empty) are left out, not sent as '[object Object]'.
    .filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]) && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join(';');
  if (data) query.set('data', data);
  query.set('random', String((options.seed ?? (() => Math.floor(Math.random() * 1e9)))()));
  return `${base}/${idText}/?${query.toString()}`;
}

/**
 * Tracks a conversion. Resolves once the pixel has been answered, or after 1 second at the latest (the analytics
 * navigation delay), so a page can wait for it before leaving; rejects only for a conversion it cannot send.
 * @example await trackConversion({ id: 1234567890, label: 'AbC-D_efG', customParams: { store: 'paris-lilas' } });
 */
export async function trackConversion(conversion: Conversion, options: ConversionOptions = {}): Promise<void> {
  const url = conversionUrl(conversion, options);
  const sent = (options.send ?? sendPixel)(url);
  await new Promise<void>((resolve) => afterPixel(sent, resolve));
}
