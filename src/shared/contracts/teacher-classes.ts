import { zCreateClass, zClassSummary } from '../schemas/classes';
import { zActedOn } from '../schemas/answers';
import {
  zApprovalsRequest,
  zLoginCards,
  zServerAddress,
  zPasswordReset,
  zRosterImportRequest,
  zRosterImportResult,
  zRosterPreview,
  zRosterPreviewRequest,
} from '../schemas/roster';
import { zMovedStudents, zMoveStudentsRequest, zSuccessorRequest } from '../schemas/semester';
import { zClassDetail, zClassStatistics, zStudentActivity } from '../schemas/teacher';
import { zCashSet, zSetCash } from '../schemas/trading';
import { zUser } from '../schemas/user';
import { zClassTrade } from '../realtime/events';
import { download, endpoint } from './endpoint';

export const teacherClassesApi = {
  list: endpoint({ method: 'GET', path: '/teacher/classes', answer: zClassSummary.array() }),
  create: endpoint({
    method: 'POST',
    path: '/teacher/classes',
    body: zCreateClass,
    answer: zClassSummary,
  }),
  detail: endpoint({ method: 'GET', path: '/teacher/classes/:id', answer: zClassDetail }),
  statistics: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/statistics',
    answer: zClassStatistics,
  }),
  trades: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/trades',
    answer: zClassTrade.array(),
  }),
  studentsCsv: download('/teacher/classes/:id/export/students.csv'),
  transactionsCsv: download('/teacher/classes/:id/export/transactions.csv'),
  end: endpoint({ method: 'POST', path: '/teacher/classes/:id/end', answer: zClassSummary }),
  successor: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/successor',
    body: zSuccessorRequest,
    answer: zClassSummary,
  }),
  moveStudents: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/students/move',
    body: zMoveStudentsRequest,
    answer: zMovedStudents,
  }),
};

export const teacherStudentsApi = {
  pending: endpoint({ method: 'GET', path: '/teacher/pending', answer: zUser.array() }),
  approve: endpoint({ method: 'PUT', path: '/teacher/pending/:id/approve', answer: zUser }),
  reject: endpoint({ method: 'DELETE', path: '/teacher/pending/:id/reject', answer: zActedOn }),
  approveMany: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/approvals',
    body: zApprovalsRequest,
    answer: zUser.array(),
  }),
  previewRoster: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/roster/preview',
    body: zRosterPreviewRequest,
    answer: zRosterPreview,
  }),
  importRoster: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/roster',
    body: zRosterImportRequest,
    answer: zRosterImportResult,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/teacher/students/:id/reset-password',
    answer: zPasswordReset,
  }),
  serverAddress: endpoint({
    method: 'GET',
    path: '/teacher/server-address',
    answer: zServerAddress,
  }),
  reissueCards: endpoint({
    method: 'POST',
    path: '/teacher/classes/:id/login-cards',
    answer: zLoginCards,
  }),
  setCash: endpoint({
    method: 'PATCH',
    path: '/teacher/students/:id/cash',
    body: zSetCash,
    answer: zCashSet,
  }),
  activity: endpoint({
    method: 'GET',
    path: '/teacher/students/:id/activity',
    answer: zStudentActivity,
  }),
};
