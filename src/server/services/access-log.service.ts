import type { AccessWhat } from '../../shared/schemas/access-log';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accessLogRepo } from '../db/repos/access-log.repo';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { settingsRepo } from '../db/repos/settings.repo';
import type { AuthUser } from './accounts/authentication';

const RETENTION_KEY = 'access_log_retention_days';
const DEFAULT_RETENTION_DAYS = 365;
const PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

/**
 * 개인정보 접근 기록: who among the staff looked at which student's data, and when. Rows older than
 * the admin's retention are pruned as new ones are written, so no timer is needed.
 */
export function createAccessLogService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const retentionDays = () =>
    settingsRepo.load<number>(db, RETENTION_KEY) ?? DEFAULT_RETENTION_DAYS;
  return {
    retentionDays,
    record(
      actor: AuthUser,
      what: AccessWhat,
      about: { studentId?: number; classId?: number | null },
      tx: DbOrTx = db,
    ) {
      if (actor.role !== 'TEACHER' && actor.role !== 'ADMIN') return;
      const now = clock.now();
      accessLogRepo.pruneBefore(tx, new Date(now.getTime() - retentionDays() * DAY_MS));
      accessLogRepo.insert(tx, {
        actorId: actor.id,
        actorRole: actor.role,
        what,
        studentId: about.studentId ?? null,
        classId: about.classId ?? null,
        createdAt: now,
      });
    },

    page(page: number) {
      const entries = accessLogRepo
        .page(db, PAGE_SIZE, (page - 1) * PAGE_SIZE)
        .map(({ createdAt, ...row }) => ({ ...row, at: createdAt.toISOString() }));
      return { entries, retentionDays: retentionDays() };
    },

    setRetention(days: number) {
      settingsRepo.save(db, RETENTION_KEY, days);
      accessLogRepo.pruneBefore(db, new Date(clock.now().getTime() - days * DAY_MS));
      return this.page(1);
    },
  };
}

export type AccessLogService = ReturnType<typeof createAccessLogService>;
