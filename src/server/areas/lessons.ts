import { lessonsRoutes } from '../http/routes/lessons.routes';
import { createClassIndexLessonService } from '../services/lessons/class-index.service';
import { createElasticityLessonService } from '../services/lessons/elasticity.service';
import { createExchangeLessonService } from '../services/lessons/exchange.service';
import { createFunctionsLessonService } from '../services/lessons/functions.service';
import { createGraphShapeLessonService } from '../services/lessons/graph-shape.service';
import { createInverseUseLessonService } from '../services/lessons/inverse-use.service';
import { createInverseLessonService } from '../services/lessons/inverse.service';
import { createMarginalLessonService } from '../services/lessons/marginal.service';
import { createMatrixLessonService } from '../services/lessons/matrix.service';
import { createOptimizationLessonService } from '../services/lessons/optimization.service';
import { createTaxIncidenceLessonService } from '../services/lessons/tax-incidence.service';
import { createTaxesLessonService } from '../services/lessons/taxes.service';
import { createUtilityLessonService } from '../services/lessons/utility.service';
import { area, at } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** The 경제수학 lessons, each on the class's own stocks and prices. */
export function createLessonsArea(shared: Shared, common: Common) {
  const { stockPrices, closes, parsedRules, requireAuth } = common;
  // Its 과제 are checked on the same figures (assignments.ts).
  const classIndex = createClassIndexLessonService(shared);
  const lessons = lessonsRoutes({
    requireAuth,
    functions: createFunctionsLessonService({ ...shared, stockPrices }),
    utility: createUtilityLessonService(shared),
    taxIncidence: createTaxIncidenceLessonService(shared),
    matrix: createMatrixLessonService(shared),
    inverse: createInverseLessonService(shared),
    inverseUse: createInverseUseLessonService(shared),
    marginal: createMarginalLessonService({ ...shared, stockPrices }),
    graphShape: createGraphShapeLessonService({ ...shared, stockPrices }),
    elasticity: createElasticityLessonService(shared),
    optimization: createOptimizationLessonService({ ...shared, closes }),
    classIndex,
    exchange: createExchangeLessonService(shared),
    taxes: createTaxesLessonService({ ...shared, parsedRules }),
  });
  return area(
    { classIndex },
    {
      routes: [at('/lessons', lessons)],
    },
  );
}
