import { afterEach, describe, expect, it, vi } from 'vitest';

const created = vi.fn();
const replayed = vi.fn();
const instances: { site: unknown; listen: ReturnType<typeof vi.fn> }[] = [];
vi.mock('../services/analytics', () => ({
  createAnalytics: (options: unknown) => {
    created(options);
    let site: unknown = null;
    const command = vi.fn(async (name: string, data?: unknown) => {
      if (name !== 'set') return;
      if (!(data as { siteId?: unknown })?.siteId) throw new Error('Analytics site data needs businessId and siteId');
      site = data;
    });
    const instance = { command, listen: vi.fn(), replay: replayed, get site() { return site; } };
    instances.push(instance);
    return instance;
  },
}));

/** The background task, released by the test. */
let release: () => void = () => {};
vi.mock('./background-task', () => ({ backgroundTask: () => new Promise<void>((resolve) => (release = resolve)) }));

afterEach(() => {
  document.body.innerHTML = '';
  created.mockReset();
  replayed.mockReset();
});

/** Lets every promise job already possible run (module imports already loaded resolve within these). */
async function drainJobs() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('pageStart: analytics', () => {
  it('starts the analytics client in a background task, behind the widgets, not in the loader’s own task', async () => {
    // Loaded beforehand, so that without the background task the client would start within the drained jobs.
    await Promise.all([import('../services/analytics'), import('../services/endpoints')]);
    document.body.innerHTML = '<script type="application/json" data-locator-page="site">{"businessId": 1, "siteId": 2}</script>';
    const { pageStart, analyticsCommand } = await import('./page-start');
    pageStart();
    await drainJobs();
    expect(created).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    // A command sent before it started waits for it instead of failing.
    await expect(analyticsCommand('track', 'cta')).resolves.toBeUndefined();
  });

  it('keeps the clicks made before the client started and hands them to it, then keeps none', async () => {
    vi.resetModules();
    document.body.innerHTML = '<script type="application/json" data-locator-page="site">{"businessId": 1, "siteId": 2}</script><button data-locator-track="cta">Book</button>';
    const { pageStart } = await import('./page-start');
    pageStart();
    const button = document.querySelector('button')!;
    button.click();
    // A middle click (a link opened in a new tab) is kept as well.
    button.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    button.click();
    release();
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledTimes(1));
    const [clicks] = replayed.mock.calls[0]! as [Event[]];
    expect(clicks.map((click) => click.type)).toEqual(['click', 'auxclick', 'click']);
    // Once started, the client listens itself: the loader's keeper is gone.
    button.click();
    expect(clicks).toHaveLength(3);
  });

  it('a site block it cannot use is a console error; the client starts without a site, and a later set gives it one', async () => {
    for (const block of ['{"businessId": 1', '{"businessId": 1}']) {
      vi.resetModules();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      document.body.innerHTML = `<script type="application/json" data-locator-page="site">${block}</script>`;
      const { pageStart, analyticsCommand } = await import('./page-start');
      pageStart();
      release();
      await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
      expect(error.mock.calls[0]![0]).toBe('[locator] the analytics site data block is invalid');
      await expect(analyticsCommand('set', { businessId: 1, siteId: 2 })).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledTimes(1);
      error.mockRestore();
    }
  });

  it('without site data on the page, the first command starts the client without a site, which answers it', async () => {
    vi.resetModules();
    const { analyticsCommand } = await import('./page-start');
    const done = analyticsCommand('set', { businessId: 1, siteId: 2 });
    release();
    await expect(done).resolves.toBeUndefined();
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('a site block that comes after a command started the client gives that client its site: no second client counting clicks again', async () => {
    vi.resetModules();
    instances.length = 0;
    const { pageStart, analyticsCommand } = await import('./page-start');
    const first = analyticsCommand('debug', true);
    release();
    await first;
    // The page's widgets and blocks come later (a single-page app's view).
    document.body.innerHTML = '<script type="application/json" data-locator-page="site">{"businessId": 1, "siteId": 2}</script>';
    pageStart();
    release();
    await vi.waitFor(() => expect(instances[0]!.site).toEqual({ businessId: 1, siteId: 2 }));
    expect(created).toHaveBeenCalledTimes(1);
    expect(instances[0]!.listen).toHaveBeenCalledTimes(1);
    // Without a site until now, the running client counted none of the clicks kept meanwhile: it is given them.
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledTimes(2));
    // A second site block (a later view): the client, which has a site, counted the clicks itself.
    pageStart();
    release();
    await drainJobs();
    await drainJobs();
    expect(created).toHaveBeenCalledTimes(1);
    expect(replayed).toHaveBeenCalledTimes(2);
  });

  it('when the analytics code does not arrive, the clicks kept for it are let go and the failure is said', async () => {
    vi.resetModules();
    vi.doMock('../services/analytics', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const removed = vi.spyOn(document, 'removeEventListener');
    document.body.innerHTML = '<script type="application/json" data-locator-page="site">{"businessId": 1, "siteId": 2}</script>';
    const { pageStart } = await import('./page-start');
    pageStart();
    release();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]![0]).toBe('[locator] the analytics client could not start');
    expect(removed.mock.calls.filter(([type, , capture]) => (type === 'click' || type === 'auxclick') && capture === true)).toHaveLength(2);
    error.mockRestore();
    removed.mockRestore();
    // Last in the file: the analytics module stays unavailable after this test.
  });
});
