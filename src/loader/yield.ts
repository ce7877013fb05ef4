interface YieldingScheduler {
  yield(): Promise<void>;
  postTask(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

/** The browser's Prioritized Task Scheduling API, where there is one. */
export const schedulerOf = () => (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;

/**
 * Resolves in a new task, so the work after it does not extend the current one: widget mounts, the first Leaflet map,
 * marker batches and shape tracing each keep the main thread under a long task this way. `scheduler.yield`
 * keeps the continuation ahead of other queued tasks; elsewhere a message-channel task, which is not clamped like a
 * nested timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = schedulerOf();
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

