import {
  feedbackRoutes,
  reflectionRoutes,
  teacherReviewRoutes,
} from '../http/routes/reviews.routes';
import { deliver } from '../realtime/deliveries';
import { rooms } from '../realtime/rooms';
import type { AnalyticsService } from '../services/analytics.service';
import { createFeedbackService } from '../services/reviews/feedback.service';
import { createReviewsService } from '../services/reviews/reviews.service';
import { createRubricService } from '../services/reviews/rubric.service';
import { createStudentReportService } from '../services/reviews/student-report.service';
import { area, at } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** The teacher's reviews of trades, the student's 회고 and the feedback they read. */
export function createReviewsArea(
  shared: Shared,
  { accessLog, requireAuth }: Common,
  { analytics }: { analytics: AnalyticsService },
) {
  const rubrics = createRubricService(shared);
  const reviews = createReviewsService({ ...shared, rubrics });
  const studentReports = createStudentReportService({
    ...shared,
    accessLog,
    metricsOf: (userId) => analytics.own(userId, 'all').metrics,
  });
  const feedback = createFeedbackService(shared);
  return area(
    { feedback },
    {
      routes: [
        at('/feedback', feedbackRoutes({ feedback, requireAuth })),
        // Before /trading's own routers: a reflection checks the session but needs no watchlist.
        at('/trading/trades', reflectionRoutes({ feedback, requireAuth })),
      ],
      teacherRoutes: [teacherReviewRoutes({ rubrics, reviews, reports: studentReports })],
    },
  );
}

export const reviewsDeliveries = [
  // Only the student's own sockets hear of a review of their trade.
  deliver('reviewed', ({ userId, notice }, out) =>
    out.to(rooms.user(userId)).emit('review:new', { ...notice, serverTime: out.now() }),
  ),
];
