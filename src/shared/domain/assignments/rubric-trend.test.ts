import { describe, expect, it } from 'vitest';
import { rubricTrend } from './rubric-trend';

describe('rubricTrend', () => {
  it('orders the scored rationales by date and compares the first with the last', () => {
    const trend = rubricTrend([
      { at: '2026-04-10T01:00:00.000Z', stockName: 'KB금융', total: 5, max: 6 },
      { at: '2026-03-12T01:00:00.000Z', stockName: '삼성전자', total: 2, max: 6 },
      { at: '2026-03-26T01:00:00.000Z', stockName: '카카오', total: 4, max: 6 },
    ]);
    expect(trend).toEqual({
      points: [
        { at: '2026-03-12T01:00:00.000Z', stockName: '삼성전자', total: 2, max: 6, percent: 33.3 },
        { at: '2026-03-26T01:00:00.000Z', stockName: '카카오', total: 4, max: 6, percent: 66.7 },
        { at: '2026-04-10T01:00:00.000Z', stockName: 'KB금융', total: 5, max: 6, percent: 83.3 },
      ],
      first: 33.3,
      last: 83.3,
      change: 50,
    });
  });

  it('has no trend without a scored rationale', () => {
    expect(rubricTrend([])).toBeNull();
    expect(
      rubricTrend([{ at: '2026-03-12T01:00:00.000Z', stockName: 'x', total: 0, max: 0 }]),
    ).toBeNull();
  });
});
