import { endpoint } from './endpoint';
import { zElasticityLesson, zElasticityQuery } from '../schemas/lessons/elasticity';
import { zOptimizationLesson, zOptimizationQuery } from '../schemas/lessons/optimization';

// The 경제 수학 lessons with a page of their own (/lessons/{slug}): each answers the lesson's figures
// for the signed-in student, or for the student a teacher names (`zLessonQuery`).
export const lessonsApi = {
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
};
