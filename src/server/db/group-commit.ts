import { isDatabaseBusy } from './busy';
import type { Db } from './connection';
import type { DbOrTx } from './repos/db-or-tx';

/** Work for one order: runs inside the batch's transaction, in its own savepoint. */
export type Work<T> = (db: DbOrTx) => T;

/**
 * A work that answers a promise does not compile (ADR 0032): its savepoint, and the batch's
 * commit, would end before what it awaits.
 */
type Synchronous<T> = Work<T> & Work<T extends PromiseLike<unknown> ? never : T>;

/** One work's answer, or the error that undid its savepoint. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface GroupCommit {
  /**
   * Runs `work` in the next batch and settles once that batch's commit is done: with the work's
   * answer if it and the commit succeeded, with its error if it threw (its writes undone, its
   * neighbours' kept), with the commit's error if the commit failed (every order of the batch).
   * A batch another process's lock keeps out is tried again a few times first.
   */
  run<T>(work: Synchronous<T>): Promise<T>;
  /**
   * Runs the works now, in one immediate transaction, each in its own savepoint, and answers
   * their outcomes once it committed; throws the commit's error. For work that is already
   * batched (the fills a tick crossed).
   */
  together<T>(works: Array<Synchronous<T>>): Array<Outcome<T>>;
}

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** How many times another process's lock refused the batch this work was in. */
  refusals: number;
}

/**
 * Another process's lock refused BEGIN: nothing of the batch ran, so it is tried again on a
 * timer, off the event loop (ADR 0036), after 20 ms, then 40, 80…: six tries, about 1.3 s, before
 * its orders are refused with SQLITE_BUSY.
 */
const FIRST_RETRY_MS = 20;
const RETRIES = 6;

/**
 * Group commit (ADR 0014; which writes take it: ADR 0032): the orders that arrive in one event-loop turn share one immediate
 * transaction, flushed in setImmediate, so under synchronous=FULL a busy second pays one fsync
 * per batch instead of one per order. Batches run in arrival order, one after another on the
 * one connection, so each order sees what the orders before it wrote.
 */
export function createGroupCommit(
  db: Db,
  schedule: (flush: () => void) => void = setImmediate,
  retryLater: (flush: () => void, ms: number) => void = setTimeout,
): GroupCommit {
  const client = db.$client;
  const begin = client.prepare('BEGIN IMMEDIATE');
  const commit = client.prepare('COMMIT');
  const rollback = client.prepare('ROLLBACK');
  // Inside the batch's transaction better-sqlite3 runs this as a savepoint. The work gets `db`
  // itself (the connection is in the transaction), so prepared statements are reused across
  // batches instead of compiled once per transaction handle.
  const inSavepoint = client.transaction((work: Work<unknown>) => work(db));
  let queue: Pending[] = [];

  function runAll<T>(works: Array<Work<T>>): Array<Outcome<T>> {
    const outcomes: Array<Outcome<T>> = [];
    for (const work of works) {
      try {
        outcomes.push({ ok: true, value: inSavepoint(work) as T });
      } catch (error) {
        // A disk-full or I/O error makes SQLite roll the whole transaction back: nothing of
        // this batch is left to commit.
        if (!client.inTransaction) throw error;
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  }

  function commitBegun<T>(works: Array<Work<T>>): Array<Outcome<T>> {
    try {
      const outcomes = runAll(works);
      commit.run();
      return outcomes;
    } catch (error) {
      if (client.inTransaction) rollback.run();
      throw error;
    }
  }

  function together<T>(works: Array<Work<T>>): Array<Outcome<T>> {
    begin.run();
    return commitBegun(works);
  }

  function refused(batch: Pending[], error: unknown) {
    const busy = isDatabaseBusy(error);
    const again: Pending[] = [];
    for (const order of batch) {
      order.refusals += 1;
      if (busy && order.refusals <= RETRIES) again.push(order);
      else order.reject(error);
    }
    if (again.length === 0) return;
    // Ahead of the orders that arrive meanwhile, which wait for this retry with it.
    queue = [...again, ...queue];
    retryLater(flush, FIRST_RETRY_MS * 2 ** (again[0]!.refusals - 1));
  }

  function flush() {
    const batch = queue;
    queue = [];
    try {
      begin.run();
    } catch (error) {
      refused(batch, error);
      return;
    }
    let outcomes: Array<Outcome<unknown>>;
    try {
      outcomes = commitBegun(batch.map((order) => order.work));
    } catch (error) {
      for (const order of batch) order.reject(error);
      return;
    }
    batch.forEach((order, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) order.resolve(outcome.value);
      else order.reject(outcome.error);
    });
  }

  return {
    run<T>(work: Work<T>) {
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) schedule(flush);
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject, refusals: 0 });
      });
    },
    together,
  };
}
