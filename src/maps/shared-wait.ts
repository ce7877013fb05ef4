/** Work that several maps wait for at once (an SDK script, a key check): who waits, and whether it is over. */
export interface SharedWork<T> {
  readonly promise: Promise<T>;
  waiters: number;
  settled: boolean;
}

/**
 * Waits for shared work under the caller's own signal. An abort ends this caller's wait only (rejected with the
 * signal's reason); when the last waiter leaves before the work is over, `abandon` runs (stop it, forget it).
 */
export function waitShared<T>(work: SharedWork<T>, signal: AbortSignal, abandon: () => void): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  work.waiters += 1;
  return new Promise<T>((resolve, reject) => {
    let waiting = true;
    const leave = () => {
      waiting = false;
      work.waiters -= 1;
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      leave();
      if (work.waiters === 0 && !work.settled) abandon();
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.promise.then(
      (value) => {
        if (!waiting) return;
        leave();
        resolve(value);
      },
      (error: unknown) => {
        if (!waiting) return;
        leave();
        reject(error);
      },
    );
  });
}

/** Why a wait ended early: the signal's reason, else the map's removal. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The map was removed', 'AbortError');
}
