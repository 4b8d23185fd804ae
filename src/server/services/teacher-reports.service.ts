import { isClassInProgress } from '../../shared/domain/class-status';
import { kstDate } from '../../shared/domain/market/calendar';
import { classStatistics } from '../../shared/domain/portfolio/class-statistics';
import { byStudentNumber } from '../../shared/domain/student-number';
import { tradeTypeLabels } from '../../shared/messages';
import type { ClassTrade } from '../../shared/realtime/events';
import type { ClassDetail, ClassStatistics, StudentActivity } from '../../shared/schemas/teacher';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo, type Account } from '../db/repos/accounts.repo';
import { classReportsRepo } from '../db/repos/class-reports.repo';
import type { AccessLogService } from './access-log.service';
import type { AuthUser } from './accounts/authentication';
import { asOptionalText, asText, toCsv } from '../util/csv';
import type { PriceStore } from '../market/price-store';
import { findManagedClass, findManagedStudent } from './classes/class-access';
import { reflectionsByTrade, reviewsByTrade } from './reviews/review-views';
import { valueAccounts } from './valuation/valuations';
import { erasedEmail } from './class-record/anonymise';

// As many as the class page's live feed shows.
const RECENT_TRADES = 30;

export function createTeacherReportsService(deps: {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  accessLog: AccessLogService;
}) {
  const { db, clock, accessLog } = deps;

  function valuedStudents(classId: number) {
    const students = accountsRepo.students(db, classId);
    return { students, values: valueAccounts(deps, students, clock.now()) };
  }

  function studentRows(classId: number) {
    const { students, values } = valuedStudents(classId);
    const emails = classReportsRepo.emails(
      db,
      students.map((s) => s.id),
    );
    return [...students].sort(byStudentNumber).map((student) => {
      const { valuation } = values.get(student.id)!;
      return {
        id: student.id,
        number: student.number,
        name: student.name,
        email: emails.get(student.id) ?? '',
        currentCash: student.cash,
        totalValue: valuation.totalValue,
        totalProfitLossPercent: valuation.totalProfitLossPercent,
        holdingsCount: valuation.holdings.length,
        moved: student.movedToId !== null,
      };
    });
  }

  function statisticsOf(classId: number): ClassStatistics {
    const { students, values } = valuedStudents(classId);
    const ids = students.map((s) => s.id);
    const lastTrades = classReportsRepo.lastTradeAt(db, ids);
    return classStatistics({
      students: students.map((s) => ({
        returnPercent: values.get(s.id)!.valuation.totalProfitLossPercent,
        lastTradeAt: lastTrades.get(s.id) ?? null,
      })),
      tradeCounts: classReportsRepo.tradeCountsByStock(db, ids),
      now: clock.now(),
    });
  }

  // The class room streams trades in this shape; screens load the latest ones first.
  function recentTradesOf(classId: number, limit: number): ClassTrade[] {
    const ids = accountsRepo.students(db, classId).map((s) => s.id);
    return classReportsRepo.trades(db, ids, limit).map((t) => ({
      id: t.id,
      classId,
      userId: t.userId,
      userName: t.userName,
      symbol: t.symbol,
      stockName: t.stockName,
      type: t.type,
      quantity: t.quantity,
      price: t.price,
      totalAmount: t.totalAmount,
      reason: t.reason,
      createdAt: t.createdAt.toISOString(),
    }));
  }

  return {
    classDetail(actor: AuthUser, classId: number): ClassDetail {
      const row = findManagedClass(db, actor, classId);
      const students = studentRows(classId);
      return {
        id: row.id,
        name: row.name,
        code: row.code,
        isActive: isClassInProgress(row, kstDate(clock.now())),
        startDate: row.startDate,
        endDate: row.endDate,
        endedAt: row.endedAt?.toISOString() ?? null,
        _count: { students: students.length },
        students,
      };
    },

    statistics(actor: AuthUser, classId: number): ClassStatistics {
      findManagedClass(db, actor, classId);
      return statisticsOf(classId);
    },

    /** Same rule as classStatistics, for the projector and other class-level views. */
    classStatisticsOf: statisticsOf,

    /** The class page's feed before the class room streams the next ones, newest first. */
    recentTrades(actor: AuthUser, classId: number): ClassTrade[] {
      findManagedClass(db, actor, classId);
      return recentTradesOf(classId, RECENT_TRADES);
    },

    recentTradesOf,

    activity(actor: AuthUser, studentId: number): StudentActivity {
      const student = findManagedStudent(db, actor, studentId);
      accessLog.record(actor, 'activity', { studentId, classId: student.classId });
      return activityOf(student);
    },

    studentsCsv(actor: AuthUser, classId: number): string {
      findManagedClass(db, actor, classId);
      accessLog.record(actor, 'export', { classId });
      const rows = studentRows(classId);
      return toCsv(
        ['번호', '이름', '이메일', '보유 현금', '총 자산', '수익률(%)', '보유 종목 수'],
        rows.map((r) => [
          asOptionalText(r.number),
          r.name,
          r.email,
          r.currentCash,
          r.totalValue,
          r.totalProfitLossPercent,
          r.holdingsCount,
        ]),
      );
    },

    transactionsCsv(actor: AuthUser, classId: number): string {
      findManagedClass(db, actor, classId);
      accessLog.record(actor, 'export', { classId });
      const ids = accountsRepo.students(db, classId).map((s) => s.id);
      const trades = classReportsRepo.trades(db, ids);
      const reflections = reflectionsByTrade(
        db,
        trades.map((t) => t.id),
      );
      const kst = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Asia/Seoul',
        dateStyle: 'short',
        timeStyle: 'medium',
      });
      return toCsv(
        [
          '일시(KST)',
          '시세 기준일',
          '번호',
          '학생',
          '유형',
          '종목코드',
          '종목명',
          '수량',
          '가격',
          '금액',
          '수수료',
          '세금',
          '투자 판단 근거',
          '회고',
        ],
        trades.map((t) => [
          kst.format(t.createdAt),
          t.marketDate,
          asOptionalText(t.userNumber),
          t.userName,
          tradeTypeLabels[t.type],
          asText(t.symbol),
          t.stockName,
          t.quantity,
          t.price,
          t.totalAmount,
          t.fee,
          t.tax,
          t.reason,
          reflections.get(t.id)?.text ?? null,
        ]),
      );
    },
  };

  function activityOf(account: Account): StudentActivity {
    const value = valueAccounts(deps, [account], clock.now()).get(account.id)!;
    const email = classReportsRepo.emails(db, [account.id]).get(account.id) ?? '';
    // An erased account's login is a placeholder no one should read as an address.
    const erased = email === erasedEmail(account.id);
    const trades = classReportsRepo.trades(db, [account.id]);
    const reviews = reviewsByTrade(
      db,
      trades.map((t) => t.id),
    );
    const reflections = reflectionsByTrade(
      db,
      trades.map((t) => t.id),
    );
    return {
      student: {
        id: account.id,
        number: account.number,
        name: account.name,
        email: erased ? '' : email,
        currentCash: account.cash,
        className: account.className,
        classId: account.classId,
        erased,
      },
      portfolio: {
        totalValue: value.valuation.totalValue,
        totalProfitLoss: value.valuation.totalProfitLoss,
        totalProfitLossPercent: value.valuation.totalProfitLossPercent,
      },
      holdings: value.valuation.holdings.map((h) => ({
        id: h.id,
        quantity: h.quantity,
        averagePrice: h.averagePrice,
        currentValue: h.currentValue,
        profitLossPercent: h.profitLossPercent,
        stock: { name: h.name, symbol: h.symbol, currentPrice: h.currentPrice },
      })),
      transactions: trades.map((t) => ({
        id: t.id,
        type: t.type,
        quantity: t.quantity,
        price: t.price,
        totalAmount: t.totalAmount,
        createdAt: t.createdAt.toISOString(),
        reason: t.reason,
        reflection: reflections.get(t.id)?.text ?? null,
        review: reviews.get(t.id) ?? null,
        stock: { name: t.stockName, symbol: t.symbol },
      })),
    };
  }
}

export type TeacherReportsService = ReturnType<typeof createTeacherReportsService>;
