import { zAnalytics, zAnalyticsQuery } from '../schemas/analytics';
import { zCorporateAdjustment } from '../schemas/corporate-actions';
import { zRegion, zRegionQuery } from '../schemas/region';
import {
  zHistoryQuery,
  zHolding,
  zLeaderboardEntry,
  zLeaderboardQuery,
  zPerformance,
  zPerformanceQuery,
  zPortfolio,
  zValuePoint,
} from '../schemas/trading';
import { endpoint } from './endpoint';

export const portfolioApi = {
  get: endpoint({ method: 'GET', path: '/portfolio', answer: zPortfolio.nullable() }),
  holdings: endpoint({ method: 'GET', path: '/portfolio/holdings', answer: zHolding.array() }),
  performance: endpoint({
    method: 'GET',
    path: '/portfolio/performance',
    query: zPerformanceQuery,
    answer: zPerformance,
  }),
  valueHistory: endpoint({
    method: 'GET',
    path: '/portfolio/value-history',
    query: zPerformanceQuery,
    answer: zValuePoint.array(),
  }),
  analytics: endpoint({
    method: 'GET',
    path: '/portfolio/analytics',
    query: zAnalyticsQuery,
    answer: zAnalytics.nullable(),
  }),
  region: endpoint({
    method: 'GET',
    path: '/portfolio/region',
    query: zRegionQuery,
    answer: zRegion,
  }),
  corporateActions: endpoint({
    method: 'GET',
    path: '/portfolio/corporate-actions',
    query: zHistoryQuery,
    answer: zCorporateAdjustment.array(),
  }),
};

export const leaderboardApi = {
  get: endpoint({
    method: 'GET',
    path: '/leaderboard',
    query: zLeaderboardQuery,
    answer: zLeaderboardEntry.array(),
  }),
};
