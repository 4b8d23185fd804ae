import type { ReactNode } from 'react';
import type { LessonSlug } from '../../../shared/lessons';
import { ElasticityLesson } from './elasticity/ElasticityLesson';
import { OptimizationLesson } from './optimization/OptimizationLesson';

/** What a lesson body receives: the student a teacher chose, none for a student's own lesson. */
export interface LessonViewProps {
  student?: number;
}

/** Each lesson page's body, by its slug (its own folder under pages/lessons). */
export const LESSON_VIEWS: Partial<Record<LessonSlug, (props: LessonViewProps) => ReactNode>> = {
  elasticity: (props) => <ElasticityLesson {...props} />,
  optimization: (props) => <OptimizationLesson {...props} />,
};
