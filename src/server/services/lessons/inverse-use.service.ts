import {
  EXAMPLE_COEFFICIENTS,
  EXAMPLE_DEMAND,
  EXAMPLE_SECTORS,
  leontiefLesson,
  sectorDemand,
} from '../../../shared/domain/lessons/inverse-use';
import type { InverseUseLesson } from '../../../shared/schemas/lessons/inverse-use';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from '../accounts/authentication';
import { valueAccount } from '../valuation/valuations';
import { readHeldAtClose } from './held-at-close';
import { lessonSubject } from './lesson-subject';

export const inverseUseMessages = {
  exampleDemand:
    '두 업종 이상에 투자하면 내 투자 금액을 최종수요로 놓을 수 있어요. 지금은 예시 최종수요로 보여줘요.',
} as const;

/** The Leontief inverse on example coefficients, with the student's two 업종 as final demand. */
export function createInverseUseLessonService(deps: { db: Db; prices: PriceStore; clock: Clock }) {
  const { db, clock } = deps;
  return {
    of(actor: AuthUser, student: number | undefined): InverseUseLesson {
      const account = lessonSubject(db, actor, student);
      const holdings = valueAccount(deps, account.id, clock.now())?.valuation.holdings ?? [];
      const own = sectorDemand(readHeldAtClose(deps, holdings));
      const example = own.length < 2;
      const demand = example ? EXAMPLE_DEMAND : own.map((s) => s.value);
      return {
        sectors: example ? EXAMPLE_SECTORS : own.map((s) => s.sector),
        demand,
        exampleDemand: example,
        missing: example ? inverseUseMessages.exampleDemand : null,
        coefficients: EXAMPLE_COEFFICIENTS,
        ...leontiefLesson(demand),
      };
    },
  };
}

export type InverseUseLessonService = ReturnType<typeof createInverseUseLessonService>;
