import { DomainError } from '../../../shared/domain/domain-error';
import { kstDate } from '../../../shared/domain/market/calendar';
import type { ClassSummary } from '../../../shared/schemas/classes';
import {
  semesterMessages,
  type MovedStudents,
  type MoveStudentsRequest,
  type SuccessorRequest,
} from '../../../shared/schemas/semester';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { accountsRepo } from '../../db/repos/accounts.repo';
import { auctionsRepo } from '../../db/repos/auctions.repo';
import { classesRepo, classSettings } from '../../db/repos/classes.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { ordersRepo } from '../../db/repos/orders.repo';
import type { AuthUser } from '../accounts/authentication';
import { classNotFound, findManagedClass } from '../classes/class-access';
import { uniqueClassCode, type RandomIndex } from '../classes/class-codes';
import { classSummary } from '../classes.service';
import { announceOrder } from '../trading/order-fills';
import { currentBoard } from '../auctions/auction-board';
import { releaseAuction } from '../auctions/auction-settlement';
import type { ServerEventBus } from '../../../shared/realtime/server-events';
import { copyRubric } from '../reviews/rubric.service';
import { copyAssignments } from './copy-assignments';
import type { Sessions } from '../accounts/sessions';
import { moveStudents } from './move-students';
import { holdingsRepo } from '../../db/repos/holdings.repo';
import type { PriceStore } from '../../market/price-store';
import { valuationPrice } from '../valuation/valuations';

export interface SemesterServiceDeps {
  db: Db;
  clock: Clock;
  sessions: Sessions;
  random?: RandomIndex;
  events: ServerEventBus;
  prices: PriceStore;
}

/** 종료, the next semester's class, and moving students between a teacher's classes (ADR 0021). */
export function createSemesterService(deps: SemesterServiceDeps) {
  const { db, clock, sessions } = deps;

  // The class's figures stop where it ended: every holding keeps the price it was valued at.
  function freezeValuations(tx: DbOrTx, classId: number) {
    const ids = accountsRepo.students(tx, classId).map((student) => student.id);
    holdingsRepo.freezeAtEnd(
      tx,
      holdingsRepo
        .listWithStocks(tx, ids)
        .map((h) => ({ id: h.id, price: valuationPrice(deps.prices, h) })),
    );
  }

  function summaryOf(classId: number): ClassSummary {
    const { row, students, pending } = classesRepo.withCounts(db, classId)!;
    return classSummary(row, { students, pending }, kstDate(clock.now()));
  }

  /** Cancels the class's resting orders: an ended class places and fills none. */
  function cancelOrders(tx: DbOrTx, classId: number) {
    const at = clock.now();
    const ids = accountsRepo.students(tx, classId).map((s) => s.id);
    return ordersRepo.openOfUsers(tx, ids).filter((order) =>
      ordersRepo.close(tx, order.id, {
        status: 'CANCELLED',
        at,
        reason: semesterMessages.orderCancelled,
      }),
    );
  }

  /** Cancels the class's open call auction as the teacher's cancel does; answers its id. */
  function cancelAuction(tx: DbOrTx, classId: number): number | null {
    const open = auctionsRepo.openOfClass(tx, classId);
    if (!open) return null;
    releaseAuction(tx, open.id, semesterMessages.orderCancelled);
    return open.id;
  }

  return {
    /** Ends the class; ending it again changes nothing and answers the same. */
    end(actor: AuthUser, classId: number): ClassSummary {
      findManagedClass(db, actor, classId);
      const ended = db.transaction((tx) => {
        if (classesRepo.findById(tx, classId)!.endedAt !== null) return null;
        classesRepo.end(tx, classId, clock.now());
        freezeValuations(tx, classId);
        return { orders: cancelOrders(tx, classId), auctionId: cancelAuction(tx, classId) };
      });
      if (ended) {
        for (const order of ended.orders) announceOrder(db, deps.events, order.userId, order.id);
        const auction = ended.auctionId === null ? undefined : currentBoard(db, ended.auctionId);
        if (auction) deps.events.publish('auctionChanged', auction);
        // Its display links now answer 404; screens showing it are told at once.
        deps.events.publish('displayLinkRevoked', { classId });
      }
      return summaryOf(classId);
    },

    /** A new class of the same teacher with this one's settings, rubric and 과제; chosen students move in. */
    successor(actor: AuthUser, classId: number, input: SuccessorRequest): ClassSummary {
      const source = findManagedClass(db, actor, classId);
      const now = clock.now();
      const created = db.transaction((tx) => {
        const target = classesRepo.insert(tx, {
          ...classSettings(source),
          name: input.name,
          code: uniqueClassCode((code) => classesRepo.codeExists(tx, code), deps.random),
          teacherId: source.teacherId,
          startDate: input.startDate,
          createdAt: now,
        });
        copyRubric(tx, source.id, target.id, { createdBy: actor.id, at: now });
        copyAssignments(tx, { from: source, to: target }, now);
        moveStudents(tx, { sessions, now }, { source, target, studentIds: input.studentIds });
        return target;
      });
      return summaryOf(created.id);
    },

    /** Students of an ended class into another running class of the same teacher. */
    move(actor: AuthUser, classId: number, input: MoveStudentsRequest): MovedStudents {
      const source = findManagedClass(db, actor, classId);
      const target = findManagedClass(db, actor, input.targetClassId);
      // An admin may act on any class, but a student moves only within one teacher's classes.
      if (target.teacherId !== source.teacherId) throw classNotFound();
      if (target.id === source.id)
        throw new DomainError('VALIDATION_ERROR', semesterMessages.targetSame);
      if (target.endedAt !== null)
        throw new DomainError('TARGET_CLASS_ENDED', semesterMessages.targetEnded);
      const now = clock.now();
      return db.transaction((tx) =>
        moveStudents(tx, { sessions, now }, { source, target, studentIds: input.studentIds }),
      );
    },
  };
}

export type SemesterService = ReturnType<typeof createSemesterService>;
