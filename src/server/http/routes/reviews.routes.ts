import { reviewsApi } from '../../../shared/contracts/teacher-reviews';
import { feedbackApi, tradingApi } from '../../../shared/contracts/trading';
import type { MiddlewareHandler } from 'hono';
import { reviewMessages } from '../../../shared/review-messages';
import { zIdParam } from '../../../shared/schemas/strict';
import type { FeedbackService } from '../../services/reviews/feedback.service';
import type { ReviewsService } from '../../services/reviews/reviews.service';
import type { RubricService } from '../../services/reviews/rubric.service';
import type { StudentReportService } from '../../services/reviews/student-report.service';
import { ContractRouter } from '../contract-router';
import { attachment } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';

const id = { params: zIdParam };

/** Rubric, review queue, reviews and 세특 reports, in the /teacher tree. */
export function teacherReviewRoutes(deps: {
  rubrics: RubricService;
  reviews: ReviewsService;
  reports: StudentReportService;
}) {
  const { rubrics, reviews, reports } = deps;
  return new ContractRouter('/teacher')
    .serve(reviewsApi.rubric, id, (c, { params }) => rubrics.get(c.get('user'), params.id))
    .serve(reviewsApi.saveRubric, id, (c, { params, body }) =>
      rubrics.save(c.get('user'), params.id, body),
    )
    .serve(reviewsApi.setReflectionRequired, id, (c, { params, body }) =>
      rubrics.setReflectionRequired(c.get('user'), params.id, body.required),
    )
    .serve(reviewsApi.queue, id, (c, { params, query }) =>
      reviews.queue(c.get('user'), params.id, query),
    )
    .serve(reviewsApi.review, id, (c, { params, body }) =>
      reviews.review(c.get('user'), params.id, body),
    )
    .serve(reviewsApi.studentReport, id, (c, { params }) =>
      reports.student(c.get('user'), params.id),
    )
    .serve(reviewsApi.classReport, id, (c, { params }) => reports.klass(c.get('user'), params.id))
    .serve(reviewsApi.scoresCsv, id, (c, { params }) =>
      attachment('scores.csv', reports.scoresCsv(c.get('user'), params.id)),
    );
}

/** The student's side: feedback on their trades, and their reflections. */
export function feedbackRoutes(deps: {
  feedback: FeedbackService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const student = requireRole(['STUDENT'], reviewMessages.studentOnly);
  return new ContractRouter('/feedback', [deps.requireAuth, student])
    .serve(feedbackApi.get, (c) => deps.feedback.feedback(c.get('user')))
    .serve(feedbackApi.markRead, id, (c, { params }) =>
      deps.feedback.markRead(c.get('user'), params.id),
    );
}

/** Mounted at /trading/trades with its own session check: a reflection needs no watchlist. */
export function reflectionRoutes(deps: {
  feedback: FeedbackService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const student = requireRole(['STUDENT'], reviewMessages.studentOnly);
  return new ContractRouter('/trading/trades').serve(
    tradingApi.reflect,
    { guards: [deps.requireAuth, student], ...id },
    (c, { params, body }) => deps.feedback.reflect(c.get('user'), params.id, body.text),
  );
}
