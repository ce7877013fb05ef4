import { ATTR, SELECTOR } from '../loader/schema';

/**
 * The analytics scopes a click within `element` is named by (spec: scoped event names): those of `element` and every
 * ancestor, outermost first. A tracked element's own scopes start at its parent.
 */
export function scopesFrom(element: Element | null): string[] {
  const scopes: string[] = [];
  for (let el = element?.closest(SELECTOR.scoped) ?? null; el; el = el.parentElement?.closest(SELECTOR.scoped) ?? null) {
    const scope = el.getAttribute(ATTR.scope);
    if (scope) scopes.unshift(scope);
  }
  return scopes;
}
