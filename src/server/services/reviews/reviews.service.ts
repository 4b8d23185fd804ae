import { DomainError } from '../../../shared/domain/domain-error';
import { kstDate } from '../../../shared/domain/market/calendar';
import { checkScores } from '../../../shared/domain/review/scoring';
import { byStudentNumber } from '../../../shared/domain/student-number';
import type { ServerEventBus } from '../../../shared/realtime/server-events';
import { reviewMessages } from '../../../shared/review-messages';
import type {
  QueueItem,
  Review,
  ReviewInput,
  ReviewQuery,
  ReviewQueue,
} from '../../../shared/schemas/reviews';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { accountsRepo } from '../../db/repos/accounts.repo';
import { classReportsRepo, type ClassTradeRow } from '../../db/repos/class-reports.repo';
import { classesRepo } from '../../db/repos/classes.repo';
import { reviewsRepo } from '../../db/repos/reviews.repo';
import type { AuthUser } from '../accounts/authentication';
import type { PriceStore } from '../../market/price-store';
import { canManageClass, findManagedClass } from '../classes/class-access';
import { reflectionsByTrade, reviewsByTrade } from './review-views';
import { currentRubric, type RubricService } from './rubric.service';
import { laterActionsOf, moveSinceTrade } from './trade-move';

// A queue longer than this is a semester; filters narrow it.
const QUEUE_LIMIT = 300;

const tradeNotFound = () => new DomainError('NOT_FOUND', reviewMessages.tradeNotFound);

function matches(trade: ClassTradeRow, query: ReviewQuery, reviewed: Set<number>): boolean {
  const day = kstDate(trade.createdAt);
  if (query.status === 'reviewed' && !reviewed.has(trade.id)) return false;
  if (query.status === 'unreviewed' && reviewed.has(trade.id)) return false;
  if (query.studentId !== undefined && trade.userId !== query.studentId) return false;
  if (query.symbol !== undefined && trade.symbol !== query.symbol) return false;
  if (query.side !== undefined && trade.type !== query.side) return false;
  if (query.from !== undefined && day < query.from) return false;
  return query.to === undefined || day <= query.to;
}

export function createReviewsService(deps: {
  db: Db;
  clock: Clock;
  prices: PriceStore;
  rubrics: RubricService;
  events: ServerEventBus;
}) {
  const { db, clock, prices } = deps;

  function toItem(
    trade: ClassTradeRow,
    all: ClassTradeRow[],
    laterActions: ReturnType<typeof laterActionsOf>,
  ): Omit<QueueItem, 'review' | 'reflection'> {
    const currentPrice = prices.get(trade.symbol)?.price ?? null;
    return {
      trade: {
        id: trade.id,
        createdAt: trade.createdAt.toISOString(),
        type: trade.type,
        symbol: trade.symbol,
        stockName: trade.stockName,
        quantity: trade.quantity,
        price: trade.price,
        totalAmount: trade.totalAmount,
        fee: trade.fee,
        tax: trade.tax,
        reason: trade.reason,
        marketDate: trade.marketDate,
        userId: trade.userId,
        userName: trade.userName,
        userNumber: trade.userNumber,
      },
      currentPrice,
      move: moveSinceTrade(trade.price, currentPrice, laterActions(trade)).move,
      earlierTrades: all
        .filter(
          (other) =>
            other.userId === trade.userId &&
            other.symbol === trade.symbol &&
            (other.createdAt < trade.createdAt ||
              (other.createdAt.getTime() === trade.createdAt.getTime() && other.id < trade.id)),
        )
        .map((other) => ({
          id: other.id,
          createdAt: other.createdAt.toISOString(),
          type: other.type,
          quantity: other.quantity,
          price: other.price,
        })),
    };
  }

  return {
    /** The class's trades, unreviewed first, newest first within each group. */
    queue(actor: AuthUser, classId: number, query: ReviewQuery): ReviewQueue {
      const klass = findManagedClass(db, actor, classId);
      const rubric = deps.rubrics.get(actor, classId);
      const ids = accountsRepo.students(db, klass.id).map((s) => s.id);
      const all = classReportsRepo.trades(db, ids);
      const reviewed = reviewsRepo.reviewedTradeIds(db, ids);
      const chosen = all
        .filter((trade) => matches(trade, query, reviewed))
        .sort(
          (a, b) =>
            Number(reviewed.has(a.id)) - Number(reviewed.has(b.id)) ||
            (query.sort === 'number'
              ? byStudentNumber({ number: a.userNumber }, { number: b.userNumber })
              : 0),
        )
        .slice(0, QUEUE_LIMIT);
      const tradeIds = chosen.map((t) => t.id);
      const reviews = reviewsByTrade(db, tradeIds);
      const reflections = reflectionsByTrade(db, tradeIds);
      const laterActions = laterActionsOf(db, chosen);
      return {
        rubric,
        items: chosen.map((trade) => ({
          ...toItem(trade, all, laterActions),
          review: reviews.get(trade.id) ?? null,
          reflection: reflections.get(trade.id) ?? null,
        })),
        unreviewedCount: all.filter((t) => !reviewed.has(t.id)).length,
      };
    },

    /** Scores a trade of the teacher's class with the class's current rubric. */
    review(actor: AuthUser, tradeId: number, input: Required<ReviewInput>): Review {
      const saved = db.transaction(
        (tx) => {
          const trade = reviewsRepo.tradeOwner(tx, tradeId);
          const klass = trade?.classId ? classesRepo.findById(tx, trade.classId) : undefined;
          if (!trade || trade.role !== 'STUDENT' || !klass || !canManageClass(actor, klass)) {
            throw tradeNotFound();
          }
          const { version, criteria } = currentRubric(tx, klass.id, clock.now());
          const scores = checkScores(criteria, input.scores);
          reviewsRepo.saveReview(
            tx,
            {
              tradeId,
              rubricVersionId: version.id,
              reviewerId: actor.id,
              comment: input.comment,
              reviewedAt: clock.now(),
            },
            scores,
          );
          return { review: reviewsByTrade(tx, [tradeId]).get(tradeId)!, trade };
        },
        { behavior: 'immediate' },
      );
      deps.events.publish('reviewed', {
        userId: saved.trade.userId,
        notice: { reviewId: saved.review.id, tradeId, stockName: saved.trade.stockName },
      });
      return saved.review;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
