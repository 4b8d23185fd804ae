import { describe, expect, it } from 'vitest';
import {
  assertCanChangeWatchlist,
  canChangeWatchlist,
  kosdaqPromisingPreset,
  kospiLeadersPreset,
  randomPreset,
  top10Preset,
  type PresetCandidate,
} from './watchlist';

describe('canChangeWatchlist (one change per Asia/Seoul day)', () => {
  it.each([
    [null, '2026-03-20T03:00:00Z', true],
    // 23:59 and 00:01 KST fall on different Seoul days though the same UTC day.
    ['2026-03-20T14:59:00Z', '2026-03-20T15:01:00Z', true],
    // 00:01 and 23:59 KST of the same Seoul day span two UTC days.
    ['2026-03-19T15:01:00Z', '2026-03-20T14:59:00Z', false],
    ['2026-03-20T01:00:00Z', '2026-03-20T01:00:00Z', false],
    ['2026-03-18T10:00:00Z', '2026-03-20T01:00:00Z', true],
  ])('last change %s, now %s → %s', (last, now, allowed) => {
    const input = { lastChangedAt: last === null ? null : new Date(last), now: new Date(now) };
    expect(canChangeWatchlist(input)).toBe(allowed);
  });

  it('explains the refusal in the spec’s words', () => {
    const now = new Date('2026-03-20T01:00:00Z');
    expect(() => assertCanChangeWatchlist({ lastChangedAt: now, now })).toThrow(
      '하루에 한 번만 관심종목을 변경할 수 있습니다',
    );
  });
});

type Stock = PresetCandidate & { id: number };
let nextId = 0;
const stock = (over: Partial<Stock> = {}): Stock => {
  nextId += 1;
  return {
    id: nextId,
    symbol: String(nextId).padStart(6, '0'),
    market: 'KOSPI',
    sector: '기타',
    marketCap: 1_000 - nextId,
    isPreferred: false,
    isSpac: false,
    ...over,
  };
};

describe('top10Preset', () => {
  it('takes the 10 largest common stocks, skipping preferred shares and SPACs', () => {
    const preferred = stock({ marketCap: 10_000, isPreferred: true });
    const spac = stock({ marketCap: 9_000, isSpac: true });
    const commons = Array.from({ length: 12 }, (_, i) => stock({ marketCap: 500 + i }));
    const picked = top10Preset([preferred, spac, ...commons]);
    expect(picked).toHaveLength(10);
    expect(picked[0]?.marketCap).toBe(511);
    expect(picked.at(-1)?.marketCap).toBe(502);
  });

  it('skips a stock whose replay data ends before the replay does', () => {
    const stopping = stock({ marketCap: 10_000, dataUntil: '2026-03-20' });
    const commons = Array.from({ length: 10 }, (_, i) => stock({ marketCap: 500 + i }));
    expect(top10Preset([stopping, ...commons])).not.toContain(stopping);
  });
});

describe('kospiLeadersPreset', () => {
  it('takes at most two per sector from KOSPI only', () => {
    const stocks = [
      stock({ market: 'KOSDAQ', marketCap: 99_999 }),
      ...['전기전자', '전기전자', '전기전자', '금융업', '금융업', '금융업'].map((sector, i) =>
        stock({ sector, marketCap: 5_000 - i }),
      ),
      ...Array.from({ length: 8 }, (_, i) => stock({ sector: `업종${i}`, marketCap: 100 - i })),
    ];
    const picked = kospiLeadersPreset(stocks);
    expect(picked).toHaveLength(10);
    expect(picked.every((s) => s.market === 'KOSPI')).toBe(true);
    expect(picked.filter((s) => s.sector === '전기전자')).toHaveLength(2);
    expect(picked.filter((s) => s.sector === '금융업')).toHaveLength(2);
  });
});

describe('kosdaqPromisingPreset', () => {
  it('ranks the 100 largest KOSDAQ stocks by their 20-day return', () => {
    const kosdaq = Array.from({ length: 120 }, (_, i) =>
      stock({ market: 'KOSDAQ', marketCap: 10_000 - i }),
    );
    // Return grows with the index, so the best are the smallest caps: those past 100 are out.
    const returns = new Map(kosdaq.map((s, i) => [s.id, i === 50 ? undefined : i]));
    const picked = kosdaqPromisingPreset([stock(), ...kosdaq], (s) => returns.get(s.id));
    expect(picked.map((s) => kosdaq.indexOf(s))).toEqual([99, 98, 97, 96, 95, 94, 93, 92, 91, 90]);
  });
});

describe('randomPreset', () => {
  const pool = Array.from({ length: 30 }, () => stock());

  it('draws 10 distinct common stocks, repeatable with the same random source', () => {
    const seq = (seed: number) => () =>
      ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const first = randomPreset([...pool, stock({ isSpac: true })], seq(42));
    expect(new Set(first).size).toBe(10);
    expect(first.every((s) => !s.isSpac)).toBe(true);
    expect(randomPreset(pool, seq(42))).toEqual(first);
    expect(randomPreset(pool, seq(7))).not.toEqual(first);
  });

  it('returns what there is when fewer than 10 exist', () => {
    expect(randomPreset(pool.slice(0, 3), () => 0.999)).toHaveLength(3);
  });
});
