import { reviewsApi } from '../../../shared/contracts/teacher-reviews';
import { feedbackApi, tradingApi } from '../../../shared/contracts/trading';
import { Hono, type MiddlewareHandler } from 'hono';
import { reviewMessages } from '../../../shared/review-messages';
import {
  zReflectionInput,
  zReflectionSetting,
  zReviewInput,
  zReviewQuery,
  zRubricInput,
} from '../../../shared/schemas/reviews';
import { zIdParam } from '../../../shared/schemas/strict';
import type { FeedbackService } from '../../services/reviews/feedback.service';
import type { ReviewsService } from '../../services/reviews/reviews.service';
import type { RubricService } from '../../services/reviews/rubric.service';
import type { StudentReportService } from '../../services/reviews/student-report.service';
import { attachment, reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

const id = validate('param', zIdParam);

/** Rubric, review queue, reviews and 세특 reports, in the /teacher tree. */
export function teacherReviewRoutes(deps: {
  rubrics: RubricService;
  reviews: ReviewsService;
  reports: StudentReportService;
}) {
  const { rubrics, reviews, reports } = deps;
  return new Hono<AppEnv>()
    .get('/classes/:id/rubric', id, (c) =>
      reply(reviewsApi.rubric, rubrics.get(c.get('user'), c.req.valid('param').id)),
    )
    .put('/classes/:id/rubric', id, validate('json', zRubricInput), (c) =>
      reply(
        reviewsApi.saveRubric,
        rubrics.save(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    )
    .put('/classes/:id/reflection-setting', id, validate('json', zReflectionSetting), (c) =>
      reply(
        reviewsApi.setReflectionRequired,
        rubrics.setReflectionRequired(
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json').required,
        ),
      ),
    )
    .get('/classes/:id/reviews', id, validate('query', zReviewQuery), (c) =>
      reply(
        reviewsApi.queue,
        reviews.queue(c.get('user'), c.req.valid('param').id, c.req.valid('query')),
      ),
    )
    .put('/trades/:id/review', id, validate('json', zReviewInput), (c) =>
      reply(
        reviewsApi.review,
        reviews.review(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    )
    .get('/students/:id/report', id, (c) =>
      reply(reviewsApi.studentReport, reports.student(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/report', id, (c) =>
      reply(reviewsApi.classReport, reports.klass(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/export/scores.csv', id, (c) =>
      attachment('scores.csv', reports.scoresCsv(c.get('user'), c.req.valid('param').id)),
    );
}

/** The student's side: feedback on their trades, and their reflections. */
export function feedbackRoutes(deps: {
  feedback: FeedbackService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const student = requireRole(['STUDENT'], reviewMessages.studentOnly);
  return new Hono<AppEnv>()
    .use('*', deps.requireAuth, student)
    .get('/', (c) => reply(feedbackApi.get, deps.feedback.feedback(c.get('user'))))
    .post('/:id/read', id, (c) =>
      reply(feedbackApi.markRead, deps.feedback.markRead(c.get('user'), c.req.valid('param').id)),
    );
}

/** Mounted at /trading/trades with its own session check: a reflection needs no watchlist. */
export function reflectionRoutes(deps: {
  feedback: FeedbackService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const student = requireRole(['STUDENT'], reviewMessages.studentOnly);
  return new Hono<AppEnv>().post(
    '/:id/reflection',
    deps.requireAuth,
    student,
    id,
    validate('json', zReflectionInput),
    (c) =>
      reply(
        tradingApi.reflect,
        deps.feedback.reflect(c.get('user'), c.req.valid('param').id, c.req.valid('json').text),
      ),
  );
}
