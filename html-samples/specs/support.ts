import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page, type Route } from '@playwright/test';

export interface ConsoleEntry {
  type: string;
  text: string;
}

export interface SandboxEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: string;
}

/** Every test gets the page's console messages and uncaught page errors, collected from the start. */
export const test = base.extend<{ consoleEntries: ConsoleEntry[]; pageErrors: Error[] }>({
  consoleEntries: async ({ page }, use) => {
    const entries: ConsoleEntry[] = [];
    page.on('console', (message) => entries.push({ type: message.type(), text: message.text() }));
    await use(entries);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };

/**
 * Holds the answers to requests matching `pattern` until the test releases them; `asked` resolves at the first such
 * request. Released, each is answered by `answer` (the network's by default).
 */
export async function holdRoute(page: Page, pattern: string | RegExp, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let asked = () => {};
  let release = () => {};
  const seen = new Promise<void>((resolve) => (asked = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    asked();
    await held;
    await answer(route);
  });
  return { asked: seen, release };
}

export const errorsOf = (entries: ConsoleEntry[]) => entries.filter((entry) => entry.type === 'error').map((entry) => entry.text);

/**
 * Waits until the page's analytics client listens for clicks: it starts in a background task after the widgets, so a
 * click sent as soon as they settled could come before it (a command resolves once it has started; 'debug' false
 * changes nothing on a page not in debug mode).
 */
export async function analyticsListening(page: Page): Promise<void> {
  await page.waitForFunction(() => !!window.LocatorWidgets);
  await page.evaluate(() => window.LocatorWidgets!.analytics('debug', false));
}

/** Waits until the loader has nothing left loading or mounting. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !!window.LocatorWidgets);
  await page.evaluate(() => window.LocatorWidgets!.settled());
}

/**
 * Every widget of the page started as a visitor scrolling through it would start it: each host brought into view (the
 * 'visible' widgets load then), the loader settled again, and each map shown drawn (its 'ready'). A widget that waits
 * for an interaction, or sits in a hidden part of the page, is left as it is.
 */
export async function everyWidgetStarted(page: Page): Promise<void> {
  await settled(page);
  for (const host of await page.locator('[data-locator]').all()) {
    if (await host.isVisible()) await host.scrollIntoViewIfNeeded();
  }
  // The viewport observer reports in the next rendering steps.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settled(page);
  for (const map of await page.locator('[data-locator="map"][data-locator-state="mounted"]').all()) {
    if (await map.isVisible()) await expect(map.locator('.locator-map--ready')).toHaveCount(1, { timeout: 20_000 });
  }
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

export async function resetSandbox(request: APIRequestContext): Promise<void> {
  await request.post('/sandbox/__log/reset');
}

export async function sandboxLog(request: APIRequestContext, prefix: string): Promise<SandboxEntry[]> {
  const response = await request.get(`/sandbox/__log?path=${encodeURIComponent(prefix)}`);
  const body = (await response.json()) as SandboxEntry[] | { entries: SandboxEntry[] };
  return Array.isArray(body) ? body : body.entries;
}
