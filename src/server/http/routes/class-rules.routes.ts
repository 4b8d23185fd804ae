import { classRulesApi } from '../../../shared/contracts/teacher-market';
import { Hono } from 'hono';
import { zClassRules } from '../../../shared/schemas/class-rules';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ClassMarketService } from '../../services/class-market.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** The teacher's 우리 반 규칙, its change log and the class's open orders, in the /teacher tree. */
export function classRulesRoutes({ classMarket }: { classMarket: ClassMarketService }) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/classes/:id/rules', id, (c) =>
      reply(classRulesApi.get, classMarket.rules(c.get('user'), c.req.valid('param').id)),
    )
    .put('/classes/:id/rules', id, validate('json', zClassRules), (c) =>
      reply(
        classRulesApi.save,
        classMarket.saveRules(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    )
    .get('/classes/:id/rules/changes', id, (c) =>
      reply(classRulesApi.changes, classMarket.changes(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/orders', id, (c) =>
      reply(
        classRulesApi.openOrders,
        classMarket.openOrders(c.get('user'), c.req.valid('param').id),
      ),
    );
}
