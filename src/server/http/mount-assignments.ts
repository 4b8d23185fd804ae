import type { Hono, MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { PriceStore } from '../market/price-store';
import {
  createAssignmentsService,
  type AssignmentEvents,
} from '../services/assignments/assignments.service';
import { createEvidenceService } from '../services/assignments/evidence.service';
import type { ReviewEvents } from '../services/reviews/reviews.service';
import type { MoneyEvents } from '../services/trading.service';
import type { AppEnv } from './middleware/session';
import {
  studentAssignmentRoutes,
  teacherAssignmentRoutes,
  templateRoutes,
} from './routes/assignments.routes';

export type { AssignmentEvents };

/**
 * Wires 과제 and 세특 evidence and mounts their routers; answers the event wrappers that check a
 * student's 과제 after each committed trade, review or 회고 (then pass the event on).
 */
export function mountAssignments(
  api: Hono,
  deps: {
    db: Db;
    clock: Clock;
    prices: PriceStore;
    requireAuth: MiddlewareHandler<AppEnv>;
    events?: AssignmentEvents;
  },
) {
  const assignments = createAssignmentsService(deps);
  const evidence = createEvidenceService(deps);
  const { requireAuth } = deps;
  api.route('/assignments', studentAssignmentRoutes({ assignments, requireAuth }));
  api.route('/assignment-templates', templateRoutes({ assignments, requireAuth }));
  return {
    teacherRoutes: teacherAssignmentRoutes({ assignments, evidence }),
    afterTrades: (events?: MoneyEvents): MoneyEvents => ({
      tradeExecuted(trade) {
        assignments.evaluate(trade.userId);
        events?.tradeExecuted(trade);
      },
      portfolioChanged: (userId) => events?.portfolioChanged(userId),
    }),
    afterReviews: (events?: ReviewEvents): ReviewEvents => ({
      reviewed(userId, notice) {
        assignments.evaluate(userId);
        events?.reviewed(userId, notice);
      },
      reflected(userId) {
        assignments.evaluate(userId);
        events?.reflected?.(userId);
      },
    }),
  };
}
