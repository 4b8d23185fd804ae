import { kstDate, kstInstant } from '../../shared/domain/market/calendar';
import { seriesMetrics } from '../../shared/domain/maths/analytics';
import { rankByScore } from '../../shared/domain/portfolio/ranking';
import { percentOrNull } from '../../shared/domain/portfolio/percent';
import { periodStartDay } from '../../shared/domain/portfolio/returns';
import { DomainError } from '../../shared/domain/domain-error';
import { studentLeaderboard } from '../../shared/domain/portfolio/leaderboard-view';
import { leaderboardClosedMessage } from '../../shared/schemas/leaderboard';
import { semesterMessages } from '../../shared/schemas/semester';
import type { LeaderboardEntry, RankBy, TimeRange } from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { classesRepo } from '../db/repos/classes.repo';
import { leaderboardSettingsRepo } from '../db/repos/leaderboard-settings.repo';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import { databaseStamp } from '../db/while-unchanged';
import type { PriceStore } from '../market/price-store';
import type { MarketFeed } from '../market/types';
import { createCoalesced } from './coalesced';
import { createRateLimiter, takeAll } from './rate-limiter';
import { periodFirstDay } from './portfolio.service';
import { historyPoints } from './value-history';
import type { AuthUser } from './authentication';
import { openingDeposit, returnFor, valueAccounts } from './valuations';

/** A row as the service ranks it, before a student's view hides classmates' money. */
export type RankedEntry = LeaderboardEntry & { totalValue: number; totalProfitLoss: number };

export interface LeaderboardDeps {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  market: Pick<MarketFeed, 'marketMoment'>;
  /** How long a changed board may be served as it was (0: recomputed at the next ask). */
  leaderboardRefreshMs?: number;
}

// A person reads the board, a script polls it: a screen asks again on a period change.
export const LEADERBOARD_LIMIT = { limit: 30, windowMs: 60_000 };

/**
 * Every active student, ranked by the period's time-weighted return (docs/decisions/0001-returns.md)
 * or by a risk-adjusted one: the Sharpe ratio of daily returns or Jensen's alpha against KOSPI.
 */
export function createLeaderboardService(deps: LeaderboardDeps) {
  const { db, clock } = deps;
  const perUser = createRateLimiter({ clock, ...LEADERBOARD_LIMIT });
  let priceMoves = 0;
  deps.prices.onQuotes(() => {
    priceMoves += 1;
  });
  // Valuing a school holds the event loop for a fifth of a second at 2,700 students: it runs once
  // per change of trades, snapshots or prices, never once per ask, and the school's board at most
  // once per refresh. A class's 30 students cost little, and its projector shows a trade's new
  // standings at once.
  const coalesced = (refreshMs: number) =>
    createCoalesced({
      compute: (key) => {
        const [timeRange, classId, rankBy] = JSON.parse(key) as [TimeRange, number | null, RankBy];
        return compute(timeRange, classId ?? undefined, rankBy);
      },
      version: () => `${databaseStamp(db)}:${priceMoves}:${kstDate(clock.now())}`,
      refreshMs,
    });
  const schoolBoards = coalesced(deps.leaderboardRefreshMs ?? 0);
  const classBoards = coalesced(0);
  /** Every active student, or one class's (the projector). */
  const leaderboard = (
    timeRange: TimeRange,
    classId?: number,
    rankBy: RankBy = 'return',
  ): RankedEntry[] =>
    (classId === undefined ? schoolBoards : classBoards).get(
      JSON.stringify([timeRange, classId ?? null, rankBy]),
    );

  function compute(
    timeRange: TimeRange,
    classId: number | undefined,
    rankBy: RankBy,
  ): RankedEntry[] {
    const now = clock.now();
    // An ended class (종료) keeps its record but leaves the live rankings, its projector's too.
    const students = accountsRepo.students(db, classId).filter((s) => s.classEndedAt === null);
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
      const risk = seriesMetrics({
        points,
        periodReturn: result.explanation,
        openingDeposit: openingDeposit(value, snapshot),
      });
      const figure = (key: string) => risk.metrics.find((m) => m.key === key)!;
      return {
        userId: student.id,
        userName: student.name,
        userNumber: student.number,
        className: student.className,
        totalValue: value.valuation.totalValue,
        totalProfitLoss: result.profitLoss,
        totalProfitLossPercent: result.returnPercent,
        timeWeightedReturn: percentOrNull(figure('timeWeightedReturn').value),
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
    // A teacher's deposit is not a gain: the plain board ranks the time-weighted return (issue 24).
    const score = (row: (typeof rows)[number]) =>
      rankBy === 'return' ? row.timeWeightedReturn : row.explanations[rankBy].value;
    return rankByScore(rows, score);
  }

  /**
   * GET /leaderboard, within the asker's rate limit (429 with Retry-After): staff see every
   * student; a student sees their class (the school when the admin opened one board), as their
   * teacher chose, or nothing when the teacher closed it.
   */
  function forViewer(viewer: AuthUser, timeRange: TimeRange, rankBy: RankBy): LeaderboardEntry[] {
    takeAll([perUser, String(viewer.id)]);
    if (viewer.role === 'TEACHER' || viewer.role === 'ADMIN')
      return leaderboard(timeRange, undefined, rankBy);
    const klass = viewer.classId === null ? undefined : classesRepo.findById(db, viewer.classId);
    if (klass?.endedAt)
      throw new DomainError('LEADERBOARD_CLOSED', semesterMessages.leaderboardEnded);
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
