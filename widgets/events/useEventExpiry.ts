import { useLayoutEffect } from 'react';
import { planEvents } from '../../src/core/events';
import { localeLang } from '../../src/loader/runtime/part-lang';
import type { WidgetContext } from '../../src/loader/types';
import type { EventsConfig } from './config';
import { EventsBlock } from './event-items';
import { atWallTime, visitorTimeZone } from '../../src/services/wall-clock';

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
    // Without the store's zone, the dates could only be told in the visitor's, changing the server's store times.
    if (config.formatDates && config.timezone) block.formatDates(context.locale, config.timezone, visitorZone, localeLang(context));
    const ends = block.ends;
    let cancel = () => {};
    const update = context.guard(() => {
      cancel();
      const plan = planEvents(ends, Date.now(), config.eventsToDisplay);
      block.apply(plan);
      if (plan.nextChange !== null) cancel = atWallTime(plan.nextChange, update);
    });
    update();
    // A page shown again (a tab brought back, a page restored from the back-forward cache) is checked at once.
    const listening = new AbortController();
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && update(), { signal: listening.signal });
    return () => {
      listening.abort();
      cancel();
      block.restore();
    };
  }, [context, config]);
}
