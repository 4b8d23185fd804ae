import { zApproveUser, zCreateTeacher, zResetPassword } from '../schemas/admin';
import { zEraseClass, zEraseResult } from '../schemas/class-record';
import {
  zConfirmCorporateAction,
  zConfirmedCorporateAction,
  zPendingCorporateAction,
} from '../schemas/corporate-actions';
import { zSchoolLeaderboard } from '../schemas/leaderboard';
import {
  zMarketSettings,
  zMarketSettingsPreview,
  zMarketSettingsUpdate,
} from '../schemas/market-settings';
import { zUser } from '../schemas/user';
import { zActedOn } from '../schemas/answers';
import { zHealthDetails } from '../schemas/envelope';
import { zBackupStatus } from '../schemas/backups';
import { download, endpoint } from './endpoint';

export const adminUsersApi = {
  pending: endpoint({ method: 'GET', path: '/admin/users/pending', answer: zUser.array() }),
  list: endpoint({ method: 'GET', path: '/admin/users', answer: zUser.array() }),
  createTeacher: endpoint({
    method: 'POST',
    path: '/admin/users/create-teacher',
    body: zCreateTeacher,
    answer: zUser,
  }),
  approve: endpoint({
    method: 'PUT',
    path: '/admin/users/:id/approve',
    body: zApproveUser,
    answer: zUser,
  }),
  reject: endpoint({ method: 'DELETE', path: '/admin/users/:id/reject', answer: zActedOn }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/admin/users/:id/reset-password',
    body: zResetPassword,
    answer: zUser,
  }),
  toggleStatus: endpoint({ method: 'PUT', path: '/admin/users/:id/toggle-status', answer: zUser }),
};

export const adminMarketApi = {
  /** The server's health with its version and error codes (the public /health says ok or not). */
  health: endpoint({ method: 'GET', path: '/admin/health', answer: zHealthDetails }),
  settings: endpoint({ method: 'GET', path: '/admin/market-settings', answer: zMarketSettings }),
  backups: endpoint({ method: 'GET', path: '/admin/backups', answer: zBackupStatus }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/admin/market-settings',
    body: zMarketSettingsUpdate,
    answer: zMarketSettings,
  }),
  previewSettings: endpoint({
    method: 'POST',
    path: '/admin/market-settings/preview',
    body: zMarketSettingsUpdate,
    answer: zMarketSettingsPreview,
  }),
  pendingCorporateActions: endpoint({
    method: 'GET',
    path: '/admin/corporate-actions',
    answer: zPendingCorporateAction.array(),
  }),
  confirmCorporateAction: endpoint({
    method: 'POST',
    path: '/admin/corporate-actions/confirm',
    body: zConfirmCorporateAction,
    answer: zConfirmedCorporateAction,
  }),
};

export const adminSchoolApi = {
  leaderboard: endpoint({ method: 'GET', path: '/admin/leaderboard', answer: zSchoolLeaderboard }),
  saveLeaderboard: endpoint({
    method: 'PUT',
    path: '/admin/leaderboard',
    body: zSchoolLeaderboard,
    answer: zSchoolLeaderboard,
  }),
  exportClass: download('/admin/classes/:id/export'),
  eraseClass: endpoint({
    method: 'POST',
    path: '/admin/classes/:id/erase',
    body: zEraseClass,
    answer: zEraseResult,
  }),
};
