import { onboardingApi } from '../../../shared/contracts/onboarding';
import { Hono, type MiddlewareHandler } from 'hono';
import type { OnboardingService } from '../../services/onboarding.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';

/** The student's first sign-in welcome, under /onboarding; no watchlist needed yet. */
export function onboardingRoutes({
  onboarding,
  requireAuth,
}: {
  onboarding: OnboardingService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .use('*', requireAuth, requireRole(['STUDENT']))
    .get('/', (c) => reply(onboardingApi.welcome, onboarding.welcome(c.get('user'))))
    .post('/done', (c) => reply(onboardingApi.done, onboarding.done(c.get('user'))));
}
