import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from './events';
import type { LifecycleDetail } from './types';

const detail: LifecycleDetail = { widget: 'map', id: 'm', element: document.createElement('div'), data: { provider: 'BaseMap', count: 3 } };

describe('lifecycle events', () => {
  const listeners: [string, EventListener][] = [];
  const listen = (name: string) => {
    const seen = vi.fn();
    document.addEventListener(name, seen);
    listeners.push([name, seen]);
    return seen;
  };
  afterEach(() => {
    for (const [name, listener] of listeners.splice(0)) document.removeEventListener(name, listener);
  });

  it('dispatches data-loaded on the document under the spec name and ours, with the same detail', () => {
    const plain = listen('data-loaded');
    const prefixed = listen('locator:data-loaded');
    emit('data-loaded', detail);
    expect(plain).toHaveBeenCalledTimes(1);
    expect(prefixed).toHaveBeenCalledTimes(1);
    expect((plain.mock.calls[0]![0] as CustomEvent).detail).toBe(detail);
    expect((prefixed.mock.calls[0]![0] as CustomEvent).detail).toBe(detail);
  });

  it('keeps the spec name for the maps: another widget’s data-loaded is ours only', () => {
    const plain = listen('data-loaded');
    const prefixed = listen('locator:data-loaded');
    emit('data-loaded', { widget: 'header-footer', id: 'shop-header', element: null, data: { header: true, footer: true } });
    expect(plain).not.toHaveBeenCalled();
    expect(prefixed).toHaveBeenCalledTimes(1);
  });

  it('dispatches the other lifecycle events under our prefix only', () => {
    const plain = listen('ready');
    const prefixed = listen('locator:ready');
    emit('ready', detail);
    expect(plain).not.toHaveBeenCalled();
    expect(prefixed).toHaveBeenCalledTimes(1);
  });

  it('calls subscribers, and a handler that throws neither stops the others nor the DOM event', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const offs = [on('data-loaded', () => {
      throw new Error('host bug');
    }), on('data-loaded', second)];
    const dom = listen('data-loaded');
    emit('data-loaded', detail);
    expect(second).toHaveBeenCalledWith(detail);
    expect(dom).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[locator] a "data-loaded" handler threw', expect.any(Error));
    for (const off of offs) off();
    error.mockRestore();
  });
});
