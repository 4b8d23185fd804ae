import { Hono, type MiddlewareHandler } from 'hono';
import { lessonsApi } from '../../../shared/contracts/lessons';
import { zElasticityQuery } from '../../../shared/schemas/lessons/elasticity';
import { zInverseQuery } from '../../../shared/schemas/lessons/inverse';
import { zLessonQuery } from '../../../shared/schemas/lessons/lesson-query';
import { zOptimizationQuery } from '../../../shared/schemas/lessons/optimization';
import { zStockLessonQuery } from '../../../shared/schemas/lessons/stock-curve';
import type { ElasticityLessonService } from '../../services/lessons/elasticity.service';
import type { GraphShapeLessonService } from '../../services/lessons/graph-shape.service';
import type { InverseLessonService } from '../../services/lessons/inverse.service';
import type { InverseUseLessonService } from '../../services/lessons/inverse-use.service';
import type { MarginalLessonService } from '../../services/lessons/marginal.service';
import type { FunctionsLessonService } from '../../services/lessons/functions.service';
import type { UtilityLessonService } from '../../services/lessons/utility.service';
import type { TaxIncidenceLessonService } from '../../services/lessons/tax-incidence.service';
import { zTaxIncidenceQuery } from '../../../shared/schemas/lessons/tax-incidence';
import type { ExchangeLessonService } from '../../services/lessons/exchange.service';
import { zExchangeRates } from '../../../shared/schemas/lessons/exchange';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ClassIndexLessonService } from '../../services/lessons/class-index.service';
import type { TaxesLessonService } from '../../services/lessons/taxes.service';
import type { MatrixLessonService } from '../../services/lessons/matrix.service';
import type { OptimizationLessonService } from '../../services/lessons/optimization.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** GET /lessons/{slug}: a lesson's figures for the signed-in student or a teacher's chosen student. */
export function lessonsRoutes(deps: {
  requireAuth: MiddlewareHandler<AppEnv>;
  functions: FunctionsLessonService;
  utility: UtilityLessonService;
  taxIncidence: TaxIncidenceLessonService;
  matrix: MatrixLessonService;
  inverse: InverseLessonService;
  inverseUse: InverseUseLessonService;
  marginal: MarginalLessonService;
  graphShape: GraphShapeLessonService;
  elasticity: ElasticityLessonService;
  optimization: OptimizationLessonService;
  classIndex: ClassIndexLessonService;
  exchange: ExchangeLessonService;
  taxes: TaxesLessonService;
}) {
  return new Hono<AppEnv>()
    .use(deps.requireAuth)
    .get('/functions', validate('query', zStockLessonQuery), (c) =>
      reply(lessonsApi.functions, deps.functions.of(c.get('user'), c.req.valid('query'))),
    )
    .get('/utility', validate('query', zLessonQuery), (c) =>
      reply(lessonsApi.utility, deps.utility.of(c.get('user'), c.req.valid('query').student)),
    )
    .get('/tax-incidence', validate('query', zTaxIncidenceQuery), (c) =>
      reply(lessonsApi.taxIncidence, deps.taxIncidence.of(c.get('user'), c.req.valid('query'))),
    )
    .get('/matrix', validate('query', zLessonQuery), async (c) =>
      reply(lessonsApi.matrix, await deps.matrix.of(c.get('user'), c.req.valid('query').student)),
    )
    .get('/inverse', validate('query', zInverseQuery), (c) =>
      reply(lessonsApi.inverse, deps.inverse.of(c.get('user'), c.req.valid('query'))),
    )
    .get('/inverse-use', validate('query', zLessonQuery), (c) =>
      reply(lessonsApi.inverseUse, deps.inverseUse.of(c.get('user'), c.req.valid('query').student)),
    )
    .get('/marginal', validate('query', zStockLessonQuery), (c) =>
      reply(lessonsApi.marginal, deps.marginal.of(c.get('user'), c.req.valid('query'))),
    )
    .get('/graph-shape', validate('query', zStockLessonQuery), (c) =>
      reply(lessonsApi.graphShape, deps.graphShape.of(c.get('user'), c.req.valid('query'))),
    )
    .get('/elasticity', validate('query', zElasticityQuery), (c) => {
      const { student, auction } = c.req.valid('query');
      return reply(lessonsApi.elasticity, deps.elasticity.of(c.get('user'), student, auction));
    })
    .get('/optimization', validate('query', zOptimizationQuery), (c) =>
      reply(lessonsApi.optimization, deps.optimization.of(c.get('user'), c.req.valid('query'))),
    )
    .get('/class-index', validate('query', zLessonQuery), (c) =>
      reply(lessonsApi.classIndex, deps.classIndex.of(c.get('user'), c.req.valid('query').student)),
    )
    .get('/exchange', validate('query', zLessonQuery), (c) =>
      reply(lessonsApi.exchange, deps.exchange.of(c.get('user'), c.req.valid('query').student)),
    )
    .put(
      '/exchange/classes/:id/rates',
      validate('param', zIdParam),
      validate('json', zExchangeRates),
      (c) =>
        reply(
          lessonsApi.saveExchangeRates,
          deps.exchange.save(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        ),
    )
    .get('/taxes', validate('query', zLessonQuery), (c) =>
      reply(lessonsApi.taxes, deps.taxes.of(c.get('user'), c.req.valid('query').student)),
    );
}
