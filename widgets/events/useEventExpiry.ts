import { useLayoutEffect } from 'react';
import { planEvents } from '../../src/core/events';
import type { WidgetContext } from '../../src/loader/types';
import type { EventsConfig } from './config';
import { EventsBlock } from './event-items';

/**
 * The longest single wait. A timer's delay is not measured on the wall clock: it stands still while the computer sleeps
 * and is slowed in a hidden tab, so an event could stay shown for hours after its end. Waits are made in steps of at
 * most a minute, each checking the clock, and a page shown again (or restored from the back-forward cache) is checked
 * at once. (setTimeout also fires at once for delays above 2^31-1 ms.)
 */
export const MAX_WAIT_MS = 60_000;

export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Shows only the events not yet ended (at most the configured number), hides the block when none remains, and keeps
 * that true while the page stays open with one timer set to the next end instant. Everything is undone on unmount.
 * A layout effect, so ended events are gone before the first paint after mounting.
 */
export function useEventExpiry(context: WidgetContext, config: EventsConfig): void {
  useLayoutEffect(() => {
    const visitorZone = visitorTimeZone();
    const zone = config.timezone ?? visitorZone;
    const warn = (message: string) => console.warn(`[locator] ${context.widget}#${context.id}: ${message}`);
    const block = new EventsBlock(context.element, zone, warn);
    if (config.formatDates) block.formatDates(context.locale, zone, visitorZone);
    const ends = block.ends;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let nextChange: number | null = null;
    const update = context.guard(() => {
      clearTimeout(timer);
      const plan = planEvents(ends, Date.now(), config.eventsToDisplay);
      block.apply(plan);
      nextChange = plan.nextChange;
      wait();
    });
    const wait = () => {
      if (nextChange === null) return;
      const left = nextChange - Date.now();
      if (left <= 0) return update();
      timer = setTimeout(wait, Math.min(left, MAX_WAIT_MS));
    };
    update();
    // A page shown again (a tab brought back, a page restored from the back-forward cache) is checked at once.
    const listening = new AbortController();
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && update(), { signal: listening.signal });
    return () => {
      listening.abort();
      clearTimeout(timer);
      block.restore();
    };
  }, [context, config]);
}
