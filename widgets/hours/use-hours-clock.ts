import { useEffect, useState } from 'react';
import { nextTransition, type Week } from '../../src/core/hours';
import type { WidgetContext } from '../../src/loader/types';

/** The longest single wait of the clock (see the timer below). */
const MAX_WAIT_MS = 60_000;

/**
 * The current instant, refreshed exactly when the store's hours display next changes (an opening, the minute after a
 * closing, the store's midnight): one timer, re-armed after each change, cleared on unmount. A page coming back from
 * the background is re-checked at once, because browsers delay timers in hidden tabs.
 */
export function useHoursClock(week: Week, timeZone: string, context: Pick<WidgetContext, 'signal' | 'guard'>): number {
  // An object, so that a refresh re-arms the timer even when the clock reads the same millisecond (a paused test clock).
  const [reading, setReading] = useState(() => ({ now: Date.now() }));
  const { signal, guard } = context;

  useEffect(() => {
    if (signal.aborted) return;
    const refresh = guard(() => setReading({ now: Date.now() }));
    const at = nextTransition(week, reading.now, timeZone);
    // In steps of at most a minute, each reading the clock: a timer stands still while the computer sleeps, and a
    // visible tab gets no event on waking, so one long wait could keep "Open until 19:00" on screen into the night.
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = at - Date.now();
      if (left <= 0) refresh();
      else timer = setTimeout(wait, Math.min(left, MAX_WAIT_MS));
    };
    timer = setTimeout(wait, Math.max(0, Math.min(at - Date.now(), MAX_WAIT_MS)));
    const stop = () => clearTimeout(timer);
    signal.addEventListener('abort', stop, { once: true });
    return () => {
      stop();
      signal.removeEventListener('abort', stop);
    };
  }, [week, timeZone, reading, signal, guard]);

  useEffect(() => {
    const onVisible = guard(() => {
      if (document.visibilityState === 'visible') setReading({ now: Date.now() });
    });
    document.addEventListener('visibilitychange', onVisible, { signal });
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signal, guard]);

  return reading.now;
}

/** The visitor's own IANA zone, as the browser reports it. */
export function visitorTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
