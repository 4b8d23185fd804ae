import type { ServerEventBus } from '../../../shared/realtime/server-events';
import type { AssignmentsService } from './assignments.service';

type Evaluate = Pick<AssignmentsService, 'evaluate'>;

/** Checks the student's 과제 after each committed trade (before the hub hears of it, as below). */
export function checkAfterTrades(assignments: Evaluate, events: ServerEventBus) {
  events.subscribe('tradeExecuted', ({ userId }) => assignments.evaluate(userId));
}

/**
 * Checks the student's 과제 after each committed review or 회고: subscribed when the app is built,
 * before the hub, so a completion is announced before the review that completed it.
 */
export function checkAfterReviews(assignments: Evaluate, events: ServerEventBus) {
  events.subscribe('reviewed', ({ userId }) => assignments.evaluate(userId));
  events.subscribe('reflected', ({ userId }) => assignments.evaluate(userId));
}
