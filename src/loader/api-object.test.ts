import { describe, expect, it } from 'vitest';

describe('window.LocatorWidgets', () => {
  it('carries every export of the api module, and cannot be changed by the page', async () => {
    const apiModule = await import('./api');
    await import('./index');
    const global = window.LocatorWidgets!;
    expect(Object.keys(global).sort()).toEqual(Object.keys(apiModule).sort());
    for (const key of Object.keys(apiModule)) expect(global[key as keyof typeof global]).toBe(apiModule[key as keyof typeof apiModule]);
    expect(Object.isFrozen(global)).toBe(true);
  });
});
