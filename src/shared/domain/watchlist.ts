import { messages } from '../messages';
import { DomainError } from './domain-error';
import { kstDate } from './market/calendar';

export const PRESET_SIZE = 10;

/** One change per Asia/Seoul calendar day; the first save is free. */
export function canChangeWatchlist({
  lastChangedAt,
  now,
}: {
  lastChangedAt: Date | null;
  now: Date;
}): boolean {
  return lastChangedAt === null || kstDate(lastChangedAt) !== kstDate(now);
}

export function assertCanChangeWatchlist(input: { lastChangedAt: Date | null; now: Date }): void {
  if (!canChangeWatchlist(input)) {
    throw new DomainError('WATCHLIST_CHANGE_LIMIT', messages.watchlistOncePerDay);
  }
}

export interface PresetCandidate {
  symbol: string;
  market: string;
  sector: string;
  marketCap: number;
  isPreferred: boolean;
  isSpac: boolean;
  /** Set when the replay's data of the stock ends before its last day (it stops trading then). */
  dataUntil?: string;
}

// Presets offer ordinary shares only: preferred shares and SPACs are not what a class studies.
// Nor a stock the replay stops pricing before its end: it would freeze for the rest of the term.
const commonStocks = <T extends PresetCandidate>(stocks: T[]) =>
  stocks.filter((s) => !s.isPreferred && !s.isSpac && s.dataUntil === undefined);

const byMarketCap = <T extends PresetCandidate>(stocks: T[]) =>
  [...stocks].sort((a, b) => b.marketCap - a.marketCap || a.symbol.localeCompare(b.symbol));

export function top10Preset<T extends PresetCandidate>(stocks: T[]): T[] {
  return byMarketCap(commonStocks(stocks)).slice(0, PRESET_SIZE);
}

const MAX_PER_SECTOR = 2;

/** The largest KOSPI stocks, at most two per sector, so the list spans the economy. */
export function kospiLeadersPreset<T extends PresetCandidate>(stocks: T[]): T[] {
  const perSector = new Map<string, number>();
  const picked: T[] = [];
  for (const stock of byMarketCap(commonStocks(stocks.filter((s) => s.market === 'KOSPI')))) {
    const count = perSector.get(stock.sector) ?? 0;
    if (count >= MAX_PER_SECTOR) continue;
    perSector.set(stock.sector, count + 1);
    picked.push(stock);
    if (picked.length === PRESET_SIZE) break;
  }
  return picked;
}

const KOSDAQ_POOL = 100;

/**
 * The best 20-trading-day return among the 100 largest KOSDAQ stocks. `return20d` gives a
 * stock's return, or undefined when it has too little history (those are left out).
 */
export function kosdaqPromisingPreset<T extends PresetCandidate>(
  stocks: T[],
  return20d: (stock: T) => number | undefined,
): T[] {
  const pool = byMarketCap(commonStocks(stocks.filter((s) => s.market === 'KOSDAQ')));
  return pool
    .slice(0, KOSDAQ_POOL)
    .map((stock) => ({ stock, value: return20d(stock) }))
    .filter((row): row is { stock: T; value: number } => row.value !== undefined)
    .sort((a, b) => b.value - a.value || a.stock.symbol.localeCompare(b.stock.symbol))
    .slice(0, PRESET_SIZE)
    .map((row) => row.stock);
}

/** 10 common stocks drawn without replacement; `random` returns [0, 1) like Math.random. */
export function randomPreset<T extends PresetCandidate>(stocks: T[], random: () => number): T[] {
  const pool = commonStocks(stocks);
  const count = Math.min(PRESET_SIZE, pool.length);
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
