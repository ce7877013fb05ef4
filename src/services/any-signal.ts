/**
 * A signal that aborts with the first of `signals` to abort, and with its reason. `AbortSignal.any` does this, but
 * Safari before 17.4 (iOS 16 and 17.0 to 17.3) and Chrome before 116 have none, and a map there would fail outright.
 */
export function anySignal(...signals: AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    // Released once the combined signal aborted (until then the listeners stay, one per signal).
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}
