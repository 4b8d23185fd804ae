import { z } from 'zod';

/** What a teacher or the admin looked at: a student's activity, report, evidence or an export. */
export const zAccessWhat = z.enum(['activity', 'report', 'evidence', 'export', 'erase']);
export type AccessWhat = z.infer<typeof zAccessWhat>;
export const accessWhatLabels: Record<AccessWhat, string> = {
  activity: '학생 활동 조회',
  report: '보고서 조회',
  evidence: '근거 자료 조회',
  export: '내보내기',
  erase: '개인정보 파기',
};

export const zAccessLogEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string().nullable(),
  actorRole: z.enum(['TEACHER', 'ADMIN']),
  what: zAccessWhat,
  studentId: z.number().int().nullable(),
  studentName: z.string().nullable(),
  classId: z.number().int().nullable(),
  /** The class's name now; null once the class is gone. */
  className: z.string().nullable(),
  at: z.string(),
});
export type AccessLogEntry = z.infer<typeof zAccessLogEntry>;

export const zAccessLogPage = z.object({
  entries: zAccessLogEntry.array(),
  retentionDays: z.number().int(),
});

export const zAccessLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const zAccessLogRetention = z.object({
  retentionDays: z
    .number('보관 기간은 1일에서 3650일 사이로 정해주세요.')
    .int()
    .min(1, '보관 기간은 1일에서 3650일 사이로 정해주세요.')
    .max(3650, '보관 기간은 1일에서 3650일 사이로 정해주세요.'),
});
