import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('warmDateFormatting', () => {
  it('creates one date format, once per page, in a task of its own', async () => {
    vi.useFakeTimers();
    const { warmDateFormatting } = await import('./warm-intl');
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    warmDateFormatting();
    warmDateFormatting();
    expect(spy).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('en', { timeZone: 'UTC', hour: 'numeric' });
  });
});
