import { DomainError } from '../../shared/domain/domain-error';
import { setCash } from '../../shared/domain/trading/ledger';
import { messages } from '../../shared/messages';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo, type Account } from '../db/repos/accounts.repo';
import { ledgerRepo } from '../db/repos/ledger.repo';
import type { AuthUser } from './accounts/authentication';
import { releaseReservationsOver } from './trading/reservations';
import { announceOrder } from './trading/order-fills';
import type { ServerEventBus } from '../../shared/realtime/server-events';

function assertMayManage(actor: AuthUser, student: Account | undefined): asserts student {
  if (!student || student.role !== 'STUDENT') {
    throw new DomainError('STUDENT_NOT_FOUND', messages.studentNotFound);
  }
  if (actor.role !== 'ADMIN' && student.teacherId !== actor.id) {
    throw new DomainError('FORBIDDEN', messages.notYourStudent);
  }
}

/** A teacher sets a student's cash; the difference is a deposit or withdrawal in the ledger. */
export function createCashService(deps: { db: Db; clock: Clock; events: ServerEventBus }) {
  const { db, clock } = deps;
  return {
    setCash(actor: AuthUser, studentId: number, newCash: number) {
      const result = db.transaction(
        (tx) => {
          const student = accountsRepo.find(tx, studentId);
          assertMayManage(actor, student);
          const movements = setCash({ cash: student.cash, newCash });
          accountsRepo.setCash(tx, studentId, newCash);
          ledgerRepo.append(tx, { userId: studentId, movements, at: clock.now() });
          const cancelled = releaseReservationsOver(tx, studentId, newCash, clock.now());
          return { result: { id: studentId, currentCash: newCash }, cancelled };
        },
        { behavior: 'immediate' },
      );
      deps.events.publish('portfolioChanged', { userId: studentId });
      // The student hears of each cancelled order as of a fill or an expiry.
      for (const orderId of result.cancelled) announceOrder(db, deps.events, studentId, orderId);
      return result.result;
    },
  };
}

export type CashService = ReturnType<typeof createCashService>;
