import { describe, expect, it } from 'vitest';
import { kosdaqTradeDate } from './sources';

// KRX trading days around the April versions of SOURCE.md §8 (04-11/12 and 04-18/19 are weekends).
const days = ['2026-04-09', '2026-04-10', '2026-04-13', '2026-04-17', '2026-04-20', '2026-04-21'];

describe('the trading day a KOSDAQ cache version holds', () => {
  it('reads a version committed overnight as the session before it', () => {
    expect(kosdaqTradeDate('2026-04-09T23:56:27+00:00', days)).toBe('2026-04-09');
    expect(kosdaqTradeDate('2026-04-17T23:59:44+00:00', days)).toBe('2026-04-17');
  });

  it("reads a 09:0x KST version as the previous session's, across a weekend", () => {
    expect(kosdaqTradeDate('2026-04-11T00:01:16+00:00', days)).toBe('2026-04-10');
    expect(kosdaqTradeDate('2026-04-14T00:06:34+00:00', days)).toBe('2026-04-13');
    expect(kosdaqTradeDate('2026-04-21T00:05:27+00:00', days)).toBe('2026-04-20');
  });

  it('refuses a version whose prices or volumes were still moving', () => {
    expect(kosdaqTradeDate('2026-03-23T11:17:20+09:00', days)).toBeUndefined();
    expect(kosdaqTradeDate('2026-04-20T08:00:00+00:00', days)).toBeUndefined();
  });

  it('reads an evening version as that day once after-hours trading is over', () => {
    expect(kosdaqTradeDate('2026-04-20T10:30:00+00:00', days)).toBe('2026-04-20');
  });
});
