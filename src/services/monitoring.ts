import {
  BrowserClient,
  Scope,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import { VERSION } from '../version';
import { endpoints } from './endpoints';
import { readMonitoringData } from './monitoring-data';
import type { Report } from './report';

export type Environment = 'production' | 'nonprod';

let enabledManually = false;
let active: { client: BrowserClient; scope: Scope; environment: Environment } | undefined;

/** In nonprod, reporting is off until someone enables it (spec §4); this is how. */
export function enableMonitoring(): void {
  enabledManually = true;
}

/**
 * A guest Sentry client: its own BrowserClient and Scope, no Sentry.init, no global handlers, so the host page's own
 * errors and its own Sentry set-up are never touched.
 */
export function startMonitoring(doc: Document = document): (report: Report) => void {
  const data = readMonitoringData(doc);
  const environment: Environment = data?.isStaging ? 'nonprod' : 'production';
  const dsn = endpoints(doc).monitoringDsn;
  if (dsn && !active) {
    const client = new BrowserClient({
      dsn,
      environment,
      release: `locator-widgets@${VERSION}`,
      sampleRate: 1,
      maxBreadcrumbs: 100,
      transport: makeFetchTransport,
      stackParser: defaultStackParser,
      integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    });
    const scope = new Scope();
    scope.setClient(client);
    scope.setTag('bundle', 'locator-widgets');
    scope.setTag('version', VERSION);
    scope.setContext('page', { host: location.host, ...(data?.extra ?? {}) });
    client.init();
    active = { client, scope, environment };
  }
  if (!data) {
    // The spec's text, as quoted (README: texts the spec quotes carry no prefix).
    console.warn('Unable to find monitoring data');
    send((scope) => {
      const local = scope.clone();
      local.setExtra('host', location.host);
      local.captureMessage('Unable to find monitoring data', 'warning');
    });
  }
  return ({ error, extra }) =>
    send((scope) => {
      const local = scope.clone();
      for (const [key, value] of Object.entries(extra)) local.setExtra(key, value);
      if (typeof extra.widget === 'string') local.setTag('widget', extra.widget);
      local.captureException(error);
    });
}

function send(capture: (scope: Scope) => void): void {
  if (!active) return;
  if (active.environment === 'nonprod' && !enabledManually) return;
  capture(active.scope);
}
