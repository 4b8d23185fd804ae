import type { Clock } from '../../clock';
import { createRateLimiter, takeAll } from '../../util/rate-limiter';

// Only failed logins count: a class signing in from one school address, or a student signing
// in many times a day, is never refused. Hard limits stop guessing from one address; an account
// guessed at from many addresses is only slowed down, so a stranger cannot lock its owner out.
export const LOGIN_LIMITS = {
  failuresPerIp: { limit: 100, windowMs: 10 * 60_000 },
  failuresPerEmailAndIp: { limit: 10, windowMs: 15 * 60_000 },
  emailDelay: { freeFailures: 5, firstMs: 1_000, maxMs: 8_000, windowMs: 15 * 60_000 },
};

/** How long a login for an account waits after `failures` recent failed logins for it. */
export function loginDelayMs(failures: number): number {
  const { freeFailures, firstMs, maxMs } = LOGIN_LIMITS.emailDelay;
  if (failures < freeFailures) return 0;
  return Math.min(maxMs, firstMs * 2 ** (failures - freeFailures));
}

export function createLoginThrottle({
  clock,
  wait,
}: {
  clock: Clock;
  wait: (ms: number) => Promise<void>;
}) {
  const perIp = createRateLimiter({ clock, ...LOGIN_LIMITS.failuresPerIp });
  const perEmailAndIp = createRateLimiter({ clock, ...LOGIN_LIMITS.failuresPerEmailAndIp });
  const perEmail = createRateLimiter({
    clock,
    limit: Number.POSITIVE_INFINITY,
    windowMs: LOGIN_LIMITS.emailDelay.windowMs,
  });

  return {
    /**
     * Before the password check. The attempt counts as a failure from the start, so parallel
     * guesses cannot all slip under a limit before the first one fails; `succeeded` takes it back.
     */
    async admit(email: string, ip: string) {
      const counted = [
        [perIp, ip],
        [perEmailAndIp, JSON.stringify([email, ip])],
        [perEmail, email],
      ] as const;
      const delay = loginDelayMs(perEmail.used(email));
      takeAll(...counted);
      if (delay > 0) await wait(delay);
      return {
        succeeded: () => counted.forEach(([limiter, key]) => limiter.refund(key)),
      };
    },
  };
}
