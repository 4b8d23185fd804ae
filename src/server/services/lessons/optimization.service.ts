import {
  MIN_COMMON_RETURNS,
  optimizationFigures,
} from '../../../shared/domain/lessons/optimization';
import type { Explained } from '../../../shared/domain/maths/explained';
import {
  optimizationMessages,
  type OptimizationLessonView,
} from '../../../shared/schemas/lessons/optimization';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from '../accounts/authentication';
import { lessonSubject } from './lesson-subject';
import { twoStocks, type PastCloses } from './two-stocks';

export const tooFewDays = (days: number) =>
  `두 종목이 함께 거래된 날의 일간 수익률이 ${days}개뿐이에요. 분산과 공분산을 믿을 만하게 구하려면 ${MIN_COMMON_RETURNS}개 이상 필요해요. 상장한 지 오래된 다른 종목을 골라 보세요.`;

const metric = (key: string, label: string, figure: Explained) => ({ ...figure, key, label });

/** 미분으로 찾는 최소분산 포트폴리오 ([12경수04-04]) on two of the student's stocks. */
export function createOptimizationLessonService(deps: {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  closes: PastCloses;
}) {
  return {
    of(
      actor: AuthUser,
      query: { student?: number; a?: string; b?: string },
    ): OptimizationLessonView {
      const account = lessonSubject(deps.db, actor, query.student);
      const two = twoStocks(deps, account.id, deps.clock.now(), query);
      const empty = {
        candidates: two.candidates,
        pair: two.pair,
        days: two.returns?.dates.length ?? 0,
        from: two.returns?.dates[0] ?? null,
        to: two.returns?.dates.at(-1) ?? null,
        actualWeight: two.actualWeight,
        figures: [],
        curve: [],
      };
      if (!two.pair || !two.returns) return { ...empty, message: optimizationMessages.noStocks };
      if (two.returns.dates.length < MIN_COMMON_RETURNS)
        return { ...empty, message: tooFewDays(two.returns.dates.length) };
      const { a, b } = two.pair;
      const f = optimizationFigures(two.returns, [a.name, b.name], two.actualWeight);
      const figures = [
        metric('sigmaA', `${a.name}만 가질 때 연 변동성 σ(1)`, f.sigmaA),
        metric('sigmaB', `${b.name}만 가질 때 연 변동성 σ(0)`, f.sigmaB),
        metric('correlation', '두 종목 수익률의 상관계수 ρ', f.correlation),
        metric('weight', `최소분산 비중 w* (${a.name})`, f.weight),
        ...(f.sigmaAtOptimum
          ? [metric('sigmaAtOptimum', 'w*일 때 연 변동성', f.sigmaAtOptimum)]
          : []),
        ...(f.sigmaAtActual
          ? [metric('sigmaAtActual', '지금 내 비중의 연 변동성', f.sigmaAtActual)]
          : []),
      ];
      return { ...empty, figures, curve: f.curve, message: null };
    },
  };
}

export type OptimizationLessonService = ReturnType<typeof createOptimizationLessonService>;
