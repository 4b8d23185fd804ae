import { kstDate, kstInstant } from '../../shared/domain/market/calendar';
import { rankingMetrics } from '../../shared/domain/maths/analytics';
import type { ChainMemo } from '../../shared/domain/maths/two-returns';
import { rankByScore } from '../../shared/domain/portfolio/ranking';
import { percentOrNull } from '../../shared/domain/portfolio/percent';
import { periodStartDay } from '../../shared/domain/portfolio/returns';
import { DomainError } from '../../shared/domain/domain-error';
import {
  studentLeaderboard,
  type ClassedEntry,
} from '../../shared/domain/portfolio/leaderboard-view';
import { leaderboardClosedMessage } from '../../shared/schemas/leaderboard';
import { semesterMessages } from '../../shared/schemas/semester';
import type { Snapshot } from '../../shared/domain/portfolio/returns';
import type { LeaderboardEntry, RankBy, TimeRange, ValuePoint } from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { classesRepo } from '../db/repos/classes.repo';
import { leaderboardSettingsRepo } from '../db/repos/leaderboard-settings.repo';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import { classStamp, watchClassChanges } from '../db/class-changes';
import { databaseStamp } from '../db/while-unchanged';
import type { PriceStore } from '../market/price-store';
import type { MarketFeed } from '../market/types';
import { createCoalesced } from '../util/coalesced';
import { createRateLimiter, takeAll } from '../util/rate-limiter';
import { periodFirstDay } from './portfolio.service';
import { dailyCloses, withLivePoint } from './valuation/value-history';
import type { AuthUser } from './accounts/authentication';
import {
  openingDeposit,
  readValuationInputs,
  returnFor,
  valueAtPrices,
  type ValuationInputs,
} from './valuation/valuations';

/** A row as the service ranks it, before a student's view hides other students' money. */
export type RankedEntry = ClassedEntry & {
  totalValue: number;
  totalProfitLoss: number;
  explanations: Required<NonNullable<LeaderboardEntry['explanations']>>;
};

export interface LeaderboardDeps {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  market: Pick<MarketFeed, 'marketMoment'>;
  /** How long a changed school board may be served as it was (0: recomputed at the next ask). */
  leaderboardRefreshMs?: number;
}

// A person reads the board, a script polls it: a screen asks again on a period change.
export const LEADERBOARD_LIMIT = { limit: 30, windowMs: 60_000 };

// A teacher's deposit is not a gain: the plain board ranks the time-weighted return (ADR 0028).
const scoreOf = (rankBy: RankBy) => (row: Omit<RankedEntry, 'rank'>) =>
  rankBy === 'return' ? row.timeWeightedReturn : row.explanations[rankBy].value;

interface ClassRead {
  inputs: ValuationInputs;
  /** Each student's close the period starts from (none for all time). */
  starts: Map<number, Snapshot>;
  closes: Map<number, ValuePoint[]>;
  tradeCounts: Map<number, number>;
}

type BoardKey = [timeRange: TimeRange, classId: number | null, rankBy: RankBy];

/**
 * Every active student, ranked by the period's time-weighted return (docs/decisions/0001-returns.md)
 * or by a risk-adjusted one: the Sharpe ratio of daily returns or Jensen's alpha against KOSPI.
 */
