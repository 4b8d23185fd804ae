import {
  BACKGROUND_PARTS,
  type BackgroundPart,
  type DegradedPart,
} from '../shared/schemas/background';

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

interface Episode {
  since: Date;
  failures: number;
  retryAt: number;
  code: string;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : error instanceof Error
      ? error.name
      : 'UNKNOWN';

export interface BackgroundHealth {
  /**
   * Runs `task` for `part` and answers whether it succeeded. It never throws: a failure starts
   * (or continues) an episode, logged once, and the part is skipped until its backoff has passed,
   * so a locked database is not asked again on every tick (each ask may wait the busy timeout).
   */
  attempt(part: BackgroundPart, task: () => void): boolean;
  /**
   * For work that is not retried on a timer (what runs after a commit, ADR 0033): starts or
   * continues the part's episode, logged once.
   */
  report(part: BackgroundPart, error: unknown): void;
  /** The part worked again: its episode ends, logged once. */
  recover(part: BackgroundPart): void;
  /** Milliseconds until the part may try again (0 when it is healthy). */
  retryIn(part: BackgroundPart): number;
  degraded(): DegradedPart[];
}

/** A database locked by another process, a full disk: the server retries, never exits. */
export function createBackgroundHealth(
  deps: { now?: () => number; log?: Pick<Console, 'warn' | 'info'> } = {},
): BackgroundHealth {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? console;
  const episodes = new Map<BackgroundPart, Episode>();

  function failed(part: BackgroundPart, error: unknown, retried: boolean) {
    const message = error instanceof Error ? error.message : String(error);
    const code = codeOf(error);
    const episode = episodes.get(part);
    const failures = (episode?.failures ?? 0) + 1;
    const backoff = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
    episodes.set(part, {
      since: episode?.since ?? new Date(now()),
      failures,
      retryAt: now() + backoff,
      code,
    });
    const how = retried ? ', retrying with backoff' : '';
    if (!episode) log.warn(`${BACKGROUND_PARTS[part]}: failed${how} (${message})`);
  }

  function recover(part: BackgroundPart) {
    const episode = episodes.get(part);
    if (!episode) return;
    episodes.delete(part);
    log.info(`${BACKGROUND_PARTS[part]}: recovered after ${episode.failures} failed attempts`);
  }

  return {
    attempt(part, task) {
      const episode = episodes.get(part);
      if (episode && now() < episode.retryAt) return false;
      try {
        task();
      } catch (error) {
        failed(part, error, true);
        return false;
      }
      recover(part);
      return true;
    },
    report: (part, error) => failed(part, error, false),
    recover,
    retryIn: (part) => Math.max(0, (episodes.get(part)?.retryAt ?? 0) - now()),
    degraded: () =>
      [...episodes].map(([part, episode]) => ({
        part,
        label: BACKGROUND_PARTS[part],
        since: episode.since.toISOString(),
        code: episode.code,
      })),
  };
}
