import type { MiddlewareHandler } from 'hono';
import { lessonsApi } from '../../../shared/contracts/lessons';
import type { ElasticityLessonService } from '../../services/lessons/elasticity.service';
import type { GraphShapeLessonService } from '../../services/lessons/graph-shape.service';
import type { InverseLessonService } from '../../services/lessons/inverse.service';
import type { InverseUseLessonService } from '../../services/lessons/inverse-use.service';
import type { MarginalLessonService } from '../../services/lessons/marginal.service';
import type { FunctionsLessonService } from '../../services/lessons/functions.service';
import type { UtilityLessonService } from '../../services/lessons/utility.service';
import type { TaxIncidenceLessonService } from '../../services/lessons/tax-incidence.service';
import type { ExchangeLessonService } from '../../services/lessons/exchange.service';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ClassIndexLessonService } from '../../services/lessons/class-index.service';
import type { TaxesLessonService } from '../../services/lessons/taxes.service';
import type { MatrixLessonService } from '../../services/lessons/matrix.service';
import type { OptimizationLessonService } from '../../services/lessons/optimization.service';
import { ContractRouter } from '../contract-router';
import type { AppEnv } from '../middleware/session';

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
  return new ContractRouter('/lessons', [deps.requireAuth])
    .serve(lessonsApi.functions, (c, { query }) => deps.functions.of(c.get('user'), query))
    .serve(lessonsApi.utility, (c, { query }) => deps.utility.of(c.get('user'), query.student))
    .serve(lessonsApi.taxIncidence, (c, { query }) => deps.taxIncidence.of(c.get('user'), query))
    .serve(lessonsApi.matrix, (c, { query }) => deps.matrix.of(c.get('user'), query.student))
    .serve(lessonsApi.inverse, (c, { query }) => deps.inverse.of(c.get('user'), query))
    .serve(lessonsApi.inverseUse, (c, { query }) =>
      deps.inverseUse.of(c.get('user'), query.student),
    )
    .serve(lessonsApi.marginal, (c, { query }) => deps.marginal.of(c.get('user'), query))
    .serve(lessonsApi.graphShape, (c, { query }) => deps.graphShape.of(c.get('user'), query))
    .serve(lessonsApi.elasticity, (c, { query }) =>
      deps.elasticity.of(c.get('user'), query.student, query.auction),
    )
    .serve(lessonsApi.optimization, (c, { query }) => deps.optimization.of(c.get('user'), query))
    .serve(lessonsApi.classIndex, (c, { query }) =>
      deps.classIndex.of(c.get('user'), query.student),
    )
    .serve(lessonsApi.exchange, (c, { query }) => deps.exchange.of(c.get('user'), query.student))
    .serve(lessonsApi.saveExchangeRates, { params: zIdParam }, (c, { params, body }) =>
      deps.exchange.save(c.get('user'), params.id, body),
    )
    .serve(lessonsApi.taxes, (c, { query }) => deps.taxes.of(c.get('user'), query.student));
}
