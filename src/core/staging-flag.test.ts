import { describe, expect, it } from 'vitest';
import { isStagingFlag } from './analytics-names';

describe('isStagingFlag', () => {
  it('reads true, "true" and 1 as staging; anything else as production', () => {
    for (const value of [true, 'true', ' TRUE ', 1, '1']) expect(isStagingFlag(value), String(value)).toBe(true);
    for (const value of [false, 'false', 0, '0', '', null, undefined, 'yes', {}]) expect(isStagingFlag(value), String(value)).toBe(false);
  });
});
