const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * How long the live socket waits before its next try after a failed token refresh: doubling
 * from one second up to half a minute, spread by `random` (0 ≤ random < 1) so that a class of
 * thirty does not knock on the server in step after it restarts.
 */
export function reconnectDelay(failedAttempts: number, random: number): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** failedAttempts);
  return Math.round(ceiling * (0.5 + random / 2));
}
