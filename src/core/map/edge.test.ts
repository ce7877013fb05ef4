import { describe, expect, it } from 'vitest';
import { insideEdgeBuffer } from './edge';

describe('insideEdgeBuffer', () => {
  const pin = { width: 28, height: 38 };
  it('takes an icon wholly within 30 px of every edge, up to the line itself', () => {
    expect(insideEdgeBuffer({ x: 30, y: 30, ...pin }, 400, 300)).toBe(true);
    expect(insideEdgeBuffer({ x: 400 - 30 - 28, y: 300 - 30 - 38, ...pin }, 400, 300)).toBe(true);
  });
  it('leaves out one that crosses the buffer on any side', () => {
    expect(insideEdgeBuffer({ x: 29, y: 100, ...pin }, 400, 300)).toBe(false);
    expect(insideEdgeBuffer({ x: 100, y: 29, ...pin }, 400, 300)).toBe(false);
    expect(insideEdgeBuffer({ x: 400 - 30 - 27, y: 100, ...pin }, 400, 300)).toBe(false);
    expect(insideEdgeBuffer({ x: 100, y: 300 - 30 - 37, ...pin }, 400, 300)).toBe(false);
  });
});
