import { SELECTOR } from '../../src/loader/schema';

/** The description's markup (docs/markup.md): a text block and its toggle, rendered by the server or by the widget. */
export const DESCRIPTION_CLASS = {
  text: 'locator-description',
  collapsed: 'locator-description--collapsed',
  toggle: 'locator-description__toggle',
} as const;

export interface DescriptionParts {
  text: HTMLElement;
  toggle: HTMLButtonElement;
  /** The server rendered the text block and the toggle (the page was laid out with them). */
  prepared?: boolean;
  /** Puts the host back as the widget found it. */
  restore(): void;
}

/**
 * The server may render the text block and the toggle itself, collapsed from the first paint (no layout shift); the
 * widget then only wires them. A text block without its toggle gets one; plain markup (paragraphs in the host) is
 * wrapped here, and unwrapped on unmount.
 */
export function descriptionParts(host: HTMLElement): DescriptionParts {
  const text = host.querySelector<HTMLElement>(`:scope > .${DESCRIPTION_CLASS.text}`);
  const toggle = host.querySelector<HTMLButtonElement>(`:scope > button.${DESCRIPTION_CLASS.toggle}`);
  if (text && toggle) {
    return {
      text,
      toggle,
      prepared: true,
      restore() {
        // Without the widget the toggle would do nothing: the full text shows and the toggle goes, as with scripts off.
        text.classList.remove(DESCRIPTION_CLASS.collapsed);
        toggle.hidden = true;
        toggle.style.visibility = '';
        toggle.removeAttribute('aria-expanded');
      },
    };
  }
  const doc = host.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = DESCRIPTION_CLASS.toggle;
  if (text) {
    // The server rendered the text block but no toggle: the block is adopted as it is (wrapping it again would nest
    // one text block in another and clip twice), and the toggle goes after it.
    text.after(button);
    return {
      text,
      toggle: button,
      restore() {
        text.classList.remove(DESCRIPTION_CLASS.collapsed);
        button.remove();
      },
    };
  }
  const wrapper = doc.createElement('div');
  wrapper.className = DESCRIPTION_CLASS.text;
  const moved = Array.from(host.childNodes).filter((node) => !(node instanceof Element && node.matches(SELECTOR.configInside)));
  keepingFocus(host, () => {
    wrapper.append(...moved);
    host.append(wrapper, button);
  });
  return {
    text: wrapper,
    toggle: button,
    restore() {
      keepingFocus(host, () => wrapper.replaceWith(...Array.from(wrapper.childNodes)));
      button.remove();
    },
  };
}

/**
 * Runs `move`, which moves the host's nodes, and gives the focus back to the element in the host that had it: a moved
 * element loses the focus (the visitor who tabbed to a link in the text would start again from the top of the page).
 */
function keepingFocus(host: HTMLElement, move: () => void): void {
  const focused = host.ownerDocument.activeElement;
  move();
  if (focused instanceof HTMLElement && focused !== host && host.contains(focused) && host.ownerDocument.activeElement !== focused) focused.focus({ preventScroll: true });
}
