import { randomBytes } from 'node:crypto';
import { DomainError } from '../../shared/domain/domain-error';
import { messages } from '../../shared/messages';
import type { ApproveUser, CreateTeacher } from '../../shared/schemas/admin';
import { rosterMessages } from '../../shared/schemas/roster';
import type { User } from '../../shared/schemas/user';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { classesRepo, type ClassRow } from '../db/repos/classes.repo';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { usersRepo, type UserRow } from '../db/repos/users.repo';
import type { AuthUser } from './accounts/authentication';
import { endAccountAccess } from './accounts/ended-access';
import { createAccount } from './accounts/new-account';
import { announceOrder } from './trading/order-fills';
import type { ServerEventBus } from '../../shared/realtime/server-events';
import { currentBoard } from './auctions/auction-board';
import type { PasswordHasher } from './accounts/passwords';
import { findManagedClass } from './classes/class-access';
import type { Sessions } from './accounts/sessions';
import { grantStartingCash } from './trading/starting-cash';

// Used when a student's class was deleted before approval; matches the class default.
const DEFAULT_INITIAL_CASH = 10_000_000;

export interface UsersServiceDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  sessions: Sessions;
  events: ServerEventBus;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { db, clock, passwords, sessions } = deps;
  function view(id: number): User {
    const user = usersRepo.findView(db, id);
    if (!user) throw new DomainError('USER_NOT_FOUND', messages.userNotFound);
    return user;
  }

  function found(id: number): UserRow {
    const user = usersRepo.findById(db, id);
    if (!user) throw new DomainError('USER_NOT_FOUND', messages.userNotFound);
    return user;
  }

  /** A pending account the actor may decide on: admins any, teachers their own classes'. */
  function pendingFor(actor: AuthUser, id: number): UserRow {
    const user = found(id);
    if (actor.role !== 'ADMIN') {
      const own = classesRepo.idsOfTeacher(db, actor.id);
      if (user.classId === null || !own.includes(user.classId))
        throw new DomainError('FORBIDDEN', messages.notYourClass);
    }
    if (user.role !== 'GUEST') throw new DomainError('USER_NOT_PENDING', messages.userNotPending);
    return user;
  }

  // An ended class is read-only (종료): a student joining it now could never trade there.
  function refuseEnded(klass: Pick<ClassRow, 'endedAt'> | undefined) {
    if (klass?.endedAt) throw new DomainError('TARGET_CLASS_ENDED', rosterMessages.approveEnded);
  }

  /** Reset and toggle act on students, teachers and guests; admins are out of reach. */
  function nonAdmin(id: number): UserRow {
    const user = found(id);
    if (user.role === 'ADMIN') throw new DomainError('FORBIDDEN', messages.adminProtected);
    return user;
  }

  /**
   * One waiting account becomes a STUDENT with its starting cash, in the caller's transaction; an
   * account no longer waiting in that class (approved meanwhile, or twice in one list) is refused,
   * so the INITIAL ledger row is written once per account.
   */
  function approveWaiting(tx: DbOrTx, userId: number, classId: number | null, cash: number) {
    if (!usersRepo.approveWaiting(tx, userId, classId))
      throw new DomainError('USER_NOT_PENDING', rosterMessages.notPending);
    grantStartingCash(tx, userId, cash, clock.now());
  }

  function approveAsStudent(user: UserRow) {
    const klass = user.classId === null ? undefined : classesRepo.findById(db, user.classId);
    refuseEnded(klass);
    // `??`, not `||`: a class may start its students with nothing.
    const cash = klass?.initialCash ?? DEFAULT_INITIAL_CASH;
    db.transaction((tx) => approveWaiting(tx, user.id, user.classId, cash));
  }

  return {
    listPending(actor: AuthUser): User[] {
      if (actor.role === 'ADMIN') return usersRepo.listPending(db);
      return usersRepo.listPending(db, classesRepo.idsOfTeacher(db, actor.id));
    },

    listUsers: (): User[] => usersRepo.listViews(db),

    /** A student gets the class's starting cash, written to the ledger in the same transaction. */
    approve(actor: AuthUser, id: number, role: ApproveUser['role']): User {
      if (actor.role !== 'ADMIN' && role !== 'STUDENT')
        throw new DomainError('FORBIDDEN', messages.teacherApprovesStudents);
      const user = pendingFor(actor, id);
      // A teacher belongs to no class as a member; their classes are the ones they run.
      if (role === 'TEACHER') usersRepo.update(db, user.id, { role: 'TEACHER', classId: null });
      else approveAsStudent(user);
      return view(user.id);
    },

    /** Approves a waiting group of one class at once: all of them, or none if one is not waiting there. */
    approveMany(actor: AuthUser, classId: number, userIds: number[]): User[] {
      const klass = findManagedClass(db, actor, classId);
      refuseEnded(klass);
      // The request's schema refuses a repeated id; a caller that skipped it still approves once.
      const distinct = [...new Set(userIds)];
      db.transaction(
        (tx) => {
          for (const id of distinct) approveWaiting(tx, id, klass.id, klass.initialCash);
        },
        { behavior: 'immediate' },
      );
      return distinct.map(view);
    },

    /** Rejection deletes the pending account (docs/product/roles-and-screens.md#accounts-and-approval). */
    reject(actor: AuthUser, id: number) {
      usersRepo.delete(db, pendingFor(actor, id).id);
    },

    async resetPassword(id: number, newPassword: string): Promise<User> {
      nonAdmin(id);
      const passwordHash = await passwords.hash(newPassword);
      db.transaction((tx) => {
        // The admin tells the user this password: no login card's last day applies to it.
        usersRepo.update(tx, id, { passwordHash, temporaryPasswordExpiresAt: null });
        sessions.end(tx, id);
      });
      return view(id);
    },

    toggleStatus(id: number): User {
      const user = nonAdmin(id);
      const ended = db.transaction((tx) => {
        usersRepo.update(tx, id, { isActive: !user.isActive });
        if (!user.isActive) return null;
        sessions.end(tx, id);
        return endAccountAccess(tx, id, clock.now());
      });
      for (const orderId of ended?.cancelledOrders ?? [])
        announceOrder(db, deps.events, id, orderId);
      for (const auctionId of ended?.changedAuctions ?? []) {
        const board = currentBoard(db, auctionId);
        if (board) deps.events.publish('auctionChanged', board);
      }
      for (const classId of ended?.revokedClasses ?? [])
        deps.events.publish('displayLinkRevoked', { classId });
      return view(id);
    },

    async createTeacher(input: CreateTeacher): Promise<User> {
      const row = await createAccount(deps, { ...input, role: 'TEACHER' });
      return view(row.id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/**
 * On first start (no users at all) creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * with a generated password that is printed once: it is stored only as a hash.
 */
export async function ensureAdmin(deps: {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  email: string;
  password?: string;
  log?: (line: string) => void;
}) {
  // Also after `npm run demo` seeded a school before the first start: there is still no admin.
  if (usersRepo.hasAdmin(deps.db)) return;
  const password = deps.password ?? randomBytes(12).toString('base64url');
  usersRepo.insert(deps.db, {
    email: deps.email.trim().toLowerCase(),
    name: '관리자',
    passwordHash: await deps.passwords.hash(password),
    role: 'ADMIN',
    // A password printed to a console may be read by others: the admin chooses their own.
    mustChangePassword: !deps.password,
    createdAt: deps.clock.now(),
  });
  if (!deps.password)
    (deps.log ?? console.info)(
      `Created the admin account ${deps.email} with the password ${password} (shown only once).`,
    );
}
