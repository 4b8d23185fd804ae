import { kstInstant } from '../../shared/domain/market/calendar';
import { seriesMetrics } from '../../shared/domain/maths/analytics';
import { rankByScore } from '../../shared/domain/portfolio/ranking';
import { periodStartDay } from '../../shared/domain/portfolio/returns';
import type { LeaderboardEntry, RankBy, TimeRange } from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import type { PriceStore } from '../market/price-store';
import type { MarketFeed } from '../market/types';
import { periodFirstDay } from './portfolio.service';
import { historyPoints } from './value-history';
import { returnFor, valueAccounts } from './valuations';

export interface LeaderboardDeps {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  market: Pick<MarketFeed, 'marketMoment'>;
}

/**
 * Every active student, ranked by the period's return (docs/decisions/0001-returns.md) or by a
 * risk-adjusted one: the Sharpe ratio of daily returns or Jensen's alpha against KOSPI.
 */
export function createLeaderboardService(deps: LeaderboardDeps) {
  const { db, clock } = deps;
  return {
    /** Every active student, or one class's (the projector). */
    leaderboard(
      timeRange: TimeRange,
      classId?: number,
      rankBy: RankBy = 'return',
    ): LeaderboardEntry[] {
      const now = clock.now();
      const students = accountsRepo.students(db, classId);
      const ids = students.map((s) => s.id);
      const values = valueAccounts(deps, students, now);
      const startDay = timeRange === 'all' ? null : periodStartDay(timeRange, now);
      const snapshots = startDay
        ? snapshotsRepo.latestBefore(db, startDay, classId === undefined ? undefined : ids)
        : new Map();
      const since = startDay ? new Date(kstInstant(startDay, 0)) : undefined;
      const tradeCounts = tradesRepo.countsByUser(db, ids, since);
      const moment = deps.market.marketMoment();
      const rows = students.map((student) => {
        const value = values.get(student.id)!;
        const snapshot = snapshots.get(student.id) ?? null;
        const result = returnFor(value, timeRange, snapshot, now);
        const from = snapshot?.date ?? periodFirstDay(timeRange, now);
        const live = { ...value.valuation, moment };
        const points = historyPoints(db, student.id, from, now, live);
        const risk = seriesMetrics({ points, periodReturn: result.explanation });
        const figure = (key: string) => risk.metrics.find((m) => m.key === key)!;
        return {
          userId: student.id,
          userName: student.name,
          className: student.className,
          totalValue: value.valuation.totalValue,
          totalProfitLoss: result.profitLoss,
          totalProfitLossPercent: result.returnPercent,
          holdingsCount: value.valuation.holdings.length,
          transactionCount: tradeCounts.get(student.id) ?? 0,
          explanations: {
            return: figure('moneyWeightedReturn'),
            timeWeightedReturn: figure('timeWeightedReturn'),
            sharpe: figure('sharpe'),
            alpha: figure('alpha'),
          },
        };
      });
      const score = (row: (typeof rows)[number]) =>
        rankBy === 'return' ? row.totalProfitLossPercent : row.explanations[rankBy].value;
      return rankByScore(rows, score);
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
