import { onboardingApi } from '../../../shared/contracts/onboarding';
import type { MiddlewareHandler } from 'hono';
import type { OnboardingService } from '../../services/onboarding.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';

/** The student's first sign-in welcome, under /onboarding; no watchlist needed yet. */
export function onboardingRoutes({
  onboarding,
  requireAuth,
}: {
  onboarding: OnboardingService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new ContractRouter('/onboarding', [requireAuth, requireRole(['STUDENT'])])
    .serve(onboardingApi.welcome, (c) => onboarding.welcome(c.get('user')))
    .serve(onboardingApi.done, (c) => onboarding.done(c.get('user')));
}
