import { DomainError } from '../../../shared/domain/domain-error';
import type { LaterAction } from '../../../shared/domain/review/adjusted-price';
import { canReflect } from '../../../shared/domain/review/reflection-rule';
import { realisedBySale } from '../../../shared/domain/review/sale-outcome';
import { reviewMessages } from '../../../shared/review-messages';
import type { Feedback, HistoryItem, Reflection } from '../../../shared/schemas/reviews';
import type { Transaction } from '../../../shared/schemas/trading';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { classesRepo } from '../../db/repos/classes.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { reviewsRepo } from '../../db/repos/reviews.repo';
import { tradesRepo } from '../../db/repos/trades.repo';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from '../accounts/authentication';
import { reflectionsByTrade, reviewsByTrade } from './review-views';
import { laterActionsOf, moveSinceTrade } from './trade-move';
import type { ServerEventBus } from '../../../shared/realtime/server-events';

// Enough for a semester of one student's trades.
const ALL_TRADES = 10_000;

/** Whether a later sell of the same stock exists, for each trade (history is newest first). */
function soldAfter(history: Transaction[]): Set<number> {
  const result = new Set<number>();
  const soldLater = new Set<string>();
  for (const trade of history) {
    if (soldLater.has(trade.symbol)) result.add(trade.id);
    if (trade.type === 'SELL') soldLater.add(trade.symbol);
  }
  return result;
}

export function createFeedbackService({
  db,
  clock,
  prices,
  events,
}: {
  db: Db;
  clock: Clock;
  prices: Pick<PriceStore, 'get'>;
  events: ServerEventBus;
}) {
  /** The newest `limit` of the student's trades; the rest only inform the averages sold at. */
  function decorate(tx: DbOrTx, user: AuthUser, all: Transaction[], limit = all.length) {
    const history = all.slice(0, limit);
    const ids = history.map((t) => t.id);
    const reviews = reviewsByTrade(tx, ids);
    const reflections = reflectionsByTrade(tx, ids);
    const sold = soldAfter(all);
    const realised = realisedBySale([...all].reverse());
    const required =
      user.classId !== null &&
      (classesRepo.findById(tx, user.classId)?.reflectionRequired ?? false);
    const now = clock.now();
    const actionsAfter = laterActionsOf(tx, history);
    return history.map((trade) => {
      const reflection = reflections.get(trade.id) ?? null;
      return {
        ...trade,
        review: reviews.get(trade.id) ?? null,
        reflection,
        canReflect: canReflect({
          type: trade.type,
          createdAt: new Date(trade.createdAt),
          soldSince: sold.has(trade.id),
          now,
        }),
        reflectionDue: required && trade.type === 'SELL' && reflection === null,
        realised: realised.get(trade.id) ?? null,
        ...outcomeNow(trade, actionsAfter(trade)),
      };
    });
  }

  function outcomeNow(trade: Transaction, laterActions: LaterAction[]) {
    const currentPrice = prices.get(trade.symbol)?.price ?? null;
    return { currentPrice, ...moveSinceTrade(trade.price, currentPrice, laterActions) };
  }

  return {
    history(user: AuthUser, limit: number): HistoryItem[] {
      return decorate(db, user, tradesRepo.history(db, user.id, ALL_TRADES), limit);
    },

    /** The student's reviewed trades, newest review first. */
    feedback(user: AuthUser): Feedback {
      const items = decorate(db, user, tradesRepo.history(db, user.id, ALL_TRADES)).filter(
        (item) => item.review !== null,
      );
      items.sort((a, b) => b.review!.reviewedAt.localeCompare(a.review!.reviewedAt));
      return { items, unreadCount: items.filter((item) => item.review!.readAt === null).length };
    },

    markRead(user: AuthUser, reviewId: number): { id: number } {
      const found = db.transaction(
        (tx) => reviewsRepo.markRead(tx, reviewId, user.id, clock.now()),
        { behavior: 'immediate' },
      );
      if (!found) throw new DomainError('NOT_FOUND', reviewMessages.reviewNotFound);
      return { id: reviewId };
    },

    /** Writes (or rewrites) the student's reflection on one of their own trades. */
    reflect(user: AuthUser, tradeId: number, text: string): Reflection {
      const saved = db.transaction(
        (tx) => {
          const trade = reviewsRepo.tradeOwner(tx, tradeId);
          if (!trade || trade.userId !== user.id) {
            throw new DomainError('NOT_FOUND', reviewMessages.tradeNotFound);
          }
          const now = clock.now();
          const allowed = canReflect({
            type: trade.type,
            createdAt: trade.createdAt,
            soldSince: reviewsRepo.soldSince(tx, user.id, trade.stockId, trade.createdAt),
            now,
          });
          if (!allowed)
            throw new DomainError('REFLECTION_NOT_YET', reviewMessages.reflectionNotYet);
          const row = reviewsRepo.saveReflection(tx, tradeId, text, now);
          return {
            text: row.text,
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          };
        },
        { behavior: 'immediate' },
      );
      events.publish('reflected', { userId: user.id });
      return saved;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
