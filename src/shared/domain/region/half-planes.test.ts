import { describe, expect, it } from 'vitest';
import { regionVertices, satisfies, type HalfPlane } from './half-planes';

const le = (a: number, b: number, c: number): HalfPlane => ({ a, b, c });
const sorted = (points: Array<{ x: number; y: number }>) =>
  points.map(({ x, y }) => [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6]).sort();

describe('regionVertices', () => {
  it.each([
    // x ≥ 0, y ≥ 0, x + y ≤ 10, x ≤ 6: corners (0,0) (6,0) (6,4) (0,10)
    [
      [le(-1, 0, 0), le(0, -1, 0), le(1, 1, 10), le(1, 0, 6)],
      [
        [0, 0],
        [0, 10],
        [6, 0],
        [6, 4],
      ],
    ],
    // x ≥ 0, y ≥ 0, 2x + y ≤ 8, x + 3y ≤ 9: 2x + y = 8 and x + 3y = 9 meet at (3, 2)
    [
      [le(-1, 0, 0), le(0, -1, 0), le(2, 1, 8), le(1, 3, 9)],
      [
        [0, 0],
        [0, 3],
        [3, 2],
        [4, 0],
      ],
    ],
    // a redundant line x + y ≤ 100 adds no corner
    [
      [le(-1, 0, 0), le(0, -1, 0), le(1, 1, 4), le(1, 1, 100)],
      [
        [0, 0],
        [0, 4],
        [4, 0],
      ],
    ],
    // x ≥ 5 and x ≤ 3: empty
    [[le(-1, 0, -5), le(1, 0, 3), le(0, -1, 0), le(0, 1, 1)], []],
  ])('case %#', (planes, corners) => {
    expect(sorted(regionVertices(planes))).toEqual(corners);
  });

  it('orders the corners around the region (a polygon SVG can draw)', () => {
    const corners = regionVertices([le(-1, 0, 0), le(0, -1, 0), le(1, 0, 2), le(0, 1, 2)]);
    // consecutive corners share a side: one coordinate stays the same
    corners.forEach((p, i) => {
      const q = corners[(i + 1) % corners.length]!;
      expect(p.x === q.x || p.y === q.y).toBe(true);
    });
  });

  it('tells which inequality a point breaks', () => {
    expect(satisfies(le(1, 1, 10), { x: 4, y: 6 })).toBe(true);
    expect(satisfies(le(1, 1, 10), { x: 5, y: 6 })).toBe(false);
  });
});
