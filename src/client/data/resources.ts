import { portfolioApi } from '../../shared/contracts/portfolio';
import { tradingApi } from '../../shared/contracts/trading';

/**
 * What a trade changes: cash and holdings, the open orders, the history, and the rules' count
 * of today's orders.
 */
export const afterTrade = [
  portfolioApi.get,
  tradingApi.orders,
  tradingApi.history,
  tradingApi.rules,
] as const;

/** What a corporate action (split, merger, dividend) changes on the portfolio page. */
export const afterCorporateAction = [
  portfolioApi.get,
  portfolioApi.analytics,
  portfolioApi.corporateActions,
  tradingApi.history,
] as const;
