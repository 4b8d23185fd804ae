import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ConsentMethod } from '../../../shared/schemas/guardian-consent';
import { classes, guardianConsents, users } from '../schema';
import type { DbOrTx } from './db-or-tx';

export interface ConsentRecord {
  receivedOn: string;
  method: ConsentMethod;
  confirmedBy: number;
  confirmedAt: Date;
}

export const guardianConsentsRepo = {
  /** A class's students (not the records left by a move), 학번 order, each with their consent. */
  studentsOfClass(db: DbOrTx, classId: number) {
    return db
      .select({
        id: users.id,
        number: users.number,
        name: users.name,
        consent: guardianConsents,
        confirmedByName: sql<
          string | null
        >`(select confirmer.name from users as confirmer where confirmer.id = ${guardianConsents.confirmedBy})`,
      })
      .from(users)
      .leftJoin(guardianConsents, eq(guardianConsents.userId, users.id))
      .where(and(eq(users.classId, classId), eq(users.role, 'STUDENT'), isNull(users.movedToId)))
      .orderBy(sql`${users.number} is null`, asc(users.number), asc(users.id))
      .all();
  },

  /** Confirmed again, the newer record stands: the teacher corrects a mistyped date that way. */
  confirm(db: DbOrTx, userIds: number[], record: ConsentRecord) {
    for (const userId of userIds)
      db.insert(guardianConsents)
        .values({ ...record, userId })
        .onConflictDoUpdate({ target: guardianConsents.userId, set: record })
        .run();
  },

  find(db: DbOrTx, userId: number): ConsentRecord | undefined {
    const row = db.select().from(guardianConsents).where(eq(guardianConsents.userId, userId)).get();
    if (!row) return undefined;
    const { userId: _userId, ...record } = row;
    return record;
  },

  setMiddleSchool(db: DbOrTx, classId: number, middleSchool: boolean) {
    db.update(classes).set({ middleSchool }).where(eq(classes.id, classId)).run();
  },

  /** How many classes (of those not ended) are marked 중학교: the 처리방침 and the 점검표 say it. */
  middleSchoolCounts(db: DbOrTx): { classes: number; awaiting: number } {
    // Plain SQL: drizzle prints bare column names in a one-table query, and users and classes
    // both have is_active.
    const row = db.get<{ classes: number; awaiting: number }>(sql`select
      (select count(*) from classes where middle_school = 1 and ended_at is null) as classes,
      (select count(*) from users as u join classes as c on c.id = u.class_id
        where c.middle_school = 1 and c.ended_at is null and u.role = 'STUDENT'
        and u.is_active = 1 and u.moved_to_id is null
        and not exists (select 1 from guardian_consents as g where g.user_id = u.id)) as awaiting`);
    return row;
  },

  inClass(db: DbOrTx, classId: number, userIds: number[]): number[] {
    return db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.classId, classId), eq(users.role, 'STUDENT'), inArray(users.id, userIds)))
      .all()
      .map((row) => row.id);
  },
};
