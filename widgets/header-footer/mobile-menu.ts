import type { FocusTrap } from 'focus-trap';
import { loadOnce } from '../../src/loader/load-once';
import { firstReached, focusWithin } from '../../src/loader/runtime/focus-rescue';

export const MENU_OPEN_CLASS = 'locator-menu-open';

type FocusTrapModule = typeof import('focus-trap');

/** focus-trap (with tabbable, two thirds of this widget's code) loads only where the menu can open: narrow views. */
const loadFocusTrap = loadOnce((): Promise<FocusTrapModule> => import('focus-trap'));

/**
 * The shop header's narrow-screen menu (spec §4): the menu button toggles the body open flag, the navigation's
 * hidden state and aria-expanded; while open, Tab stays within the header. When the view becomes wide the menu
 * resets to closed, the trap ends and the navigation is shown (its items tabbable) again. The trap's code is asked
 * for as soon as the view is narrow; a menu opened before it arrives is trapped when it does.
 */
export function startMobileMenu(header: HTMLElement, breakpoint: number, signal: AbortSignal, guard: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void): void {
  const button = header.querySelector<HTMLButtonElement>('button[aria-controls]');
  const nav = button ? header.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !nav) return;
  const narrow = window.matchMedia(`(max-width: ${breakpoint}px)`);
  let trap: FocusTrap | null = null;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const preload = () => {
    if (narrow.matches) loadFocusTrap().catch(() => {});
  };

  const trapFocus = ({ createFocusTrap }: FocusTrapModule) => {
    // The menu may have closed, or the widget gone, while the code loaded.
    if (trap || !isOpen() || signal.aborted) return;
    trap = createFocusTrap(header, {
      // The focus stays on the menu button that opened the menu (Tab goes on into the menu), rather than jumping
      // back to the header's first link; one outside the header (a scripted open) is brought to the button.
      initialFocus: () => (header.contains(header.ownerDocument.activeElement) ? false : button),
      escapeDeactivates: true,
      clickOutsideDeactivates: true,
      // Read when the focus goes back, a task after the click that closed the menu: a visitor who clicked into a field
      // of the page keeps the focus there; otherwise it returns to the menu button.
      setReturnFocus: (previous) => {
        const active = header.ownerDocument.activeElement;
        return active && active !== header.ownerDocument.body && !header.contains(active) ? false : previous;
      },
      onDeactivate: () => {
        trap = null;
        if (isOpen()) setOpen(false);
      },
    });
    trap.activate();
  };

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    nav.hidden = narrow.matches && !open;
    document.body.classList.toggle(MENU_OPEN_CLASS, open);
    if (open && !trap) {
      // Without its trap the open menu still works; Tab is just not held in the header.
      loadFocusTrap().then(guard(trapFocus), (error: unknown) => console.warn('[locator] header-footer: the menu focus trap could not load', error));
    } else if (!open && trap) {
      const active = trap;
      trap = null;
      active.deactivate({ returnFocus: false });
    }
  };

  // The header control with the focus, or the one the wide layout hid with it (a click outside the open menu returns
  // the focus to the button a task later: it counts as the button's).
  const focused = focusWithin(header, signal);
  button.addEventListener('click', guard(() => setOpen(!isOpen())), { signal });
  narrow.addEventListener(
    'change',
    guard(() => {
      const had = focused();
      setOpen(false);
      preload();
      // A view change hides the focused control: the menu button in a wide view (when the theme hides it there), a
      // link of the closed menu in a narrow one. The focus goes to its counterpart rather than to the top of the page.
      if (had === button && !narrow.matches && !button.checkVisibility?.()) firstReached(nav)?.focus();
      if (had && nav.contains(had) && narrow.matches) button.focus();
    }),
    { signal },
  );
  setOpen(false);
  preload();
  signal.addEventListener('abort', () => {
    trap?.deactivate({ returnFocus: false });
    document.body.classList.remove(MENU_OPEN_CLASS);
    nav.hidden = false;
  });
}
