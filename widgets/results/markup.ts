import { CARD_PREFIX, RESULTS_ATTR, RESULTS_CLASS } from '../../src/loader/search-markup';

// The names live in the markup contract (src/loader/search-markup.ts).
export { CARD_PREFIX, RESULTS_ATTR, RESULTS_CLASS };

export type ResultsView = 'list' | 'map';

/** The result cards inside the host: elements whose id starts with the prefix. */
export function findCards(host: HTMLElement): HTMLElement[] {
  return Array.from(host.querySelectorAll<HTMLElement>(`[id^="${CARD_PREFIX}"]`));
}

export const locationIdOf = (card: HTMLElement): string => card.id.slice(CARD_PREFIX.length);

/** The card's main link (the location's page): its first link. */
export const mainLink = (card: HTMLElement): HTMLAnchorElement | null => card.querySelector('a[href]');

/** What a card click must leave alone: its links and controls do what they do. */
export const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [tabindex]';

export function viewControls(host: HTMLElement): { control: HTMLElement; view: ResultsView }[] {
  return Array.from(host.querySelectorAll<HTMLElement>(`[${RESULTS_ATTR.view}]`)).flatMap((control) => {
    const view = control.getAttribute(RESULTS_ATTR.view);
    return view === 'list' || view === 'map' ? [{ control, view }] : [];
  });
}
