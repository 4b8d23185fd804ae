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
        .values({ userId, ...record })
        .onConflictDoUpdate({ target: guardianConsents.userId, set: record })
        .run();
  },

  find(db: DbOrTx, userId: number): ConsentRecord | undefined {
    const row = db.select().from(guardianConsents).where(eq(guardianConsents.userId, userId)).get();
    return row && { ...row };
  },

  setMiddleSchool(db: DbOrTx, classId: number, middleSchool: boolean) {
    db.update(classes).set({ middleSchool }).where(eq(classes.id, classId)).run();
  },

  /** How many classes (of those not ended) are marked 중학교: the 처리방침 and the 점검표 say it. */
  middleSchoolCounts(db: DbOrTx) {
    const row = db
      .select({
        classes: sql<number>`count(*)`,
        awaiting: sql<number>`(select count(*) from ${users} join ${classes} as c on c.id = ${users.classId}
          where c.middle_school = 1 and c.ended_at is null and ${users.role} = 'STUDENT'
          and ${users.isActive} = 1 and ${users.movedToId} is null
          and not exists (select 1 from ${guardianConsents} where ${guardianConsents.userId} = ${users.id}))`,
      })
      .from(classes)
      .where(and(eq(classes.middleSchool, true), isNull(classes.endedAt)))
      .get();
    return { classes: row?.classes ?? 0, awaiting: row?.awaiting ?? 0 };
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
