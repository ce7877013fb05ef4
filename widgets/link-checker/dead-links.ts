import { hideVisually, NEW_TAB_TEXT } from '../../src/loader/schema';

/**
 * Attributes a span does not take over: what only makes sense on a link (the spec names href; target and rel go
 * with it), the loader's marks (its new-tab mark: the hidden "opens in a new tab" text is taken out too), and what makes an
 * element a control: a tab stop or a role on plain text would be a focusable dead end, and a name (aria-label,
 * aria-labelledby) is not allowed on a span (an icon-only link's name becomes hidden text instead).
 */
const LINK_ONLY = new Set([
  'href', 'target', 'rel', 'download', 'ping', 'referrerpolicy', 'hreflang', 'type', 'tabindex', 'role', 'aria-label',
  'aria-labelledby', 'accesskey',
]);

/** Replaces or removes dead links, remembering how to put every one back. */
export class DeadLinks {
  private readonly undo: (() => void)[] = [];

  /** A span in the link's place with its attributes (except link-only ones) and content (spec §4). */
  replace(link: HTMLAnchorElement, status: number): HTMLSpanElement {
    const doc = link.ownerDocument;
    const span = doc.createElement('span');
    const content = Array.from(link.childNodes);
    const hint = link.hasAttribute('data-locator-new-tab') ? content.find(isNewTabHint) : undefined;
    for (const attribute of Array.from(link.attributes)) {
      // Nor the loader's marks: a link marked itself as a widget would become a widget again, an analytics mark
      // would track a span nobody can click.
      if (LINK_ONLY.has(attribute.name) || attribute.name.startsWith('data-locator')) continue;
      // The new-tab text the loader made a named link's description stays behind with the link.
      const value = attribute.name === 'aria-describedby' && hint instanceof Element && hint.id ? withoutToken(attribute.value, hint.id) : attribute.value;
      if (value) span.setAttribute(attribute.name, value);
    }
    span.setAttribute('data-link-status', String(status));
    // Nodes are moved, not copied: nested markup and listeners on it survive the round trip.
    span.append(...content.filter((node) => node !== hint));
    const label = nameOf(link);
    let named: HTMLSpanElement | null = null;
    if (label && !span.textContent?.trim()) {
      named = doc.createElement('span');
      hideVisually(named);
      named.textContent = label;
      span.append(named);
    }
    link.replaceWith(span);
    this.undo.push(() => {
      named?.remove();
      link.replaceChildren(...content);
      span.replaceWith(link);
    });
    return span;
  }

  /** Takes the link out; a list item left empty by that goes too, so no empty bullet remains. */
  remove(link: HTMLAnchorElement): void {
    const parent = link.parentElement;
    const target = parent?.tagName === 'LI' && isOnly(link, parent) ? parent : link;
    const marker = link.ownerDocument.createComment('locator: dead link taken out');
    target.replaceWith(marker);
    this.undo.push(() => marker.replaceWith(target));
  }

  /** Puts every link back as it was, newest change first. */
  restore(): void {
    for (const step of this.undo.splice(0).reverse()) step();
  }
}

/** The name the link was given besides its content: aria-labelledby's elements' text first, as browsers rank them. */
function nameOf(link: HTMLAnchorElement): string {
  const ids = link.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  const referenced = ids.map((id) => link.ownerDocument.getElementById(id)?.textContent?.trim() ?? '').filter(Boolean);
  return (referenced.join(' ') || link.getAttribute('aria-label') || '').trim();
}

function withoutToken(list: string, token: string): string {
  return list
    .split(/\s+/)
    .filter((item) => item && item !== token)
    .join(' ');
}

function isNewTabHint(node: ChildNode): boolean {
  return node.nodeType === 1 && (node as Element).tagName === 'SPAN' && node.textContent?.trim() === NEW_TAB_TEXT;
}

function isOnly(link: Element, item: Element): boolean {
  return Array.from(item.childNodes).every((node) => node === link || (node.nodeType === 3 && !node.textContent?.trim()) || node.nodeType === 8);
}
