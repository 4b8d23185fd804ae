import { describe, expect, it } from 'vitest';
import { decodeSegments, encodeSegments } from './format';

const dates = ['2026-02-19', '2026-02-20', '2026-03-06', '2026-03-09'];
const index = new Map(dates.map((date, i) => [date, i]));

describe('daily bar segments', () => {
  it('round-trips segments and keeps only the previous closes the bars do not imply', () => {
    const segments = [
      [
        { date: '2026-02-19', open: 10, high: 12, low: 9, close: 11, volume: 5, previousClose: 10 },
        {
          date: '2026-02-20',
          open: 11,
          high: 11,
          low: 11,
          close: 11,
          volume: 0,
          previousClose: 11,
        },
      ],
      [
        {
          date: '2026-03-06',
          open: 20,
          high: 21,
          low: 19,
          close: 20,
          volume: 7,
          previousClose: 19,
        },
        {
          date: '2026-03-09',
          open: 20,
          high: 20,
          low: 18,
          close: 18,
          volume: 3,
          previousClose: 10,
        },
      ],
    ];
    const encoded = encodeSegments(segments, index);
    expect(encoded[0]).toEqual([0, 10, 12, 9, 11, 5, 10, 1, 11, 11, 11, 11, 0, 0]);
    const decoded = decodeSegments(encoded, dates);
    expect(decoded[0]?.[1]).not.toHaveProperty('previousClose');
    expect(decoded[1]).toEqual(segments[1]);
  });

  it('refuses a bar whose date is not in the table', () => {
    const bar = { date: '2026-01-02', open: 1, high: 1, low: 1, close: 1, volume: 1 };
    expect(() => encodeSegments([[bar]], index)).toThrow('2026-01-02');
  });
});
