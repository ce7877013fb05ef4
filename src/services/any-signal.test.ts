import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySignal } from './any-signal';

afterEach(() => vi.unstubAllGlobals());

describe('anySignal', () => {
  it('aborts with the first signal to abort, and its reason, without AbortSignal.any', () => {
    vi.stubGlobal('AbortSignal', Object.assign(function () {}, { any: undefined }));
    const [a, b] = [new AbortController(), new AbortController()];
    const combined = anySignal(a.signal, b.signal);
    expect(combined.aborted).toBe(false);
    b.abort(new Error('second'));
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toEqual(new Error('second'));
    a.abort(new Error('first'));
    expect(combined.reason).toEqual(new Error('second'));
  });

  it('is aborted at once when a signal already is', () => {
    const reason = new Error('gone');
    expect(anySignal(new AbortController().signal, AbortSignal.abort(reason)).reason).toBe(reason);
  });
});
