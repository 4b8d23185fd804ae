import { portfolioApi } from '../../../shared/contracts/portfolio';
import { adminMarketApi } from '../../../shared/contracts/admin';
import type { MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import {
  confirmCorporateAction,
  type CorporateActionsService,
  type PendingCorporateActions,
} from '../../services/corporate-actions.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';

/** GET /portfolio/corporate-actions: the student's holdings adjusted by corporate actions. */
export function corporateActionsRoutes(deps: {
  corporateActions: CorporateActionsService;
  requireAuth: MiddlewareHandler<AppEnv>;
  requireWatchlist: MiddlewareHandler<AppEnv>;
}) {
  return new ContractRouter('/portfolio', [deps.requireAuth, deps.requireWatchlist]).serve(
    portfolioApi.corporateActions,
    (c, { query }) => deps.corporateActions.history(c.get('user').id, query.limit),
  );
}

/** 시장 설정, live mode: actions detected from a provider's 기준가, applied once confirmed. */
export function adminCorporateActionsRoutes(deps: {
  corporateActions: CorporateActionsService;
  detected?: PendingCorporateActions;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const admin = requireRole(['ADMIN'], messages.adminOnly);
  return new ContractRouter('/admin/corporate-actions', [deps.requireAuth, admin])
    .serve(adminMarketApi.pendingCorporateActions, () => deps.detected?.pending() ?? [])
    .serve(adminMarketApi.confirmCorporateAction, (c, { body }) =>
      confirmCorporateAction(deps.corporateActions, deps.detected, body),
    );
}
