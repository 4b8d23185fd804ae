import { and, desc, eq } from 'drizzle-orm';
import { nameChangeRequests, users } from '../schema';
import type { DbOrTx } from './db-or-tx';

const columns = {
  id: nameChangeRequests.id,
  studentId: nameChangeRequests.userId,
  currentName: users.name,
  name: nameChangeRequests.name,
  status: nameChangeRequests.status,
  createdAt: nameChangeRequests.createdAt,
  classId: users.classId,
};

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(nameChangeRequests)
    .innerJoin(users, eq(users.id, nameChangeRequests.userId));

export const nameChangesRepo = {
  insert(db: DbOrTx, userId: number, name: string, at: Date) {
    return db
      .insert(nameChangeRequests)
      .values({ userId, name, createdAt: at })
      .returning({ id: nameChangeRequests.id })
      .get().id;
  },
  /** A student's requests still waiting for their teacher. */
  deletePendingOf(db: DbOrTx, userId: number) {
    db.delete(nameChangeRequests)
      .where(and(eq(nameChangeRequests.userId, userId), eq(nameChangeRequests.status, 'PENDING')))
      .run();
  },
  find(db: DbOrTx, id: number) {
    return joined(db).where(eq(nameChangeRequests.id, id)).get();
  },
  latestOf(db: DbOrTx, userId: number) {
    return joined(db)
      .where(eq(nameChangeRequests.userId, userId))
      .orderBy(desc(nameChangeRequests.id))
      .get();
  },
  pendingInClass(db: DbOrTx, classId: number) {
    return joined(db)
      .where(and(eq(users.classId, classId), eq(nameChangeRequests.status, 'PENDING')))
      .orderBy(nameChangeRequests.id)
      .all();
  },
  decide(db: DbOrTx, id: number, status: 'APPROVED' | 'REJECTED', at: Date) {
    db.update(nameChangeRequests)
      .set({ status, decidedAt: at })
      .where(eq(nameChangeRequests.id, id))
      .run();
  },
};
