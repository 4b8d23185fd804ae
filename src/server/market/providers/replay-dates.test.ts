import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { buildCatalogue, businessDays, syntheticBars } from '../../testing/test-catalogue';
import { createPriceStore } from '../price-store';
import { createReplayProvider, realTradingDates } from './replay';

// 03-26 … 04-02 on KOSPI. In the data: 03-27 and 04-01 have no stock at all (Yahoo's rows were
// not final), 03-31 only one stock of four (as 06-10: 173 of ~1,550), and 삼성전자 alone
// is left out on 03-30.
const kospiDays = businessDays('2026-03-26', '2026-04-02');
const gaps = new Set(['2026-03-27', '2026-04-01']);
const stockDays = kospiDays.filter((date) => !gaps.has(date));
const without = (dates: string[], left: string[]) => dates.filter((d) => !left.includes(d));

function catalogue() {
  const stock = (symbol: string, marketCap: number, dates: string[]) => ({
    symbol,
    name: `종목${symbol}`,
    market: 'KOSPI' as const,
    marketCap,
    segments: [syntheticBars(symbol, dates, 50_000)],
  });
  return buildCatalogue(
    [
      stock('005930', 4, without(stockDays, ['2026-03-30', '2026-03-31'])),
      stock('000660', 3, stockDays),
      stock('005380', 2, without(stockDays, ['2026-03-31'])),
      stock('035420', 1, without(stockDays, ['2026-03-31'])),
    ],
    syntheticBars('KOSPI', kospiDays, 5_000),
  );
}

describe('the days a replay plays', () => {
  it('skips the days on which (almost) the whole market has no data, keeps a single resting stock', () => {
    expect(realTradingDates(catalogue())).toEqual(['2026-03-26', '2026-03-30', '2026-04-02']);
  });

  it('goes from 03-26 straight to 03-30 at 빠르게, never resting a day on 03-27', () => {
    const engine = createReplayProvider({
      catalogue: catalogue(),
      prices: createPriceStore(),
      seed: 1,
      dayMinutes: 5,
      clock: fixedClock('2026-11-29T01:00:00Z'),
      startDate: '2026-03-26',
    });
    expect(engine.position().date).toBe('2026-03-26');
    engine.step(5 * 60_000 + 1000);
    expect(engine.position().date).toBe('2026-03-30');
  });
});
