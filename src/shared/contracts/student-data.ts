import { z } from 'zod';
import { zAccessLogPage, zAccessLogQuery, zAccessLogRetention } from '../schemas/access-log';
import { zNameChangeInput, zNameChangeRequest } from '../schemas/name-change';
import { download, endpoint } from './endpoint';

/** A student's rights over their data, and the log of the staff's views of it (ADR 0041). */
export const studentDataApi = {
  /** 내 정보 내려받기: everything held about the signed-in student, as a ZIP. */
  myData: download('/my-data/export'),
  /** The student's latest 이름 정정 요청 (null when none). */
  myNameChange: endpoint({
    method: 'GET',
    path: '/my-data/name-change',
    answer: zNameChangeRequest.nullable(),
  }),
  requestNameChange: endpoint({
    method: 'POST',
    path: '/my-data/name-change',
    body: zNameChangeInput,
    answer: zNameChangeRequest,
  }),
  pendingNameChanges: endpoint({
    method: 'GET',
    path: '/teacher/classes/:id/name-changes',
    answer: zNameChangeRequest.array(),
  }),
  approveNameChange: endpoint({
    method: 'PUT',
    path: '/teacher/name-changes/:id/approve',
    answer: zNameChangeRequest,
  }),
  rejectNameChange: endpoint({
    method: 'PUT',
    path: '/teacher/name-changes/:id/reject',
    answer: zNameChangeRequest,
  }),
  eraseStudent: endpoint({
    method: 'POST',
    path: '/teacher/students/:id/erase',
    answer: z.object({ name: z.string() }),
  }),
  accessLog: endpoint({
    method: 'GET',
    path: '/admin/access-log',
    query: zAccessLogQuery,
    answer: zAccessLogPage,
  }),
  accessLogRetention: endpoint({
    method: 'PUT',
    path: '/admin/access-log/retention',
    body: zAccessLogRetention,
    answer: zAccessLogPage,
  }),
};
