import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackoff, createPoller } from './poller';
import { ProviderError } from './provider-error';

afterEach(() => vi.useRealTimers());

describe('createBackoff', () => {
  it('doubles the ceiling per failure up to the cap, and starts over after a reset', () => {
    const backoff = createBackoff({ baseMs: 1_000, maxMs: 8_000, random: () => 1 });
    expect([
      backoff.fail(),
      backoff.fail(),
      backoff.fail(),
      backoff.fail(),
      backoff.fail(),
    ]).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    backoff.reset();
    expect(backoff.fail()).toBe(1_000);
  });

  it('waits at least half the ceiling (jitter never retries at once)', () => {
    const backoff = createBackoff({ baseMs: 1_000, random: () => 0 });
    expect(backoff.fail()).toBe(500);
  });
});

describe('createPoller', () => {
  it('polls every interval, backs off after failures and is healthy again after a success', async () => {
    vi.useFakeTimers();
    let failing = true;
    const runs: number[] = [];
    const failures: unknown[] = [];
    const log = { warn: vi.fn(), info: vi.fn() };
    const poller = createPoller({
      name: 'test',
      log,
      intervalMs: 100,
      backoff: createBackoff({ baseMs: 1_000, random: () => 1 }),
      run: async () => {
        runs.push(Date.now());
        if (failing) throw new ProviderError('http', 'down');
      },
      onFailure: (error) => failures.push(error),
    });
    const start = Date.now();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.health()).toBe('degraded');
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    expect(runs.map((at) => at - start)).toEqual([0, 1_000, 3_000]);
    expect(failures).toHaveLength(3);
    // One line for the operator per failing streak, not one per retry.
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith('[test] ProviderError: down; backing off');
    failing = false;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(poller.health()).toBe('running');
    expect(log.info).toHaveBeenCalledWith('[test] prices are flowing again');
    await vi.advanceTimersByTimeAsync(100);
    expect(runs.map((at) => at - start).slice(3)).toEqual([7_000, 7_100]);
    poller.stop();
    expect(poller.health()).toBe('stopped');
  });

  it('asks a paced interval again before each wait', async () => {
    vi.useFakeTimers();
    let pace = 100;
    const runs: number[] = [];
    const poller = createPoller({
      name: 'test',
      intervalMs: () => pace,
      run: async () => void runs.push(Date.now()),
    });
    const start = Date.now();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    pace = 1_000; // the session closed after the first poll
    await vi.advanceTimersByTimeAsync(2_100);
    poller.stop();
    expect(runs.map((at) => at - start)).toEqual([0, 100, 1_100, 2_100]);
  });

  it('never runs two cycles at once and reports nothing after stop', async () => {
    let release: () => void = () => undefined;
    let running = 0;
    let most = 0;
    const failures: unknown[] = [];
    const poller = createPoller({
      name: 'test',
      log: { warn: vi.fn(), info: vi.fn() },
      intervalMs: 10,
      run: () => {
        running += 1;
        most = Math.max(most, running);
        return new Promise<void>((_, reject) => {
          release = () => {
            running -= 1;
            reject(new ProviderError('network', 'cut'));
          };
        });
      },
      onFailure: (error) => failures.push(error),
    });
    poller.start();
    const again = poller.runNow();
    poller.stop();
    release();
    await again;
    expect(most).toBe(1);
    expect(failures).toEqual([]);
  });
});
