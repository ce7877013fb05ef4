// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter';

describe('createEmitter', () => {
  it('calls the handlers of a type in order and unsubscribes', () => {
    const events = createEmitter();
    const calls: string[] = [];
    const off = events.on('pin-click', (event) => calls.push(`a${event.id}`));
    events.on('pin-click', (event) => calls.push(`b${event.id}`));
    events.on('idle', () => calls.push('idle'));
    events.emit({ type: 'pin-click', id: '1' });
    off();
    events.emit({ type: 'pin-click', id: '2' });
    expect(calls).toEqual(['a1', 'b1', 'b2']);
    events.clear();
    events.emit({ type: 'idle' });
    expect(calls).toHaveLength(3);
  });

  it('logs a throwing handler and still calls the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = createEmitter();
    const after = vi.fn();
    events.on('idle', () => {
      throw new Error('boom');
    });
    events.on('idle', after);
    events.emit({ type: 'idle' });
    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[locator] a map "idle" handler threw', expect.any(Error));
  });
});
