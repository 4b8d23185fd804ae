import { DomainError } from '../../../shared/domain/domain-error';
import { bestRationales } from '../../../shared/domain/review/best-rationales';
import { criterionTrends, reportFigures } from '../../../shared/domain/review/report-figures';
import { averageShare, criterionAverages } from '../../../shared/domain/review/scoring';
import { byStudentNumber } from '../../../shared/domain/student-number';
import type { Metric } from '../../../shared/schemas/explanation';
import type { ClassReport, Review, StudentReport } from '../../../shared/schemas/reviews';
import type { Transaction } from '../../../shared/schemas/trading';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { accountsRepo, type Account } from '../../db/repos/accounts.repo';
import { classesRepo } from '../../db/repos/classes.repo';
import { tradesRepo } from '../../db/repos/trades.repo';
import { asOptionalText, toCsv } from '../../util/csv';
import type { AccessLogService } from '../access-log.service';
import type { AuthUser } from '../accounts/authentication';
import type { PriceStore } from '../../market/price-store';
import { canManageClass, findManagedClass } from '../classes/class-access';
import { valueAccounts } from '../valuation/valuations';
import { reflectionsByTrade, reviewsByTrade } from './review-views';

const ALL_TRADES = 10_000;
const BEST_COUNT = 3;

const studentNotFound = () => new DomainError('USER_NOT_FOUND', '학생 정보를 찾을 수 없습니다.');

const scoredCriteria = (reviewed: Array<{ trade: Transaction; review: Review }>) =>
  reviewed.flatMap(({ trade, review }) =>
    review.scores.map((score) => ({ ...score, writtenAt: new Date(trade.createdAt) })),
  );

/** A student's trades, and those of them the teacher reviewed with their review. */
function reviewedTradesOf(db: Db, userId: number) {
  const trades = tradesRepo.history(db, userId, ALL_TRADES);
  const reviews = reviewsByTrade(
    db,
    trades.map((t) => t.id),
  );
  const reviewed = trades.flatMap((trade) => {
    const review = reviews.get(trade.id);
    return review ? [{ trade, review }] : [];
  });
  return { trades, reviewed };
}

// The analytics figures a 세특 names: risk, the market comparison and diversification.
const REPORT_METRICS = [
  'volatility',
  'maxDrawdown',
  'benchmarkReturn',
  'excessReturn',
  'sharpe',
  'hhi',
  'feesPaid',
];

/** 세특 material: one student's record, or every student of a class, and the scores CSV. */
export function createStudentReportService(deps: {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  accessLog: AccessLogService;
  /** The student's analytics figures over all time (the 분석 page's, not recomputed here). */
  metricsOf?: (userId: number) => Metric[];
}) {
  const { db, clock } = deps;

  // A student who never traded held cash: the figures would measure the market against nothing
  // the student did ("beat the market by 8.20 %" for doing nothing), so a 세특 names none of them.
  const reportMetrics = (userId: number) =>
    (deps.metricsOf?.(userId) ?? []).filter((m) => REPORT_METRICS.includes(m.key));

  function reportOf(account: Account): StudentReport {
    const { valuation } = valueAccounts(deps, [account], clock.now()).get(account.id)!;
    const { trades, reviewed } = reviewedTradesOf(db, account.id);
    const reflections = reflectionsByTrade(
      db,
      trades.map((t) => t.id),
    );
    const criteria = criterionTrends(scoredCriteria(reviewed));
    const figures = reportFigures({
      totalValue: valuation.totalValue,
      netDeposits: valuation.netDeposits,
      tradeCount: trades.length,
      reviewedCount: reviewed.length,
    });
    return {
      student: {
        id: account.id,
        number: account.number,
        name: account.name,
        className: account.className,
      },
      generatedAt: clock.now().toISOString(),
      figures,
      metrics: trades.length === 0 ? [] : reportMetrics(account.id),
      holdings: valuation.holdings.map((h) => ({
        symbol: h.symbol,
        name: h.name,
        quantity: h.quantity,
        averagePrice: h.averagePrice,
        currentPrice: h.currentPrice,
        currentValue: h.currentValue,
        profitLossPercent: h.profitLossPercent,
      })),
      trades,
      criteria,
      bestRationales: bestRationales(
        reviewed.map(({ trade, review }) => ({
          item: {
            trade,
            totalPoints: review.totalPoints,
            maxPoints: review.maxPoints,
            comment: review.comment,
          },
          totalPoints: review.totalPoints,
          maxPoints: review.maxPoints,
        })),
        BEST_COUNT,
      ),
      reflections: trades.flatMap((trade) => {
        const reflection = reflections.get(trade.id);
        return reflection ? [{ trade, text: reflection.text }] : [];
      }),
    };
  }

  return {
    student(actor: AuthUser, studentId: number): StudentReport {
      const account = accountsRepo.find(db, studentId);
      const klass = account?.classId ? classesRepo.findById(db, account.classId) : undefined;
      if (!account || account.role !== 'STUDENT' || !klass || !canManageClass(actor, klass)) {
        throw studentNotFound();
      }
      deps.accessLog.record(actor, 'report', { studentId, classId: klass.id });
      return reportOf(account);
    },

    klass(actor: AuthUser, classId: number): ClassReport {
      const klass = findManagedClass(db, actor, classId);
      deps.accessLog.record(actor, 'report', { classId });
      return {
        classId: klass.id,
        className: klass.name,
        // Printed in 명렬표 order, as a school files them.
        students: [...accountsRepo.students(db, klass.id)].sort(byStudentNumber).map(reportOf),
      };
    },

    /** One row per student, one column per criterion name (percent of the maximum points). */
    scoresCsv(actor: AuthUser, classId: number): string {
      const klass = findManagedClass(db, actor, classId);
      deps.accessLog.record(actor, 'export', { classId });
      const rows = [...accountsRepo.students(db, klass.id)].sort(byStudentNumber).map((account) => {
        const { reviewed } = reviewedTradesOf(db, account.id);
        const reviews = reviewed.map((r) => r.review);
        return { account, reviews, averages: criterionAverages(scoredCriteria(reviewed)) };
      });
      const names = [...new Set(rows.flatMap((r) => r.averages.map((a) => a.name)))];
      return toCsv(
        ['번호', '학생', '평가한 거래 수', ...names.map((name) => `${name}(%)`), '전체 평균(%)'],
        rows.map(({ account, reviews, averages }) => [
          asOptionalText(account.number),
          account.name,
          reviews.length,
          ...names.map((name) => averages.find((a) => a.name === name)?.percent ?? null),
          averageShare(reviews),
        ]),
      );
    },
  };
}

export type StudentReportService = ReturnType<typeof createStudentReportService>;
