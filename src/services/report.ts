/**
 * Error reporting front door: cheap to import, it queues reports and loads the Sentry client in an idle period when
 * there is something to send: at the first report, or once the loader's first widgets have mounted on a page whose
 * monitoring data is missing (the client then warns and reports that, spec §8). A page with nothing to report never
 * downloads the client, and Sentry never weighs on start-up.
 */
import { MARK } from '../loader/schema';
import { readMonitoringData } from './monitoring-data';

export interface Report {
  error: unknown;
  extra: Record<string, unknown>;
}

type Sink = (report: Report) => void;

const queue: Report[] = [];
let sink: Sink | undefined;
let loading = false;
let asked = false;

export function reportError(error: unknown, extra: Record<string, unknown> = {}): void {
  if (sink) return sink({ error, extra });
  queue.push({ error, extra });
  if (queue.length > 50) queue.shift();
  if (!asked) whenIdle(loadSink);
  asked = true;
}

function loadSink(): void {
  if (loading) return;
  loading = true;
  import('./monitoring')
    .then(({ startMonitoring }) => {
      sink = startMonitoring();
      for (const report of queue.splice(0)) sink(report);
    })
    .catch((error: unknown) => console.warn('[locator] error reporting could not start', error));
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1);
}

/** Once the page is idle: starts the client if the page's monitoring data is missing, which it must report. */
export function startMonitoringWhenIdle(): void {
  whenIdle(() => {
    if (!readMonitoringData()) loadSink();
    performance.mark(MARK.monitoringChecked);
  });
}
