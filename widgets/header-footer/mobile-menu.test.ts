import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// focus-trap stands in: the test decides when its code "arrives" (or that it fails), and records the traps made.
const trapState = {
  gate: Promise.resolve() as Promise<void>,
  fail: false,
  imports: 0,
  traps: [] as { container: Element; options: { initialFocus?: () => HTMLElement | false; setReturnFocus?: (previous: HTMLElement) => HTMLElement | false }; activate: ReturnType<typeof vi.fn>; deactivate: ReturnType<typeof vi.fn> }[],
};
const mockFocusTrap = () =>
  vi.doMock('focus-trap', async () => {
    trapState.imports++;
    await trapState.gate;
    if (trapState.fail) throw new TypeError('Failed to fetch dynamically imported module');
    return {
      createFocusTrap: (container: Element, options: { initialFocus?: () => HTMLElement | false }) => {
        const trap = { container, options, activate: vi.fn(), deactivate: vi.fn() };
        trapState.traps.push(trap);
        return trap;
      },
    };
  });

let narrow = true;
let release: () => void;
let viewChanged: () => void;
/** The media queries the menu asked (its breakpoint). */
const queries: string[] = [];

beforeEach(() => {
  // A fresh module each time: mobile-menu keeps the loaded trap for the page, and the mock's factory runs again.
  vi.resetModules();
  mockFocusTrap();
  trapState.imports = 0;
  trapState.fail = false;
  trapState.traps = [];
  trapState.gate = new Promise((resolve) => (release = resolve));
  narrow = true;
  viewChanged = () => {};
  queries.length = 0;
  vi.stubGlobal('matchMedia', (query: string) => (queries.push(query), {
    get matches() {
      return narrow;
    },
    addEventListener: (_type: string, listener: () => void) => (viewChanged = listener),
  }));
  document.body.innerHTML = `
    <header id="shop-header"><button aria-controls="nav" aria-expanded="false">Menu</button><nav id="nav"><a href="/a">A</a></nav></header>
    <main><a href="/b">B</a></main>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.body.className = '';
});

async function start() {
  const { startMobileMenu } = await import('./mobile-menu');
  const controller = new AbortController();
  const header = document.getElementById('shop-header')!;
  startMobileMenu(header, 768, controller.signal, (fn) => fn);
  return { controller, header, button: header.querySelector('button')!, nav: document.getElementById('nav')! };
}

/** Lets the trap's import and the promise chain after it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The trap's code arrived, and the menu opened from its focused button. */
async function openTrapped() {
  const started = await start();
  release();
  await settle();
  started.button.focus();
  started.button.click();
  await settle();
  return started;
}

describe('mobile menu focus trap, loaded on demand', () => {
  it('is not loaded on a wide view', async () => {
    narrow = false;
    await start();
    await settle();
    expect(trapState.imports).toBe(0);
  });

  it('takes a view up to the breakpoint, inclusive, as narrow (spec §9: 991 px by default, see config)', async () => {
    await start();
    expect(queries).toContain('(max-width: 768px)');
  });

  it('starts loading on a narrow view; a menu opened before it arrives is open at once and trapped when it does', async () => {
    const { button, nav, header } = await start();
    await settle();
    expect(trapState.imports).toBe(1);
    expect(nav.hidden).toBe(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.hidden).toBe(false);
    expect(document.body.classList).toContain('locator-menu-open');
    expect(trapState.traps).toHaveLength(0);
    release();
    await settle();
    expect(trapState.traps).toHaveLength(1);
    expect(trapState.traps[0]!.container).toBe(header);
    expect(trapState.traps[0]!.activate).toHaveBeenCalledTimes(1);
    button.click();
    expect(trapState.traps[0]!.deactivate).toHaveBeenCalledWith({ returnFocus: false });
    expect(nav.hidden).toBe(true);
  });

  it('the trap keeps the focus on the menu button that opened it; a focus outside the header goes to the button', async () => {
    const { button } = await openTrapped();
    const initialFocus = trapState.traps[0]!.options.initialFocus!;
    expect(initialFocus()).toBe(false);
    (document.querySelector('main a') as HTMLElement).focus();
    expect(initialFocus()).toBe(button);
  });

  it('a click outside that closed the menu leaves the focus on the field clicked; on plain page the focus returns to the button', async () => {
    const { button } = await openTrapped();
    const setReturnFocus = trapState.traps[0]!.options.setReturnFocus!;
    // Read a task after the click, which has focused what it clicked.
    (document.querySelector('main a') as HTMLElement).focus();
    expect(setReturnFocus(button)).toBe(false);
    (document.activeElement as HTMLElement).blur();
    expect(setReturnFocus(button)).toBe(button);
  });

  it('traps nothing for a menu closed again before the code arrived, and one trap for a menu reopened meanwhile', async () => {
    const { button } = await start();
    button.click();
    button.click();
    release();
    await settle();
    expect(trapState.traps).toHaveLength(0);
    button.click();
    button.click();
    button.click();
    await settle();
    expect(trapState.traps).toHaveLength(1);
    expect(trapState.imports).toBe(1);
  });

  it('traps nothing once the widget is gone', async () => {
    const { button, controller } = await start();
    button.click();
    controller.abort();
    release();
    await settle();
    expect(trapState.traps).toHaveLength(0);
  });

  it('keeps a working menu, with a console warning, when the trap cannot load', async () => {
    trapState.fail = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { button, nav } = await start();
    release();
    button.click();
    await settle();
    expect(nav.hidden).toBe(false);
    expect(warn).toHaveBeenCalledWith('[locator] header-footer: the menu focus trap could not load', expect.any(Error));
    button.click();
    expect(nav.hidden).toBe(true);
  });
});

describe('mobile menu, focus on a view change', () => {
  it('moves the focus from the menu button, hidden in a wide view, to the navigation', async () => {
    const { button, nav } = await start();
    button.focus();
    narrow = false;
    viewChanged();
    expect(document.activeElement).toBe(nav.querySelector('a'));
  });

  it('does so also when the browser blurred the button before it reported the change', async () => {
    const { button, nav } = await start();
    button.focus();
    button.blur();
    narrow = false;
    viewChanged();
    expect(document.activeElement).toBe(nav.querySelector('a'));
  });

  it('moves the focus from a link of the menu that a narrow view closes to the menu button', async () => {
    narrow = false;
    const { button, nav } = await start();
    nav.querySelector('a')!.focus();
    narrow = true;
    viewChanged();
    expect(nav.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('does not bring the focus back to the header for a control the visitor left for nowhere (a click on plain text)', async () => {
    vi.useFakeTimers();
    narrow = false;
    const { nav } = await start();
    const link = nav.querySelector('a')!;
    // Still shown after it lost the focus: the visitor left it, no layout hid it.
    link.checkVisibility = () => true;
    link.focus();
    link.blur();
    vi.runAllTimers();
    narrow = true;
    viewChanged();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the button as the focus to hand on when the focus came back to it (a click outside the open menu)', async () => {
    vi.useFakeTimers();
    const { button, nav } = await start();
    button.checkVisibility = () => true;
    // The click outside: the focus goes nowhere, then the menu's trap gives it back to the button a task later.
    button.focus();
    button.blur();
    button.focus();
    vi.runAllTimers();
    // Widening hides the button: the browser blurs it before it reports the change.
    button.checkVisibility = () => false;
    button.blur();
    narrow = false;
    viewChanged();
    expect(document.activeElement).toBe(nav.querySelector('a'));
  });

  it('leaves a focus outside the header, or one that moved on from the button, where it is', async () => {
    const { button } = await start();
    const outside = document.querySelector<HTMLAnchorElement>('main a')!;
    button.focus();
    outside.focus();
    narrow = false;
    viewChanged();
    expect(document.activeElement).toBe(outside);
  });
});
