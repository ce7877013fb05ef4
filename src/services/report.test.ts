import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The Sentry client stand-in: whether its module was loaded, and what it was given. */
const client = vi.hoisted(() => ({ loaded: 0, sent: [] as unknown[] }));

async function freshReport() {
  vi.resetModules();
  vi.doMock('./monitoring', () => {
    client.loaded++;
    return { startMonitoring: () => (report: { error: unknown }) => client.sent.push(report.error) };
  });
  return import('./report');
}

const checked = () => performance.getEntriesByName('locator:monitoring-checked', 'mark').length > 0;
/** Lets a module import that was asked for arrive (the stand-in is local; a few turns suffice). */
const turns = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  client.loaded = 0;
  client.sent.length = 0;
  performance.clearMarks();
});

afterEach(() => {
  document.head.innerHTML = '';
  vi.doUnmock('./monitoring');
});

describe('error reporting', () => {
  it('never loads the client on a page with monitoring data and nothing to report', async () => {
    document.head.innerHTML = '<script type="application/json" data-locator-page="monitoring">{"isStaging":false}</script>';
    const { startMonitoringWhenIdle } = await freshReport();
    startMonitoringWhenIdle();
    await vi.waitFor(() => expect(checked()).toBe(true));
    await turns();
    expect(client.loaded).toBe(0);
  });

  it('loads the client once the page is idle where the monitoring data is missing or unreadable (it reports that)', async () => {
    for (const head of ['', '<script type="application/json" data-locator-page="monitoring">{"isStaging":</script>']) {
      document.head.innerHTML = head;
      client.loaded = 0;
      const { startMonitoringWhenIdle } = await freshReport();
      startMonitoringWhenIdle();
      await vi.waitFor(() => expect(client.loaded).toBe(1));
    }
  });

  it('loads the client with the first report, sends the queued reports in order, then each as it comes', async () => {
    document.head.innerHTML = '<script type="application/json" data-locator-page="monitoring">{}</script>';
    const { reportError, startMonitoringWhenIdle } = await freshReport();
    reportError('first');
    reportError('second');
    startMonitoringWhenIdle();
    await vi.waitFor(() => expect(client.sent).toEqual(['first', 'second']));
    reportError('third');
    expect(client.sent).toEqual(['first', 'second', 'third']);
    await turns();
    expect(client.loaded).toBe(1);
  });
});
