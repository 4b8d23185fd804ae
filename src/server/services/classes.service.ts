import { isClassInProgress } from '../../shared/domain/class-status';
import { kstDate } from '../../shared/domain/market/calendar';
import type { ClassSummary, CreateClass } from '../../shared/schemas/classes';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { classRulesRepo } from '../db/repos/class-rules.repo';
import { classesRepo, type ClassRow } from '../db/repos/classes.repo';
import type { AuthUser } from './accounts/authentication';
import { uniqueClassCode, type RandomIndex } from './classes/class-codes';
import { DomainError } from '../../shared/domain/domain-error';
import { privacyMessages } from '../../shared/schemas/privacy';
import { privacyOfficerStore } from './privacy/privacy-officer';

export interface ClassesServiceDeps {
  db: Db;
  clock: Clock;
  random?: RandomIndex;
}

/** A class card (Class, docs/product/api.md#fields), as the dashboard, creation and a successor answer it. */
export function classSummary(
  row: ClassRow,
  counts: { students: number; pending: number },
  today: string,
): ClassSummary {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    isActive: isClassInProgress(row, today),
    startDate: row.startDate,
    endDate: row.endDate,
    endedAt: row.endedAt?.toISOString() ?? null,
    middleSchool: row.middleSchool,
    createdAt: row.createdAt.toISOString(),
    _count: counts,
  };
}

export function createClassesService({ db, clock, random }: ClassesServiceDeps) {
  const summary = (row: ClassRow, counts: { students: number; pending: number }) =>
    classSummary(row, counts, kstDate(clock.now()));

  return {
    /** Teachers see the classes they run; admins see every class. */
    list(actor: AuthUser): ClassSummary[] {
      const rows = classesRepo.listWithCounts(db, actor.role === 'ADMIN' ? undefined : actor.id);
      return rows.map(({ row, students, pending }) => summary(row, { students, pending }));
    },

    create(actor: AuthUser, input: CreateClass): ClassSummary {
      // 개인정보 보호법 제30·31조: the 처리방침 names the officer before any student's data comes in.
      if (!privacyOfficerStore.load(db)) {
        throw new DomainError('PRIVACY_OFFICER_REQUIRED', privacyMessages.officerRequired);
      }
      const row = db.transaction((tx) => {
        const created = classesRepo.insert(tx, {
          name: input.name,
          code: uniqueClassCode((code) => classesRepo.codeExists(tx, code), random),
          teacherId: actor.id,
          startDate: input.startDate,
          endDate: input.endDate ?? null,
          middleSchool: input.middleSchool ?? false,
          createdAt: clock.now(),
        });
        if (input.rules) classRulesRepo.save(tx, created.id, input.rules);
        return created;
      });
      return summary(row, { students: 0, pending: 0 });
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
