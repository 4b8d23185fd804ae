import { classRulesApi } from '../../../shared/contracts/teacher-market';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ClassMarketService } from '../../services/class-market.service';
import { ContractRouter } from '../contract-router';

/** The teacher's 우리 반 규칙, its change log and the class's open orders, in the /teacher tree. */
export function classRulesRoutes({ classMarket }: { classMarket: ClassMarketService }) {
  const id = { params: zIdParam };
  return new ContractRouter('/teacher')
    .serve(classRulesApi.get, id, (c, { params }) => classMarket.rules(c.get('user'), params.id))
    .serve(classRulesApi.save, id, (c, { params, body }) =>
      classMarket.saveRules(c.get('user'), params.id, body),
    )
    .serve(classRulesApi.changes, id, (c, { params }) =>
      classMarket.changes(c.get('user'), params.id),
    )
    .serve(classRulesApi.openOrders, id, (c, { params }) =>
      classMarket.openOrders(c.get('user'), params.id),
    );
}
