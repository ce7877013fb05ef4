import { useEffect, useState } from 'react';
import { nextTransition, type Week } from '../../src/core/hours';
import type { WidgetContext } from '../../src/loader/types';
import { atWallTime } from '../../src/services/wall-clock';

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
    const stop = atWallTime(nextTransition(week, reading.now, timeZone), refresh);
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

