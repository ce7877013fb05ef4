/**
 * The helpers of LocatorWidgets.helpers() that reach the page or the network (cookies, the proxy GET, the ad
 * conversion pixel), one chunk beside the pure ones of src/core. The error reporting is the loader's, handed in:
 * imported here, it would leave the loader for a chunk the two share.
 */
import { trackConversion } from './conversion';
import { getCookie, setCookie } from './cookies';
import { proxyGet, type ProxyOptions } from './proxy';

export function pageHelpers(report: NonNullable<ProxyOptions['report']>) {
  return {
    setCookie,
    getCookie,
    trackConversion,
    /** proxyGet reporting its failed calls to the page's error reporting unless told otherwise. */
    proxyGet: (targets: Parameters<typeof proxyGet>[0], options?: ProxyOptions) => proxyGet(targets, { report, ...options }),
  };
}
