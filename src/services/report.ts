/**
 * Error reporting front door: cheap to import, it queues reports and loads the Sentry client only after the page
 * is idle (and only when something was reported or monitoring is configured), so Sentry never weighs on start-up.
 */
export interface Report {
  error: unknown;
  extra: Record<string, unknown>;
}

type Sink = (report: Report) => void;

const queue: Report[] = [];
let sink: Sink | undefined;
let loading = false;

export function reportError(error: unknown, extra: Record<string, unknown> = {}): void {
  if (sink) return sink({ error, extra });
  queue.push({ error, extra });
  if (queue.length > 50) queue.shift();
  loadSink();
}

function loadSink(): void {
  if (loading) return;
  loading = true;
  const start = () =>
    import('./monitoring')
      .then(({ startMonitoring }) => {
        sink = startMonitoring();
        for (const report of queue.splice(0)) sink(report);
      })
      .catch((error: unknown) => console.warn('[locator] error reporting could not start', error));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void start(), { timeout: 3000 });
  else setTimeout(() => void start(), 1);
}

/** Starts monitoring once the page is idle even if nothing was reported (it checks the page's monitoring data). */
export function startMonitoringWhenIdle(): void {
  loadSink();
}
