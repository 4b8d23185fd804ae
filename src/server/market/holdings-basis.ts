import { roundToTick } from '../../shared/domain/market/tick-size';
import type { MarketDay } from './series';
import type { CorporateAction, IntradaySnapshot } from './types';

type Action = Pick<CorporateAction, 'symbol' | 'date' | 'previousClose' | 'basePrice'>;

/**
 * Puts a played day's prices on the basis the holdings are on (ADR 0018, 2026-11-29). Holdings
 * carry every corporate action applied through the marker; a day before one of those actions
 * (a restart that resumes before the marker, a rewind in 시장 설정) is played at its 수정주가:
 * each price scaled by base ÷ close of every applied action still ahead of it, on the tick grid.
 */
export function createHoldingsBasis(actions: Action[]) {
  const bySymbol = new Map<string, Action[]>();
  for (const action of actions)
    bySymbol.set(action.symbol, [...(bySymbol.get(action.symbol) ?? []), action]);

  /** base ÷ close over the actions after `date` and through `basis`; 1 when none. */
  function factor(symbol: string, date: string, basis: string | undefined): number {
    if (basis === undefined || date >= basis) return 1;
    return (bySymbol.get(symbol) ?? [])
      .filter((action) => action.date > date && action.date <= basis)
      .reduce((product, action) => (product * action.basePrice) / action.previousClose, 1);
  }

  const scale = (price: number, by: number) =>
    price > 0 ? roundToTick(Math.round(price * by), 'nearest') : price;

  return {
    factor,
    day(symbol: string, day: MarketDay, basis: string | undefined): MarketDay {
      const by = factor(symbol, day.date, basis);
      if (by === 1) return day;
      return {
        ...day,
        open: scale(day.open, by),
        high: scale(day.high, by),
        low: scale(day.low, by),
        close: scale(day.close, by),
        previousClose: scale(day.previousClose, by),
      };
    },
    snapshots(
      symbol: string,
      date: string,
      snapshots: IntradaySnapshot[],
      basis: string | undefined,
    ): IntradaySnapshot[] {
      const by = factor(symbol, date, basis);
      if (by === 1) return snapshots;
      return snapshots.map((s) => ({
        ...s,
        price: scale(s.price, by),
        high: scale(s.high, by),
        low: scale(s.low, by),
      }));
    },
  };
}

export type HoldingsBasis = ReturnType<typeof createHoldingsBasis>;
