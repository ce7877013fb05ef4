import { createFocusTrap, type FocusTrap } from 'focus-trap';

export const MENU_OPEN_CLASS = 'locator-menu-open';

/**
 * The shop header's narrow-screen menu (spec §4): the menu button toggles the body open flag, the navigation's
 * hidden state and aria-expanded; while open, Tab stays within the header. When the view becomes wide the menu
 * resets to closed, the trap ends and the navigation is shown (its items tabbable) again.
 */
export function startMobileMenu(header: HTMLElement, breakpoint: number, signal: AbortSignal, guard: <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void): void {
  const button = header.querySelector<HTMLButtonElement>('button[aria-controls]');
  const nav = button ? header.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !nav) return;
  const narrow = window.matchMedia(`(max-width: ${breakpoint}px)`);
  let trap: FocusTrap | null = null;

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    nav.hidden = narrow.matches && !open;
    document.body.classList.toggle(MENU_OPEN_CLASS, open);
    if (open && !trap) {
      trap = createFocusTrap(header, {
        escapeDeactivates: true,
        clickOutsideDeactivates: true,
        onDeactivate: () => {
          trap = null;
          if (button.getAttribute('aria-expanded') === 'true') setOpen(false);
        },
      });
      trap.activate();
    } else if (!open && trap) {
      const active = trap;
      trap = null;
      active.deactivate({ returnFocus: false });
    }
  };

  button.addEventListener('click', guard(() => setOpen(button.getAttribute('aria-expanded') !== 'true')), { signal });
  narrow.addEventListener('change', guard(() => setOpen(false)), { signal });
  setOpen(false);
  signal.addEventListener('abort', () => {
    trap?.deactivate({ returnFocus: false });
    document.body.classList.remove(MENU_OPEN_CLASS);
    nav.hidden = false;
  });
}
