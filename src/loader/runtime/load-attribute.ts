import { ATTR, type LoadStrategy } from '../schema';

/** Every value of data-locator-load; the type keeps it in step with the strategies the loader schedules. */
const STRATEGIES = { ready: true, visible: true, interaction: true } satisfies Record<LoadStrategy, true>;

/**
 * The console error for a data-locator-load the loader does not know (a typo such as "visble"), or null. The loader
 * starts such a widget at once, as with "ready"; it is told here, in the runtime every widget loads, because the
 * loader's own chunk has no bytes to spare for it.
 */
export function unknownLoadValue(element: Element, label: string): string | null {
  const value = element.getAttribute(ATTR.load);
  // Blank is none given (the loader used the widget's own strategy).
  if (value === null || value === '' || Object.hasOwn(STRATEGIES, value)) return null;
  return `[locator] ${label}: unknown ${ATTR.load} "${value}" (not ready, visible or interaction): loaded at once`;
}
