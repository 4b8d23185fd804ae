import { describe, expect, it } from 'vitest';
import { pointDays } from './point-days';

describe('the analytics chart’s legend under the cursor', () => {
  it('names each point’s school day and the KRX day that valued it', () => {
    const { title, labels } = pointDays(
      ['2026-03-19', '2026-03-20', '2026-03-23'],
      ['2026-02-04', null, '2026-02-05'],
    );
    expect(title).toBe('날짜 · KRX 거래일');
    expect(labels).toEqual(['3/19 · KRX 2/4', '3/20 · KRX 기록 없음', '3/23 · KRX 2/5']);
  });
});
