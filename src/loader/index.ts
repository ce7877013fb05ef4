/**
 * The entry a CMS template includes: `<script type="module" src="/assets/locator-widgets/locator.js"></script>`.
 * It finds marked elements, loads only the widget code they need and mounts each one in its own React root.
 */
import { analytics, define, enableReporting, helpers, mount, on, settled, unmount, version } from './api';
import { afterLoad, initialScan, observe, whenWidgetFound } from './controller';
import { enhanceNewTabLinks } from './new-tab-links';
import { isLocatorPage, pageStart, reportOrphanConfigs } from './page-start';
import { MARK } from './schema';
import { startMonitoringWhenIdle } from '../services/report';

performance.mark(MARK.start);

const MONITORING_WAIT_MS = 10_000;

/**
 * `window.LocatorWidgets`: every export of ./api, as a plain frozen object. The module namespace itself would need a
 * bundler helper in this file, and the bundler may then give that helper a chunk of its own, which every page would
 * request before anything else.
 */
const api = Object.freeze({ mount, unmount, helpers, define, enableReporting, on, settled, analytics, version });

export type LocatorWidgetsApi = typeof api;

declare global {
  interface Window {
    LocatorWidgets?: LocatorWidgetsApi;
  }
}

function start(): void {
  // A page without marked elements or page blocks is left exactly as it was: no request, no DOM write. One whose
  // widgets come later (a page builder's preview, a single-page app) starts as a locator page with the first of them.
  let locatorPage = false;
  const startPage = () => {
    locatorPage = true;
    pageStart();
    // Monitoring (the Sentry client) waits for the widgets of the first scan: its code must not compete with theirs
    // while they load and mount. A problem reported before then starts it at once; a widget whose code never arrives
    // holds it back at most MONITORING_WAIT_MS.
    void Promise.race([settled(), new Promise((resolve) => setTimeout(resolve, MONITORING_WAIT_MS))]).then(startMonitoringWhenIdle);
  };
  // Once the page has loaded: a page builder's script may add the element a block names after the loader started.
  afterLoad(reportOrphanConfigs);
  if (isLocatorPage()) startPage();
  else whenWidgetFound(startPage);
  initialScan();
  // Links that later content brings in get the same new-tab treatment, on locator pages only.
  observe((element) => locatorPage && enhanceNewTabLinks(element));
}

// Another copy of the loader on the page stands this one down. An element with the id "LocatorWidgets" is no copy
// (the browser names it on window too).
if (!window.LocatorWidgets?.version) {
  window.LocatorWidgets = api;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

export * from './api';