export function createLeaderboardService(deps: LeaderboardDeps) {
  const { db, clock } = deps;
  const perUser = createRateLimiter({ clock, ...LEADERBOARD_LIMIT });
  watchClassChanges(db);
  // Valuing a class's 30 students costs a few milliseconds; the school's 2,700 a fifth of a
  // second. So a class's board is valued once per change of what it reads (its own students'
  // writes, the prices of the stocks they hold, the market's moment, the day), and the school's
  // is the class boards merged and ranked again: a trade values one class, not the school.
  const heldBy = new Map<string, string[]>();
  // A write to the class or a new day is shown at the next ask; price moves (every tick during
  // trading) at most once per refresh: 20 students asking without pause would otherwise value
  // their classes again on every ask (ADR 0034).
  const classWrites = (key: string, moment = deps.market.marketMoment()) => {
    const [, classId] = JSON.parse(key) as BoardKey;
    return `${classStamp(db, classId)}:${kstDate(clock.now())}:${moment.marketDate}`;
  };
  const classVersion = (key: string) => {
    const moment = deps.market.marketMoment();
    const held = (heldBy.get(key) ?? []).map((symbol) => deps.prices.get(symbol)?.price);
    return `${classWrites(key, moment)}:${moment.kospi}:${held}`;
  };
  const classBoards = createCoalesced({
    compute: (key) => computeClass(key),
    version: classVersion,
    pressing: (key) => classWrites(key),
    refreshMs: deps.leaderboardRefreshMs ?? 0,
  });
  const classBoard = (timeRange: TimeRange, classId: number | null, rankBy: RankBy) =>
    classBoards.get(JSON.stringify([timeRange, classId, rankBy] satisfies BoardKey));
  const classKeys = (timeRange: TimeRange, rankBy: RankBy) =>
    accountsRepo
      .classesOfStudents(db)
      .map((classId) => JSON.stringify([timeRange, classId, rankBy] satisfies BoardKey));
  // The school's board is asked far more often than it changes, and checking each of 90 class
  // versions per ask cost more than the answer: it is checked against anything that could move a
  // class board (a write, a batch of quotes, the moment, the day), and merged again only from
  // class boards that did change.
  // Counted by `quotesArrived`, which whoever builds the service hears the market with.
  let quoteBatches = 0;
  const merged = new Map<string, { parts: RankedEntry[][]; board: RankedEntry[] }>();
  // Within its refresh a changed school board is served as it was and merged again once.
  const schoolBoards = createCoalesced({
    compute: (key) => {
      const [timeRange, , rankBy] = JSON.parse(key) as BoardKey;
      const parts = classKeys(timeRange, rankBy).map((classKey) => classBoards.get(classKey));
      const last = merged.get(key);
      // The same object as before when no class board changed: its bytes are already made.
      if (last?.parts.length === parts.length && parts.every((part, i) => part === last.parts[i]))
        return last.board;
      const board = rankByScore(parts.flat(), scoreOf(rankBy));
      merged.set(key, { parts, board });
      return board;
    },
    version: () => {
      const { marketDate, kospi } = deps.market.marketMoment();
      return `${databaseStamp(db)}:${quoteBatches}:${kstDate(clock.now())}:${marketDate}:${kospi}`;
    },
    refreshMs: deps.leaderboardRefreshMs ?? 0,
  });

  /** Every active student, or one class's (the projector). */
  const leaderboard = (
    timeRange: TimeRange,
    classId?: number,
    rankBy: RankBy = 'return',
  ): RankedEntry[] =>
    classId === undefined
      ? schoolBoards.get(JSON.stringify([timeRange, null, rankBy] satisfies BoardKey))
      : classBoard(timeRange, classId, rankBy);

  function computeClass(key: string): RankedEntry[] {
    const [timeRange, classId, rankBy] = JSON.parse(key) as BoardKey;
    const rows = computeRows(timeRange, classId);
    heldBy.set(key, [...new Set(rows.flatMap((row) => row.held))]);
    return rankByScore(
      rows.map(({ held: _, ...row }) => row),
      scoreOf(rankBy),
    );
  }

  // What a class's rows read from the database, kept until a write touches the class or the day
  // turns: a price move values the class again without reading it again.
  const reads = new Map<string, { stamp: string; read: ClassRead }>();
  function readClass(timeRange: TimeRange, classId: number | null, now: Date): ClassRead {
    const key = `${timeRange}:${classId}`;
    const stamp = `${classStamp(db, classId)}:${kstDate(now)}`;
    const known = reads.get(key);
    if (known?.stamp === stamp) return known.read;
    const read = readClassNow(timeRange, classId, now);
    reads.set(key, { stamp, read });
    return read;
  }

  function readClassNow(timeRange: TimeRange, classId: number | null, now: Date) {
    // An ended class (종료) keeps its record but leaves the live rankings, its projector's too.
    const students = accountsRepo
      .studentsOfClass(db, classId)
      .filter((s) => s.classEndedAt === null);
    const ids = students.map((s) => s.id);
    const startDay = timeRange === 'all' ? null : periodStartDay(timeRange, now);
    const starts: Map<number, Snapshot> = startDay
      ? snapshotsRepo.latestBefore(db, startDay, ids)
      : new Map();
    const since = startDay ? new Date(kstInstant(startDay, 0)) : undefined;
    const closes = new Map(
      students.map((student) => {
        const from = starts.get(student.id)?.date ?? periodFirstDay(timeRange, now);
        return [student.id, dailyCloses(db, student.id, from, now)];
      }),
    );
    return {
      inputs: readValuationInputs(db, students, now),
      starts,
      closes,
      tradeCounts: tradesRepo.countsByUser(db, ids, since),
    };
  }

  // Each student's last written chains per period: a price move rewrites only their last step.
  const chainsOf = new Map<string, { timeWeighted: ChainMemo; compared: ChainMemo }>();
  const chains = (timeRange: TimeRange, userId: number) => {
    const key = `${timeRange}:${userId}`;
    let memo = chainsOf.get(key);
    if (!memo) {
      memo = { timeWeighted: {}, compared: {} };
      chainsOf.set(key, memo);
    }
    return memo;
  };

  /** One class's rows, unranked, each with the stocks its value read the prices of. */
  function computeRows(timeRange: TimeRange, classId: number | null) {
    const now = clock.now();
    const { inputs, starts, closes, tradeCounts } = readClass(timeRange, classId, now);
    const values = valueAtPrices(deps.prices, inputs);
    const moment = deps.market.marketMoment();
    return inputs.accounts.map((student) => {
      const value = values.get(student.id)!;
      const snapshot = starts.get(student.id) ?? null;
      const result = returnFor(value, timeRange, snapshot, now);
      const live = { ...value.valuation, moment };
      const points = withLivePoint(closes.get(student.id)!, now, live);
      const figures = rankingMetrics({
        points,
        periodReturn: result.explanation,
        openingDeposit: openingDeposit(value, snapshot),
        chains: chains(timeRange, student.id),
      });
      return {
        held: value.valuation.holdings.map((holding) => holding.symbol),
        classId: student.classId,
        userId: student.id,
        userName: student.name,
        userNumber: student.number,
        className: student.className,
        totalValue: value.valuation.totalValue,
        totalProfitLoss: result.profitLoss,
        totalProfitLossPercent: result.returnPercent,
        timeWeightedReturn: percentOrNull(figures.timeWeightedReturn.value),
        holdingsCount: value.valuation.holdings.length,
        transactionCount: tradeCounts.get(student.id) ?? 0,
        explanations: {
          return: figures.moneyWeightedReturn,
          timeWeightedReturn: figures.timeWeightedReturn,
          sharpe: figures.sharpe,
          alpha: figures.alpha,
        },
      };
    });
  }

  /**
   * GET /leaderboard, within the asker's rate limit (429 with Retry-After): staff see every
   * student but a 중학교 class's (those are on its own board only: its projector, its teacher's
   * class page and its students' leaderboard); a student sees their class (the school when the admin opened one board), as their
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
    const viewing = { id: viewer.id, classId: klass.id };
    // A 중학교 class is on no board beyond its own (docs/decisions/0043), so its students see theirs.
    if (klass.middleSchool || !leaderboardSettingsRepo.schoolWide(db))
      return studentLeaderboard(
        leaderboard(timeRange, klass.id, rankBy),
        viewing,
        () => klass.leaderboardNames,
      );
    // The admin's one board shows each class's students as their own teacher chose (docs/product/classes.md#leaderboard).
    const namesByClass = leaderboardSettingsRepo.rowNamesByClass(db);
    return studentLeaderboard(leaderboard(timeRange, undefined, rankBy), viewing, (classId) =>
      classId === null ? 'HIDDEN' : (namesByClass.get(classId) ?? 'HIDDEN'),
    );
  }

  return {
    leaderboard,
    forViewer,
    /** A batch of quotes may have moved any class board. */
    quotesArrived() {
      quoteBatches += 1;
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
