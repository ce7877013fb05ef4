import { describe, expect, it } from 'vitest';
import { mapLoader } from './shapes';

describe('mapLoader', () => {
  it("throws the library's message for a map it does not have, inherited names included", () => {
    for (const name of ['world-of-warcraft', 'toString', 'constructor', '__proto__']) {
      expect(() => mapLoader(name)).toThrow('Attempt to use map which was not loaded');
    }
    expect(mapLoader('us-states')).toBeTypeOf('function');
  });
});
