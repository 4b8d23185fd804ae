import { isClassInProgress } from '../../shared/domain/class-status';
import { kstDate } from '../../shared/domain/market/calendar';
import type { ClassSummary, CreateClass } from '../../shared/schemas/classes';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { classesRepo, type ClassRow } from '../db/repos/classes.repo';
import type { AuthUser } from './authentication';
import { uniqueClassCode, type RandomIndex } from './class-codes';

export interface ClassesServiceDeps {
  db: Db;
  clock: Clock;
  random?: RandomIndex;
}

export function createClassesService({ db, clock, random }: ClassesServiceDeps) {
  function summary(row: ClassRow, counts: { students: number; pending: number }): ClassSummary {
    return {
      id: row.id,
      name: row.name,
      code: row.code,
      isActive: isClassInProgress(row, kstDate(clock.now())),
      startDate: row.startDate,
      endDate: row.endDate,
      createdAt: row.createdAt.toISOString(),
      _count: counts,
    };
  }

  return {
    /** Teachers see the classes they run; admins see every class. */
    list(actor: AuthUser): ClassSummary[] {
      const rows = classesRepo.listWithCounts(db, actor.role === 'ADMIN' ? undefined : actor.id);
      return rows.map(({ row, students, pending }) => summary(row, { students, pending }));
    },

    create(actor: AuthUser, input: CreateClass): ClassSummary {
      const row = db.transaction((tx) =>
        classesRepo.insert(tx, {
          name: input.name,
          code: uniqueClassCode((code) => classesRepo.codeExists(tx, code), random),
          teacherId: actor.id,
          startDate: input.startDate,
          endDate: input.endDate ?? null,
          createdAt: clock.now(),
        }),
      );
      return summary(row, { students: 0, pending: 0 });
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
