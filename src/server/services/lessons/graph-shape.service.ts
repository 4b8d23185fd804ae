import {
  curveTex,
  derivativeTex,
  explainFit,
  explainSlopeAtLast,
  extremaOf,
  signChart,
} from '../../../shared/domain/lessons/graph-shape';
import { metric as lessonMetric } from '../../../shared/domain/maths/lessons';
import {
  fitCurve,
  MIN_FIT_CLOSES,
  thinCurveMessage,
  curveSamples,
  type DailyClose,
} from '../../../shared/domain/lessons/price-curve';
import type { GraphShapeLesson } from '../../../shared/schemas/lessons/graph-shape';
import type { StockLessonQuery } from '../../../shared/schemas/lessons/stock-curve';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../accounts/authentication';
import { stockLessonBase, stockLessonSubject } from './stock-lesson';
import type { StockPrices } from './stock-prices';

function curveOf(closes: DailyClose[]): NonNullable<GraphShapeLesson['curve']> {
  const fit = fitCurve(closes);
  return {
    closes,
    samples: curveSamples(fit),
    curve: curveTex(fit.cubic),
    derivative: derivativeTex(fit.cubic),
    fit: lessonMetric('rSquared', '결정계수 R²', explainFit(fit)),
    rmse: Math.round(fit.rmse),
    signChart: signChart(fit, closes),
    extrema: extremaOf(fit, closes).map((e) => ({
      kind: e.kind,
      t: e.t,
      date: e.date,
      value: lessonMetric(`value-${e.kind}`, `${e.kind}값 f(t)`, e.value),
      root: lessonMetric(`root-${e.kind}`, `${e.kind}인 t`, e.root),
    })),
    slopeAtLast: lessonMetric(
      'slopeAtLast',
      '마지막 거래일의 미분계수 f′(T) (원/일)',
      explainSlopeAtLast(fit),
    ),
  };
}

/** 12경수04-02: the chosen stock's real closes, the fitted cubic, its 증감표 and 극값. */
export function createGraphShapeLessonService(deps: {
  db: Db;
  clock: Clock;
  stockPrices: StockPrices;
}) {
  return {
    of(actor: AuthUser, query: StockLessonQuery): GraphShapeLesson {
      const subject = stockLessonSubject(deps, actor, query);
      const base = stockLessonBase(subject);
      const { closes } = subject;
      if (base.missing) return { ...base, curve: null };
      if (closes.length < MIN_FIT_CLOSES)
        return { ...base, missing: thinCurveMessage(closes.length), curve: null };
      return { ...base, curve: curveOf(closes) };
    },
  };
}

export type GraphShapeLessonService = ReturnType<typeof createGraphShapeLessonService>;
