import type { ServerEventBus } from '../../../shared/realtime/server-events';
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

/**
 * Checks the student's 과제 after each committed review or 회고: subscribed when the app is built,
 * before the hub, so a completion is announced before the review that completed it.
 */
export function checkAfterReviews(assignments: Evaluate, events: ServerEventBus) {
  events.subscribe('reviewed', ({ userId }) => assignments.evaluate(userId));
  events.subscribe('reflected', ({ userId }) => assignments.evaluate(userId));
}
