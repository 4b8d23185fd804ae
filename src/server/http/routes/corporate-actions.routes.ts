import { portfolioApi } from '../../../shared/contracts/portfolio';
import { adminMarketApi } from '../../../shared/contracts/admin';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zConfirmCorporateAction } from '../../../shared/schemas/corporate-actions';
import { zHistoryQuery } from '../../../shared/schemas/trading';
import {
  confirmCorporateAction,
  type CorporateActionsService,
  type PendingCorporateActions,
} from '../../services/corporate-actions.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** GET /portfolio/corporate-actions: the student's holdings adjusted by corporate actions. */
export function corporateActionsRoutes(deps: {
  corporateActions: CorporateActionsService;
  requireAuth: MiddlewareHandler<AppEnv>;
  requireWatchlist: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .use('*', deps.requireAuth, deps.requireWatchlist)
    .get('/corporate-actions', validate('query', zHistoryQuery), (c) =>
      reply(
        portfolioApi.corporateActions,
        deps.corporateActions.history(c.get('user').id, c.req.valid('query').limit),
      ),
    );
}

/** 시장 설정, live mode: actions detected from a provider's 기준가, applied once confirmed. */
export function adminCorporateActionsRoutes(deps: {
  corporateActions: CorporateActionsService;
  detected?: PendingCorporateActions;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .use('*', deps.requireAuth, requireRole(['ADMIN'], messages.adminOnly))
    .get('/', () => reply(adminMarketApi.pendingCorporateActions, deps.detected?.pending() ?? []))
    .post('/confirm', validate('json', zConfirmCorporateAction), (c) =>
      reply(
        adminMarketApi.confirmCorporateAction,
        confirmCorporateAction(deps.corporateActions, deps.detected, c.req.valid('json')),
      ),
    );
}
