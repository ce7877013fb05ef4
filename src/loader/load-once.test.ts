import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller the same promise', async () => {
    const load = vi.fn(async () => 'module');
    const get = loadOnce(load);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe('module');
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure, and keeps what the retry loaded', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('module');
    const get = loadOnce(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
