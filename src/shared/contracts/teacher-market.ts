import { zAnalytics, zAnalyticsQuery } from '../schemas/analytics';
import { zAuctionBoard, zAuctionIncome, zOpenAuction, zOpenedAuction } from '../schemas/auctions';
import { zClassRules, zRuleChangeEntry } from '../schemas/class-rules';
import { zLeaderboardSettings } from '../schemas/leaderboard';
import { zStudentOpenOrders } from '../schemas/orders';
import { zDisplayLink, zProjectorSettings, zProjectorState } from '../schemas/projector';
import { zActedOn } from '../schemas/answers';
import { endpoint } from './endpoint';

export const classRulesApi = {
  get: endpoint({ method: 'GET', path: '/teacher/classes/:id/rules', answer: zClassRules }),
  save: endpoint({
    method: 'PUT',
    path: '/teacher/classes/:id/rules',
    body: zClassRules,
    answer: zClassRules,
  }),
  changes: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/rules/changes',
    answer: zRuleChangeEntry.array(),
  }),
  openOrders: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/orders',
    answer: zStudentOpenOrders.array(),
  }),
};

export const classScreensApi = {
  leaderboardSettings: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/leaderboard',
    answer: zLeaderboardSettings,
  }),
  saveLeaderboardSettings: endpoint({
    method: 'PUT',
    path: '/teacher/classes/:id/leaderboard',
    body: zLeaderboardSettings,
    answer: zLeaderboardSettings,
  }),
  projectorSettings: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/projector',
    answer: zProjectorSettings,
  }),
  saveProjectorSettings: endpoint({
    method: 'PUT',
    path: '/teacher/classes/:id/projector',
    body: zProjectorSettings,
    answer: zProjectorSettings,
  }),
  displayLinks: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/display-links',
    answer: zDisplayLink.array(),
  }),
  createDisplayLink: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/display-links',
    answer: zDisplayLink,
  }),
  revokeDisplayLink: endpoint({
    method: 'DELETE',
    path: '/teacher/classes/:id/display-links/:linkId',
    answer: zActedOn,
  }),
  projectorState: endpoint({
    method: 'GET',
    path: '/projector/:id/state',
    answer: zProjectorState,
  }),
  studentAnalytics: endpoint({
    method: 'GET',
    path: '/teacher/students/:id/analytics',
    query: zAnalyticsQuery,
    answer: zAnalytics,
  }),
};

export const classAuctionsApi = {
  open: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/auctions',
    body: zOpenAuction,
    answer: zOpenedAuction,
  }),
  list: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/auctions',
    answer: zAuctionBoard.array(),
  }),
  latest: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/auctions/latest',
    answer: zAuctionBoard.nullable(),
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/teacher/classes/:id/auctions/:auctionId',
    answer: zAuctionBoard,
  }),
  /** 12경수02-05 소득 변화: a deposit to every student while the call is open. */
  income: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/auctions/:auctionId/income',
    body: zAuctionIncome,
    answer: zAuctionBoard,
  }),
};
