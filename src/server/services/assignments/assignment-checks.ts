import type { ReviewEvents } from '../reviews/reviews.service';
import type { MoneyEvents } from '../trading.service';
import type { AssignmentsService } from './assignments.service';

type Evaluate = Pick<AssignmentsService, 'evaluate'>;

/** The money events, checking the student's 과제 after each committed trade before passing it on. */
export function checkAfterTrades(assignments: Evaluate, events?: MoneyEvents): MoneyEvents {
  return {
    tradeExecuted(trade) {
      assignments.evaluate(trade.userId);
      events?.tradeExecuted(trade);
    },
    portfolioChanged: (userId) => events?.portfolioChanged(userId),
  };
}

/** The review events, checking the student's 과제 after each review or 회고 before passing it on. */
export function checkAfterReviews(assignments: Evaluate, events?: ReviewEvents): ReviewEvents {
  return {
    reviewed(userId, notice) {
      assignments.evaluate(userId);
      events?.reviewed(userId, notice);
    },
    reflected(userId) {
      assignments.evaluate(userId);
      events?.reflected?.(userId);
    },
  };
}
