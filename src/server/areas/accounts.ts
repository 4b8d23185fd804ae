import { authRoutes } from '../http/routes/auth.routes';
import { classesRoutes } from '../http/routes/classes.routes';
import { onboardingRoutes } from '../http/routes/onboarding.routes';
import { rosterRoutes } from '../http/routes/roster.routes';
import { semesterRoutes } from '../http/routes/semester.routes';
import { rooms } from '../realtime/rooms';
import { deliver } from '../realtime/deliveries';
import { createAuthService } from '../services/auth.service';
import { createClassesService } from '../services/classes.service';
import { createOnboardingService } from '../services/onboarding.service';
import { createLoginCardsService } from '../services/roster/login-cards.service';
import { createRosterService } from '../services/roster/roster.service';
import { createSemesterService } from '../services/semester/semester.service';
import { createUsersService } from '../services/users.service';
import { area, at } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** Sign-in, accounts, classes, rosters and the semester's turn: who may use the app, and where. */
export function createAccountsArea(shared: Shared, common: Common) {
  const { sessions, requireAuth, requireSignedIn, optionalSession } = common;
  const auth = createAuthService({ ...shared, sessions });
  const users = createUsersService({ ...shared, sessions });
  const classes = createClassesService(shared);
  const roster = createRosterService(shared);
  const loginCards = createLoginCardsService({ ...shared, sessions });
  const semester = createSemesterService({ ...shared, sessions });
  const onboarding = createOnboardingService(shared);
  return area(
    { users },
    {
      routes: [
        at(
          '/auth',
          authRoutes({ auth, requireSignedIn, optionalSession, trustProxy: shared.trustProxy }),
        ),
        at('/onboarding', onboardingRoutes({ onboarding, requireAuth })),
      ],
      teacherRoutes: [
        classesRoutes({ classes, users }),
        rosterRoutes({ roster, users, loginCards, serverAddress: shared.serverAddress }),
        semesterRoutes({ semester }),
      ],
    },
  );
}

/** A session that ended closes its sockets at once, not at their next handshake. */
export const accountsDeliveries = [
  deliver('sessionEnded', ({ userId }, out) => out.disconnect(rooms.user(userId))),
  deliver('sessionClosed', ({ sessionId }, out) => out.disconnect(rooms.session(sessionId))),
];
