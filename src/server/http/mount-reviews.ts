import type { Hono, MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { AppEnv } from './middleware/session';
import { feedbackRoutes, reflectionRoutes, teacherReviewRoutes } from './routes/reviews.routes';
import type { Metric } from '../../shared/schemas/explanation';
import type { PriceStore } from '../market/price-store';
import { createFeedbackService } from '../services/reviews/feedback.service';
import { createReviewsService, type ReviewEvents } from '../services/reviews/reviews.service';
import { createRubricService } from '../services/reviews/rubric.service';
import { createStudentReportService } from '../services/reviews/student-report.service';

export type { ReviewEvents };

/** Wires the teaching layer's services and mounts its routers but the teacher's, which it answers. */
export function mountReviews(
  api: Hono,
  deps: {
    db: Db;
    clock: Clock;
    prices: PriceStore;
    requireAuth: MiddlewareHandler<AppEnv>;
    events?: ReviewEvents;
    metricsOf?: (userId: number) => Metric[];
  },
) {
  const rubrics = createRubricService(deps);
  const reviews = createReviewsService({ ...deps, rubrics });
  const reports = createStudentReportService(deps);
  const feedback = createFeedbackService(deps);
  const { requireAuth } = deps;
  api.route('/feedback', feedbackRoutes({ feedback, requireAuth }));
  api.route('/trading/trades', reflectionRoutes({ feedback, requireAuth }));
  return {
    history: feedback.history,
    teacherRoutes: teacherReviewRoutes({ rubrics, reviews, reports }),
  };
}
