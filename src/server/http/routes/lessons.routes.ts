import { Hono, type MiddlewareHandler } from 'hono';
import { lessonsApi } from '../../../shared/contracts/lessons';
import { zStockLessonQuery } from '../../../shared/schemas/lessons/stock-curve';
import type { GraphShapeLessonService } from '../../services/lessons/graph-shape.service';
import type { MarginalLessonService } from '../../services/lessons/marginal.service';
import type { AppEnv } from '../middleware/session';
import { reply } from '../envelope';
import { validate } from '../validate';

/** GET /lessons/{slug}: a lesson's figures for the signed-in student or a teacher's chosen student. */
export function lessonsRoutes(deps: {
  requireAuth: MiddlewareHandler<AppEnv>;
  marginal: MarginalLessonService;
  graphShape: GraphShapeLessonService;
}) {
  return new Hono<AppEnv>()
    .use(deps.requireAuth)
    .get('/marginal', validate('query', zStockLessonQuery), (c) =>
      reply(lessonsApi.marginal, deps.marginal.of(c.get('user'), c.req.valid('query'))),
    )
    .get('/graph-shape', validate('query', zStockLessonQuery), (c) =>
      reply(lessonsApi.graphShape, deps.graphShape.of(c.get('user'), c.req.valid('query'))),
    );
}
