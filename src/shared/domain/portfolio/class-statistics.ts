import { roundPercent } from './percent';

export interface StudentReturn {
  returnPercent: number;
  /** Epoch ms of the student's latest trade; null if none. */
  lastTradeAt: number | null;
}

export interface StockTradeCount {
  symbol: string;
  name: string;
  tradeCount: number;
}

export interface ClassStatistics {
  totalStudents: number;
  activeStudents: number;
  avgReturn: number;
  bestReturn: number;
  worstReturn: number;
  mostTradedStocks: StockTradeCount[];
}

const ACTIVE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const MOST_TRADED = 5;

/** A student is active when they traded in the 7 days before `now`. */
export function classStatistics({
  students,
  tradeCounts,
  now,
}: {
  students: StudentReturn[];
  tradeCounts: StockTradeCount[];
  now: Date;
}): ClassStatistics {
  const returns = students.map((s) => s.returnPercent);
  const since = now.getTime() - ACTIVE_WINDOW_MS;
  const sum = returns.reduce((total, r) => total + r, 0);
  return {
    totalStudents: students.length,
    activeStudents: students.filter((s) => s.lastTradeAt !== null && s.lastTradeAt >= since).length,
    avgReturn: returns.length > 0 ? roundPercent(sum / returns.length) : 0,
    bestReturn: returns.length > 0 ? Math.max(...returns) : 0,
    worstReturn: returns.length > 0 ? Math.min(...returns) : 0,
    mostTradedStocks: [...tradeCounts]
      .filter((stock) => stock.tradeCount > 0)
      .sort((a, b) => b.tradeCount - a.tradeCount || a.symbol.localeCompare(b.symbol))
      .slice(0, MOST_TRADED),
  };
}
