import { ProviderError } from './provider-error';

export interface Backoff {
  /** The wait before the next try after one more failure. */
  fail(): number;
  reset(): void;
  readonly failures: number;
}

/** Exponential backoff with full jitter, capped (base 1 s → 2 s → 4 s … up to maxMs). */
export function createBackoff(
  options: { baseMs?: number; maxMs?: number; random?: () => number } = {},
): Backoff {
  const baseMs = options.baseMs ?? 1_000;
  const maxMs = options.maxMs ?? 60_000;
  const random = options.random ?? Math.random;
  let failures = 0;
  return {
    fail() {
      failures += 1;
      const ceiling = Math.min(maxMs, baseMs * 2 ** (failures - 1));
      return Math.round(ceiling / 2 + (random() * ceiling) / 2);
    },
    reset() {
      failures = 0;
    },
    get failures() {
      return failures;
    },
  };
}

export interface Poller {
  start(): void;
  stop(): void;
  /** Runs one cycle now (and reschedules after it). */
  runNow(): Promise<void>;
  health(): 'running' | 'degraded' | 'stopped';
}

/**
 * Calls `run` every intervalMs; after a failure waits by exponential backoff instead and calls
 * onFailure (the adapter marks its prices stale). Never overlaps two runs.
 */
export function createPoller(options: {
  /** Names the provider in the operator's log: one line when it starts failing, one when back. */
  name: string;
  /** A function is asked again before each wait (the pace may change with the market session). */
  intervalMs: number | (() => number);
  run: () => Promise<void>;
  onFailure?: (error: unknown) => void;
  backoff?: Backoff;
  log?: Pick<Console, 'warn' | 'info'>;
}): Poller {
  const log = options.log ?? console;
  const interval = () =>
    typeof options.intervalMs === 'number' ? options.intervalMs : options.intervalMs();
  const backoff = options.backoff ?? createBackoff();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let inFlight: Promise<void> | undefined;

  function schedule(ms: number) {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(() => void cycle(), ms);
    timer.unref();
  }

  async function once() {
    try {
      await options.run();
      if (backoff.failures > 0) log.info(`[${options.name}] prices are flowing again`);
      backoff.reset();
      schedule(interval());
    } catch (error) {
      // A request cut short by stop() is not a provider failure.
      if (!running) return;
      if (backoff.failures === 0) log.warn(`[${options.name}] ${String(error)}; backing off`);
      options.onFailure?.(error);
      const wait = backoff.fail();
      const retryAfter = error instanceof ProviderError && error.kind === 'rate-limited';
      schedule(retryAfter ? Math.max(wait, interval()) : wait);
    }
  }

  function cycle(): Promise<void> {
    inFlight ??= once().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    start() {
      if (running) return;
      running = true;
      void cycle();
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
    runNow: cycle,
    health: () => (!running ? 'stopped' : backoff.failures > 0 ? 'degraded' : 'running'),
  };
}
