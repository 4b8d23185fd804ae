import { DomainError } from '../../shared/domain/domain-error';
import { messages } from '../../shared/messages';
import type { Welcome } from '../../shared/schemas/onboarding';
import type { User } from '../../shared/schemas/user';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { classesRepo } from '../db/repos/classes.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import { usersRepo } from '../db/repos/users.repo';
import { watchlistRepo } from '../db/repos/watchlist.repo';
import type { AuthUser } from './accounts/authentication';

// A student outside any class starts with the advertised amount (docs/product/trading.md#starting-cash-and-deposits).
const ADVERTISED_STARTING_CASH = 10_000_000;

/** The first sign-in welcome: shown until the student closes it, then never again. */
export function createOnboardingService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    welcome(user: AuthUser): Welcome {
      const joined = user.classId === null ? undefined : classesRepo.findById(db, user.classId);
      const teacher = joined?.teacherId ? usersRepo.findById(db, joined.teacherId) : undefined;
      return {
        className: joined?.name ?? null,
        teacherName: teacher?.name ?? null,
        startingCash: joined?.initialCash ?? ADVERTISED_STARTING_CASH,
        watchlistCount: watchlistRepo.count(db, user.id),
        tradeCount: tradesRepo.countsByUser(db, [user.id]).get(user.id) ?? 0,
      };
    },

    /** Remembers that the welcome was seen; the first time counts, later calls change nothing. */
    done(user: AuthUser): User {
      const row = usersRepo.findById(db, user.id);
      if (!row) throw new DomainError('USER_NOT_FOUND', messages.userNotFound);
      if (row.onboardedAt === null) usersRepo.update(db, user.id, { onboardedAt: clock.now() });
      return usersRepo.findView(db, user.id)!;
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
