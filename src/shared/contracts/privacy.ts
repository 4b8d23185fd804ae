import { z } from 'zod';
import { zAccessLogPage, zAccessLogQuery, zAccessLogRetention } from '../schemas/access-log';
import { download, endpoint } from './endpoint';

/** A student's rights over their data, and the log of the staff's views of it (issue 41). */
export const privacyApi = {
  /** 내 정보 내려받기: everything held about the signed-in student, as a ZIP. */
  myData: download('/my-data/export'),
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
