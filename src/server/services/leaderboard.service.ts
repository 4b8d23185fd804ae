import { kstInstant } from '../../shared/domain/market/calendar';
import { rankByReturn } from '../../shared/domain/portfolio/ranking';
import { periodStartDay } from '../../shared/domain/portfolio/returns';
import type { LeaderboardEntry, TimeRange } from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import type { PriceStore } from '../market/price-store';
import { returnFor, valueAccounts } from './valuations';

/** Every active student, ranked by the period's return (docs/decisions/0001-returns.md). */
export function createLeaderboardService(deps: { db: Db; prices: PriceStore; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Every active student, or one class's (the projector). */
    leaderboard(timeRange: TimeRange, classId?: number): LeaderboardEntry[] {
      const now = clock.now();
      const students = accountsRepo.students(db, classId);
      const ids = students.map((s) => s.id);
      const values = valueAccounts(deps, students, now);
      const startDay = timeRange === 'all' ? null : periodStartDay(timeRange, now);
      const snapshots = startDay ? snapshotsRepo.latestBefore(db, startDay) : new Map();
      const since = startDay ? new Date(kstInstant(startDay, 0)) : undefined;
      const tradeCounts = tradesRepo.countsByUser(db, ids, since);
      const rows = students.map((student) => {
        const value = values.get(student.id)!;
        const result = returnFor(value, timeRange, snapshots.get(student.id) ?? null, now);
        return {
          userId: student.id,
          userName: student.name,
          className: student.className,
          totalValue: value.valuation.totalValue,
          totalProfitLoss: result.profitLoss,
          totalProfitLossPercent: result.returnPercent,
          returnPercent: result.returnPercent,
          holdingsCount: value.valuation.holdings.length,
          transactionCount: tradeCounts.get(student.id) ?? 0,
        };
      });
      return rankByReturn(rows).map(({ returnPercent: _, ...entry }) => entry);
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
