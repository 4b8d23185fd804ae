import {
  explainHistogram,
  explainMean,
  explainQuantile,
  explainStdev,
  type ExplainedHistogram,
} from '../maths/distribution';
import type { Explained } from '../maths/explained';
import { percentFromRatio } from './percent';

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
  /** The distribution of the students' all-time returns, as ratios, each with its formula. */
  mean: Explained;
  median: Explained;
  stdev: Explained;
  quartiles: { q1: Explained; q2: Explained; q3: Explained };
  histogram: ExplainedHistogram;
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
  const ratios = returns.map((r) => r / 100);
  const mean = explainMean(ratios);
  const median = explainQuantile(ratios, 0.5);
  return {
    totalStudents: students.length,
    activeStudents: students.filter((s) => s.lastTradeAt !== null && s.lastTradeAt >= since).length,
    avgReturn: percentFromRatio(mean.value),
    bestReturn: returns.length > 0 ? Math.max(...returns) : 0,
    worstReturn: returns.length > 0 ? Math.min(...returns) : 0,
    mostTradedStocks: [...tradeCounts]
      .filter((stock) => stock.tradeCount > 0)
      .sort((a, b) => b.tradeCount - a.tradeCount || a.symbol.localeCompare(b.symbol))
      .slice(0, MOST_TRADED),
    mean,
    median,
    // The class is the whole population, not a sample of one: divide by n.
    stdev: explainStdev(ratios, false),
    quartiles: { q1: explainQuantile(ratios, 0.25), q2: median, q3: explainQuantile(ratios, 0.75) },
    histogram: explainHistogram(ratios),
  };
}
