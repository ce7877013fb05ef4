import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('warmDateFormatting', () => {
  it('warms Intl once per page, one step per task, ending with a date format in a time zone', async () => {
    vi.useFakeTimers();
    const { warmDateFormatting, WARM_STEPS } = await import('./warm-intl');
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    const available = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmDateFormatting();
    warmDateFormatting();
    expect(maximize).not.toHaveBeenCalled();
    // Each timer is one task and runs one step.
    vi.advanceTimersToNextTimer();
    expect(maximize).toHaveBeenCalledTimes(1);
    expect(available).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(available).toHaveBeenCalledTimes(1);
    expect(dates).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(dates).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledWith('en', { timeZone: 'UTC', hour: 'numeric' });
    expect(vi.getTimerCount()).toBe(0);
    expect(WARM_STEPS).toHaveLength(4);
  });

  it('a step that throws does not stop the ones after it', async () => {
    vi.useFakeTimers();
    const { warmDateFormatting } = await import('./warm-intl');
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(() => {
      throw new RangeError('no locale data');
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmDateFormatting();
    vi.runAllTimers();
    expect(dates).toHaveBeenCalledTimes(1);
  });
});
