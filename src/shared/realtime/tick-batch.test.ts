import { describe, expect, it } from 'vitest';
import type { Quote } from '../schemas/market';
import { packTicks, unpackTicks, type TickBatch } from './tick-batch';

const replay = { provider: 'replay', label: '과거 시세 재생 · 2026-03-20', stale: false } as const;

function quote(symbol: string, price: number, source: Quote['source'] = replay): Quote {
  return {
    symbol,
    price,
    previousClose: 70_000,
    open: 69_500,
    high: 71_200,
    low: 69_100,
    volume: 1_234_567,
    change: price - 70_000,
    changePercent: ((price - 70_000) / 70_000) * 100,
    updatedAt: 1_774_000_000_123,
    source,
  };
}

describe('tick batches', () => {
  it('unpacks to exactly the ticks the per-symbol event carries', () => {
    const quotes = [
      quote('005930', 70_700),
      quote('000660', 69_300, { provider: 'naver', label: '실시간 · 네이버', stale: true }),
      quote('0126Z0', 70_000),
    ];
    const ticks = unpackTicks(packTicks(quotes, 1_774_000_000_456));
    expect(ticks).toEqual(quotes.map((q) => ({ ...q, serverTime: 1_774_000_000_456 })));
  });

  it('packs ticks sent as JSON into arrays, each source once', () => {
    const batch = packTicks(
      [quote('005930', 70_700), quote('000660', 69_300), quote('035420', 71_000)],
      5,
    );
    const sent = JSON.parse(JSON.stringify(batch)) as TickBatch;
    expect(sent[1]).toEqual([['replay', replay.label, false]]);
    expect(sent[2].every((row) => Array.isArray(row) && row[10] === 0)).toBe(true);
    expect(packTicks(unpackTicks(sent), sent[0])).toEqual(batch);
  });

  it('packs nothing into an empty batch', () => {
    expect(unpackTicks(packTicks([], 1))).toEqual([]);
  });
});
