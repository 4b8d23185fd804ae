import type { ReactNode } from 'react';
import type { LessonSlug } from '../../../shared/lessons';
import { InverseUseLesson } from './inverse-use/InverseUseLesson';
import { InverseLesson } from './inverse/InverseLesson';
import { MatrixLesson } from './matrix/MatrixLesson';
import { GraphShapeLesson } from './graph-shape/GraphShapeLesson';
import { MarginalLesson } from './marginal/MarginalLesson';
import { ElasticityLesson } from './elasticity/ElasticityLesson';
import { OptimizationLesson } from './optimization/OptimizationLesson';
import { FunctionsLesson } from './functions/FunctionsLesson';
import { UtilityLesson } from './utility/UtilityLesson';
import { TaxIncidenceLesson } from './tax-incidence/TaxIncidenceLesson';
import { TaxesLesson } from './taxes/TaxesLesson';
import { ExchangeLesson } from './exchange/ExchangeLesson';
import { ClassIndexLesson } from './class-index/ClassIndexLesson';

/** What a lesson body receives: the student a teacher chose, none for a student's own lesson. */
export interface LessonViewProps {
  student?: number;
}

/** Each lesson page's body, by its slug (its own folder under pages/lessons). */
export const LESSON_VIEWS: Partial<Record<LessonSlug, (props: LessonViewProps) => ReactNode>> = {
  functions: (props) => <FunctionsLesson {...props} />,
  utility: (props) => <UtilityLesson {...props} />,
  'tax-incidence': (props) => <TaxIncidenceLesson {...props} />,
  matrix: (props) => <MatrixLesson {...props} />,
  inverse: (props) => <InverseLesson {...props} />,
  'inverse-use': (props) => <InverseUseLesson {...props} />,
  marginal: (props) => <MarginalLesson {...props} />,
  'graph-shape': (props) => <GraphShapeLesson {...props} />,
  elasticity: (props) => <ElasticityLesson {...props} />,
  optimization: (props) => <OptimizationLesson {...props} />,
  taxes: (props) => <TaxesLesson {...props} />,
  exchange: (props) => <ExchangeLesson {...props} />,
  'class-index': (props) => <ClassIndexLesson {...props} />,
};
