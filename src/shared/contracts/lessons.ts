import { zLessonQuery } from '../schemas/lessons/lesson-query';
import { zInverseLesson, zInverseQuery } from '../schemas/lessons/inverse';
import { zInverseUseLesson } from '../schemas/lessons/inverse-use';
import { zMatrixLesson } from '../schemas/lessons/matrix';
import { zGraphShapeLesson } from '../schemas/lessons/graph-shape';
import { zMarginalLesson } from '../schemas/lessons/marginal';
import { zFunctionsLesson } from '../schemas/lessons/functions';
import { zUtilityLesson } from '../schemas/lessons/utility';
import { zTaxIncidenceLesson, zTaxIncidenceQuery } from '../schemas/lessons/tax-incidence';
import { zExchangeLesson, zExchangeRates } from '../schemas/lessons/exchange';
import { zClassIndexLesson } from '../schemas/lessons/class-index';
import { zTaxesLesson } from '../schemas/lessons/taxes';
import { zStockLessonQuery } from '../schemas/lessons/stock-curve';
import { endpoint } from './endpoint';
import { zElasticityLesson, zElasticityQuery } from '../schemas/lessons/elasticity';
import { zOptimizationLesson, zOptimizationQuery } from '../schemas/lessons/optimization';

// The 경제 수학 lessons with a page of their own (/lessons/{slug}): each answers the lesson's figures
// for the signed-in student, or for the student a teacher names (`zLessonQuery`).
export const lessonsApi = {
  functions: endpoint({
    method: 'GET',
    path: '/lessons/functions',
    query: zStockLessonQuery,
    answer: zFunctionsLesson,
  }),
  utility: endpoint({
    method: 'GET',
    path: '/lessons/utility',
    query: zLessonQuery,
    answer: zUtilityLesson,
  }),
  taxIncidence: endpoint({
    method: 'GET',
    path: '/lessons/tax-incidence',
    query: zTaxIncidenceQuery,
    answer: zTaxIncidenceLesson,
  }),
  matrix: endpoint({
    method: 'GET',
    path: '/lessons/matrix',
    query: zLessonQuery,
    answer: zMatrixLesson,
  }),
  inverse: endpoint({
    method: 'GET',
    path: '/lessons/inverse',
    query: zInverseQuery,
    answer: zInverseLesson,
  }),
  inverseUse: endpoint({
    method: 'GET',
    path: '/lessons/inverse-use',
    query: zLessonQuery,
    answer: zInverseUseLesson,
  }),
  marginal: endpoint({
    method: 'GET',
    path: '/lessons/marginal',
    query: zStockLessonQuery,
    answer: zMarginalLesson,
  }),
  graphShape: endpoint({
    method: 'GET',
    path: '/lessons/graph-shape',
    query: zStockLessonQuery,
    answer: zGraphShapeLesson,
  }),
  elasticity: endpoint({
    method: 'GET',
    path: '/lessons/elasticity',
    query: zElasticityQuery,
    answer: zElasticityLesson,
  }),
  optimization: endpoint({
    method: 'GET',
    path: '/lessons/optimization',
    query: zOptimizationQuery,
    answer: zOptimizationLesson,
  }),
  classIndex: endpoint({
    method: 'GET',
    path: '/lessons/class-index',
    query: zLessonQuery,
    answer: zClassIndexLesson,
  }),
  exchange: endpoint({
    method: 'GET',
    path: '/lessons/exchange',
    query: zLessonQuery,
    answer: zExchangeLesson,
  }),
  /** The teacher enters the class's exchange rates (there is no exchange-rate data). */
  saveExchangeRates: endpoint({
    method: 'PUT',
    path: '/lessons/exchange/classes/:id/rates',
    body: zExchangeRates,
    answer: zExchangeRates,
  }),
  taxes: endpoint({
    method: 'GET',
    path: '/lessons/taxes',
    query: zLessonQuery,
    answer: zTaxesLesson,
  }),
};
