import { useLayoutEffect } from 'react';
import { planEvents } from '../../src/core/events';
import type { WidgetContext } from '../../src/loader/types';
import type { EventsConfig } from './config';
import { EventsBlock } from './event-items';

// setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days): longer waits are made in steps.
const MAX_DELAY = 2 ** 31 - 1;

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
    const update = context.guard(() => {
      const now = Date.now();
      const plan = planEvents(ends, now, config.eventsToDisplay);
      block.apply(plan);
      if (plan.nextChange !== null) timer = setTimeout(update, Math.min(plan.nextChange - now, MAX_DELAY));
    });
    update();
    return () => {
      clearTimeout(timer);
      block.restore();
    };
  }, [context, config]);
}
