import { isClassInProgress } from '../../shared/domain/class-status';
import { isBusinessDay, kstDate, sessionOf } from '../../shared/domain/market/calendar';
import { isDepositDue } from '../../shared/domain/portfolio/regular-deposit';
import { regularDeposit } from '../../shared/domain/trading/ledger';
import type { ServerEventBus } from '../../shared/realtime/server-events';
import { createBackgroundHealth, type BackgroundHealth } from '../background-health';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { ledgerRepo } from '../db/repos/ledger.repo';
import { regularDepositsRepo } from '../db/repos/regular-deposits.repo';

const CHECK_EVERY_MS = 60_000;

/** Whether today's KST market has opened (false all day on closed days). */
function marketOpened(now: Date): boolean {
  const today = kstDate(now);
  return isBusinessDay(today) && now.getTime() >= sessionOf(today).opensAt;
}

/**
 * Credits each class's regular deposit (적립식, docs/product/trading.md#starting-cash-and-deposits) at the market's open of its scheduled
 * school days and on the class's first day, by the wall clock as the daily snapshots are. A deposit is money in (net deposits
 * grow), never a gain. The unique (student, day) row makes crediting a day twice impossible:
 * the check runs every minute and again on start, and a restart mid-way finishes the rest.
 * A day missed while the server was down is not credited afterwards.
 */
export function createRegularDepositService(deps: {
  db: Db;
  clock: Clock;
  events: ServerEventBus;
  /** The timer's checks go through it: a locked database is retried, never ends the process. */
  background?: BackgroundHealth;
}) {
  const { db, clock } = deps;
  const background = deps.background ?? createBackgroundHealth();
  let timer: ReturnType<typeof setInterval> | undefined;

  function creditClass(klass: { id: number; amount: number }, date: string) {
    const at = clock.now();
    return db.transaction(
      (tx) =>
        accountsRepo.students(tx, klass.id).flatMap((student) => {
          if (
            !regularDepositsRepo.record(tx, { userId: student.id, date, amount: klass.amount, at })
          )
            return [];
          const movements = regularDeposit({ cash: student.cash, amount: klass.amount });
          const cash = movements.at(-1)!.balanceAfter;
          accountsRepo.setCash(tx, student.id, cash);
          ledgerRepo.append(tx, { userId: student.id, movements, at });
          return [{ userId: student.id, cash }];
        }),
      { behavior: 'immediate' },
    );
  }

  /** Credits today's due deposits not yet credited; answers how many students were credited. */
  function applyDue(): number {
    const now = clock.now();
    const date = kstDate(now);
    const opened = marketOpened(now);
    const due = regularDepositsRepo
      .classesWithRule(db)
      .filter((k) => k.startDate <= date && isClassInProgress(k, date))
      .filter((k) => isDepositDue(date, opened, k));
    let count = 0;
    for (const klass of due) {
      const credited = creditClass(klass, date);
      count += credited.length;
      for (const { userId, cash } of credited) {
        deps.events.publish('regularDeposited', {
          userId,
          notice: { date, amount: klass.amount, cash },
        });
        deps.events.publish('portfolioChanged', { userId });
      }
    }
    return count;
  }

  return {
    applyDue,
    start() {
      const check = () => background.attempt('regularDeposits', applyDue);
      check();
      timer = setInterval(check, CHECK_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type RegularDepositService = ReturnType<typeof createRegularDepositService>;
