import { DomainError } from '../../shared/domain/domain-error';
import { kstDate, kstInstant } from '../../shared/domain/market/calendar';
import { buildAnalytics } from '../../shared/domain/maths/analytics';
import { buildLessons } from '../../shared/domain/maths/lessons';
import { periodStartDay } from '../../shared/domain/portfolio/returns';
import { messages } from '../../shared/messages';
import type { Analytics } from '../../shared/schemas/analytics';
import type { TimeRange, ValuePoint } from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { analyticsRepo } from '../db/repos/analytics.repo';
import { classRulesRepo, type ParsedRules } from '../db/repos/class-rules.repo';
import { regularDepositsRepo } from '../db/repos/regular-deposits.repo';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import type { AuthUser } from './accounts/authentication';
import type { PriceStore } from '../market/price-store';
import type { MarketFeed } from '../market/types';
import { createPortfolioService } from './portfolio.service';
import { findManagedStudent } from './classes/class-access';
import {
  depositsAfterClose,
  openingDeposit,
  returnFor,
  valueAccounts,
} from './valuation/valuations';

export interface AnalyticsDeps {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  /** The market moment of today's live point (docs/decisions/0013-analytics-benchmark.md). */
  market: Pick<MarketFeed, 'marketMoment'>;
  parsedRules: ParsedRules;
}

/** A student's figures with their explanations; a teacher reads only their own students'. */
export function createAnalyticsService(deps: AnalyticsDeps) {
  const { db, clock } = deps;
  const portfolio = createPortfolioService(deps);

  function startSnapshot(userId: number, period: TimeRange, now: Date) {
    if (period === 'all') return null;
    return (
      snapshotsRepo.latestBefore(db, periodStartDay(period, now), [userId]).get(userId) ?? null
    );
  }

  function analyticsOf(userId: number, period: TimeRange): Analytics {
    const now = clock.now();
    const account = accountsRepo.find(db, userId);
    if (!account) throw new DomainError('USER_NOT_FOUND', messages.userNotFound);
    const value = valueAccounts(deps, [account], now).get(userId)!;
    const previous = snapshotsRepo.latestBefore(db, kstDate(now), [userId]).get(userId);
    const startClose = startSnapshot(userId, period, now);
    const periodReturn = returnFor(value, period, startClose, now);
    const points = portfolio.valueHistory(userId, period);
    const sectors = analyticsRepo.sectors(
      db,
      value.valuation.holdings.map((h) => h.symbol),
    );
    const built = buildAnalytics({
      cash: value.valuation.cash,
      holdings: value.valuation.holdings.map((h) => ({
        ...h,
        sector: sectors.get(h.symbol) ?? '기타',
      })),
      deposits: value.deposits,
      dayBase: {
        previousClose: previous?.totalValue ?? null,
        depositsSince: previous ? depositsAfterClose(value.deposits, previous) : 0,
      },
      periodReturn: periodReturn.explanation,
      points,
      openingDeposit: openingDeposit(value, startClose),
      fills: analyticsRepo.fills(db, userId),
      since: period === 'all' ? null : kstInstant(periodStartDay(period, now), 0),
    });
    const history = () => (period === 'all' ? points : portfolio.valueHistory(userId, 'all'));
    return { period, ...built, lessons: lessonsOf(account, built, points, history) };
  }

  function lessonsOf(
    account: { id: number; classId: number | null },
    built: ReturnType<typeof buildAnalytics>,
    points: ValuePoint[],
    history: () => ValuePoint[],
  ) {
    const rules = classRulesRepo.find(db, account.classId, deps.parsedRules);
    const deposits = rules.regularDeposit ? regularDepositsRepo.ofUser(db, account.id) : [];
    const regular = rules.regularDeposit && {
      ...rules.regularDeposit,
      deposits,
      // The deposits' growth needs the days since the first of them, whatever the period.
      history: deposits.length > 0 ? history() : [],
    };
    const principal = points[0]?.totalValue ?? 0;
    return buildLessons({
      timeWeightedReturn: built.metrics.find((m) => m.key === 'timeWeightedReturn')?.value ?? null,
      dailyReturns: built.series.dailyReturns,
      index: built.series.value,
      principal,
      depositRate: rules.depositRateBp / 10_000,
      regular,
    });
  }

  return {
    own: analyticsOf,

    ofStudent(actor: AuthUser, studentId: number, period: TimeRange): Analytics {
      return analyticsOf(findManagedStudent(db, actor, studentId).id, period);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
