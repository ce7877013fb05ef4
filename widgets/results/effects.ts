import type { ResultsEffect } from '../../src/core/results-store';
import type { WidgetContext } from '../../src/loader/types';

/**
 * Scrolls the card to the top of the list: of the list's own scroll box on wide screens (the map beside it stays put),
 * else of the page. Instant, so the card the visitor asked for is there at once.
 */
export function scrollCardToTop(card: HTMLElement): void {
  const box = scrollBox(card);
  if (box) box.scrollTop += card.getBoundingClientRect().top - box.getBoundingClientRect().top;
  else window.scrollTo({ top: window.scrollY + card.getBoundingClientRect().top, behavior: 'instant' });
}

function scrollBox(card: HTMLElement): HTMLElement | null {
  for (let element = card.parentElement; element && element !== document.body; element = element.parentElement) {
    const { overflowY } = getComputedStyle(element);
    if ((overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight) return element;
  }
  return null;
}

/**
 * A narrow-screen pin click (spec §2): the location's page in a new window, without access back to this one. The map
 * has counted the click as the map-pin analytics event (spec §2, §9) already, on every provider.
 */
export function openLocation(effect: Extract<ResultsEffect, { type: 'open' }>): void {
  // The pins' own links carry rel="nofollow noopener noreferrer" (spec §9); the window opened for them does the same.
  window.open(effect.href, '_blank', 'noopener,noreferrer');
}
