// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createIntlCache } from './intl-cache';

describe('createIntlCache', () => {
  it('creates a value once per key', () => {
    const cache = createIntlCache<object>();
    const create = vi.fn(() => ({}));
    const first = cache.get('a', create);
    expect(cache.get('a', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(cache.get('b', create)).not.toBe(first);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('evicts the least recently used key past its capacity', () => {
    const cache = createIntlCache<string>(2);
    cache.get('a', () => 'a1');
    cache.get('b', () => 'b1');
    cache.get('a', () => 'a2'); // a is now the most recently used
    cache.get('c', () => 'c1');
    expect(cache.size).toBe(2);
    expect(cache.get('a', () => 'a3')).toBe('a1');
    expect(cache.get('b', () => 'b2')).toBe('b2');
  });
});
