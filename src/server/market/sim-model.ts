import { priceLimits } from '../../shared/domain/market/price-limits';
import { roundToTick } from '../../shared/domain/market/tick-size';
import type { DailyBar, Market } from '../../shared/schemas/market';
import type { Catalogue } from './types';
import { gaussian, seeded } from './random';

/** Per-stock parameters of the random walk, estimated from its real daily history. */
export interface Calibration {
  /** Daily log-return standard deviation. */
  sigma: number;
  /** Sensitivity to the market factor (KOSPI for KOSPI stocks, KOSDAQ for the rest). */
  beta: number;
  /** Daily standard deviation of the part not explained by the market. */
  idiosyncratic: number;
  marketSigma: number;
  index: 'KOSPI' | 'KOSDAQ';
  averageVolume: number;
}

const RECENT_RETURNS = 60;
const FALLBACK_SIGMA = 0.025;

// Log returns inside each continuous segment only: a return across a data gap is not a day's move.
function returnsByDate(segments: DailyBar[][]): Map<string, number> {
  const out = new Map<string, number>();
  for (const segment of segments)
    for (let i = 1; i < segment.length; i++) {
      const previous = segment[i - 1];
      const bar = segment[i];
      if (previous && bar && previous.close > 0 && bar.close > 0)
        out.set(bar.date, Math.log(bar.close / previous.close));
    }
  return new Map([...out].slice(-RECENT_RETURNS));
}

function stdev(values: number[]): number {
  if (values.length < 5) return FALLBACK_SIGMA;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
}

function indexOf(market: Market): 'KOSPI' | 'KOSDAQ' {
  return market === 'KOSPI' ? 'KOSPI' : 'KOSDAQ';
}

export function calibrate(catalogue: Catalogue, symbol: string, market: Market): Calibration {
  const index = indexOf(market);
  const segments = catalogue.dailySegments(symbol);
  const stock = returnsByDate(segments);
  const indexReturns = returnsByDate([catalogue.indexBars(index)]);
  const sigma = Math.min(0.08, Math.max(0.005, stdev([...stock.values()])));
  const marketSigma = Math.min(0.04, Math.max(0.003, stdev([...indexReturns.values()])));
  const pairs = [...stock].flatMap(([date, r]) => {
    const m = indexReturns.get(date);
    return m === undefined ? [] : [[r, m] as const];
  });
  let beta = 1;
  if (pairs.length >= 5) {
    const covariance = pairs.reduce((a, [r, m]) => a + r * m, 0) / pairs.length;
    const variance = pairs.reduce((a, [, m]) => a + m * m, 0) / pairs.length;
    beta = Math.min(2, Math.max(0, covariance / variance));
  }
  const explained = (beta * marketSigma) ** 2;
  const idiosyncratic = Math.sqrt(Math.max(sigma ** 2 - explained, (0.3 * sigma) ** 2));
  const recent = segments.flat().slice(-20);
  const averageVolume = recent.reduce((a, bar) => a + bar.volume, 0) / Math.max(1, recent.length);
  return { sigma, beta, idiosyncratic, marketSigma, index, averageVolume };
}

/** The shared market factor of one day: every stock of the index sees the same draw. */
export function marketReturn(seed: number, index: string, date: string, sigma: number): number {
  return sigma * gaussian(seeded(seed, 'market', index, date));
}

/**
 * A synthetic daily bar continuing from the previous close: close from the factor model, a
 * small opening gap, high and low beyond them, all on the tick grid and inside the ±limits.
 */
export function syntheticBar(input: {
  seed: number;
  symbol: string;
  market: Market;
  date: string;
  previousClose: number;
  calibration: Calibration;
}): DailyBar {
  const { seed, symbol, date, previousClose: previous, calibration: c } = input;
  const random = seeded(seed, symbol, date);
  const limits = priceLimits(previous, input.market);
  const onGrid = (value: number, rounding: 'up' | 'down' | 'nearest') =>
    Math.min(limits.upper, Math.max(limits.lower, roundToTick(value, rounding)));
  const m = marketReturn(seed, c.index, date, c.marketSigma);
  const close = onGrid(
    previous * Math.exp(c.beta * m + c.idiosyncratic * gaussian(random)),
    'nearest',
  );
  const open = onGrid(previous * Math.exp(0.3 * c.sigma * gaussian(random)), 'nearest');
  const wick = () => Math.abs(gaussian(random)) * 0.4 * c.sigma;
  const high = onGrid(Math.max(open, close) * Math.exp(wick()), 'down');
  const low = onGrid(Math.min(open, close) * Math.exp(-wick()), 'up');
  const volume = Math.round(c.averageVolume * Math.exp(0.35 * gaussian(random) - 0.06));
  return {
    date,
    open,
    high: Math.max(high, open, close),
    low: Math.min(low, open, close),
    close,
    volume,
  };
}
