import { Hono, type MiddlewareHandler } from 'hono';
import { lessonsApi } from '../../../shared/contracts/lessons';
import { zElasticityQuery } from '../../../shared/schemas/lessons/elasticity';
import { zOptimizationQuery } from '../../../shared/schemas/lessons/optimization';
import type { ElasticityLessonService } from '../../services/lessons/elasticity.service';
import type { OptimizationLessonService } from '../../services/lessons/optimization.service';
import type { AppEnv } from '../middleware/session';
import { reply } from '../envelope';
import { validate } from '../validate';

/** GET /lessons/{slug}: a lesson's figures for the signed-in student or a teacher's chosen student. */
export function lessonsRoutes(deps: {
  requireAuth: MiddlewareHandler<AppEnv>;
  elasticity: ElasticityLessonService;
  optimization: OptimizationLessonService;
}) {
  return new Hono<AppEnv>()
    .use(deps.requireAuth)
    .get('/elasticity', validate('query', zElasticityQuery), (c) => {
      const { student, auction } = c.req.valid('query');
      return reply(lessonsApi.elasticity, deps.elasticity.of(c.get('user'), student, auction));
    })
    .get('/optimization', validate('query', zOptimizationQuery), (c) =>
      reply(lessonsApi.optimization, deps.optimization.of(c.get('user'), c.req.valid('query'))),
    );
}
