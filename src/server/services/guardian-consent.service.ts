import { DomainError } from '../../shared/domain/domain-error';
import { kstDate } from '../../shared/domain/market/calendar';
import {
  guardianConsentMessages,
  type ConfirmGuardianConsent,
  type GuardianConsentOverview,
} from '../../shared/schemas/guardian-consent';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { guardianConsentsRepo } from '../db/repos/guardian-consents.repo';
import type { AuthUser } from './accounts/authentication';
import { findManagedClass } from './classes/class-access';
import type { ServerEventBus } from '../../shared/realtime/server-events';

/**
 * 만 14세 미만 (개인정보 보호법 제22조의2, docs/decisions/0043): a class marked 중학교 holds each
 * student until their teacher records the 법정대리인's consent (the day it was received, how),
 * and the app records who confirmed it and when.
 */
export function createGuardianConsentService(deps: {
  db: Db;
  clock: Clock;
  events?: ServerEventBus;
}) {
  const { db, clock } = deps;

  function overviewOf(classId: number, middleSchool: boolean): GuardianConsentOverview {
    return {
      classId,
      middleSchool,
      students: guardianConsentsRepo.studentsOfClass(db, classId).map((row) => ({
        id: row.id,
        number: row.number,
        name: row.name,
        consent: row.consent && {
          receivedOn: row.consent.receivedOn,
          method: row.consent.method,
          confirmedByName: row.confirmedByName,
          confirmedAt: row.consent.confirmedAt.toISOString(),
        },
      })),
    };
  }

  return {
    overview(actor: AuthUser, classId: number): GuardianConsentOverview {
      const row = findManagedClass(db, actor, classId);
      return overviewOf(row.id, row.middleSchool);
    },

    /**
     * Marking a class 중학교 holds its students who have no confirmed consent at once, including
     * those already trading: the mark says they may be under 14, and their data should not be
     * processed further until a guardian agrees. Nothing of theirs is deleted; unmarking keeps
     * the consents recorded.
     */
    setMiddleSchool(actor: AuthUser, classId: number, middleSchool: boolean) {
      const row = findManagedClass(db, actor, classId);
      guardianConsentsRepo.setMiddleSchool(db, row.id, middleSchool);
      deps.events?.publish('projectorChanged', { classId: row.id });
      return overviewOf(row.id, middleSchool);
    },

    confirm(actor: AuthUser, classId: number, input: ConfirmGuardianConsent) {
      const row = findManagedClass(db, actor, classId);
      if (!row.middleSchool)
        throw new DomainError('NOT_MIDDLE_SCHOOL', guardianConsentMessages.notMiddleSchool);
      const now = clock.now();
      if (input.receivedOn > kstDate(now))
        throw new DomainError('CONSENT_DATE_IN_FUTURE', guardianConsentMessages.dateInFuture);
      const ids = [...new Set(input.studentIds)];
      db.transaction((tx) => {
        if (guardianConsentsRepo.inClass(tx, row.id, ids).length !== ids.length)
          throw new DomainError('NOT_IN_CLASS', guardianConsentMessages.notInClass);
        guardianConsentsRepo.confirm(tx, ids, {
          receivedOn: input.receivedOn,
          method: input.method,
          confirmedBy: actor.id,
          confirmedAt: now,
        });
      });
      return overviewOf(row.id, true);
    },
  };
}

export type GuardianConsentService = ReturnType<typeof createGuardianConsentService>;
