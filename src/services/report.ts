/**
 * Error reporting front door: cheap to import, it queues reports and loads the Sentry client in an idle period,
 * either at the first report or once the loader's first widgets have mounted (the client then reports missing
 * monitoring data, spec §8), so Sentry never weighs on start-up.
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
