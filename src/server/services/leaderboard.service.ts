import { kstInstant } from '../../shared/domain/market/calendar';
import { seriesMetrics } from '../../shared/domain/maths/analytics';
import { alignBenchmark } from '../../shared/domain/maths/benchmark';
import { rankByScore } from '../../shared/domain/portfolio/ranking';
import { periodStartDay } from '../../shared/domain/portfolio/returns';
import { DomainError } from '../../shared/domain/domain-error';
import { studentLeaderboard } from '../../shared/domain/portfolio/leaderboard-view';
import { leaderboardClosedMessage } from '../../shared/schemas/leaderboard';
import type { LeaderboardEntry, RankBy, TimeRange } from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { classesRepo } from '../db/repos/classes.repo';
import { leaderboardSettingsRepo } from '../db/repos/leaderboard-settings.repo';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import type { PriceStore } from '../market/price-store';
import type { Catalogue } from '../market/types';
import { kospiCloses } from './analytics.service';
import { periodFirstDay } from './portfolio.service';
import { historyPoints } from './value-history';
import type { AuthUser } from './authentication';
import { returnFor, valueAccounts } from './valuations';

/** A row as the service ranks it, before a student's view hides classmates' money. */
export type RankedEntry = LeaderboardEntry & { totalValue: number; totalProfitLoss: number };

export interface LeaderboardDeps {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  catalogue: Pick<Catalogue, 'indexBars'>;
}

/**
 * Every active student, ranked by the period's return (docs/decisions/0001-returns.md) or by a
 * risk-adjusted one: the Sharpe ratio of daily returns or Jensen's alpha against KOSPI.
 */
export function createLeaderboardService(deps: LeaderboardDeps) {
  const { db, clock } = deps;

  /** Every active student, or one class's (the projector). */
  function leaderboard(
    timeRange: TimeRange,
    classId?: number,
    rankBy: RankBy = 'return',
  ): RankedEntry[] {
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
    const kospi = kospiCloses(deps.catalogue);
    const rows = students.map((student) => {
      const value = values.get(student.id)!;
      const snapshot = snapshots.get(student.id) ?? null;
      const result = returnFor(value, timeRange, snapshot, now);
      const from = snapshot?.date ?? periodFirstDay(timeRange, now);
      const points = historyPoints(db, student.id, from, now, value.valuation);
      const risk = seriesMetrics({
        points,
        benchmark: alignBenchmark(points.length, kospi),
        periodReturn: result.explanation,
      });
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
          return: result.explanation,
          sharpe: figure('sharpe'),
          alpha: figure('alpha'),
        },
      };
    });
    const score = (row: (typeof rows)[number]) =>
      rankBy === 'return' ? row.totalProfitLossPercent : row.explanations[rankBy].value;
    return rankByScore(rows, score);
  }

  /**
   * GET /leaderboard: staff see every student; a student sees their class (the school when the
   * admin opened one board), as their teacher chose, or nothing when the teacher closed it.
   */
  function forViewer(viewer: AuthUser, timeRange: TimeRange, rankBy: RankBy): LeaderboardEntry[] {
    if (viewer.role === 'TEACHER' || viewer.role === 'ADMIN')
      return leaderboard(timeRange, undefined, rankBy);
    const klass = viewer.classId === null ? undefined : classesRepo.findById(db, viewer.classId);
    if (!klass?.leaderboardVisible)
      throw new DomainError('LEADERBOARD_CLOSED', leaderboardClosedMessage);
    const scope = leaderboardSettingsRepo.schoolWide(db) ? undefined : klass.id;
    return studentLeaderboard(
      leaderboard(timeRange, scope, rankBy),
      viewer.id,
      klass.leaderboardNames,
    );
  }

  return { leaderboard, forViewer };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
