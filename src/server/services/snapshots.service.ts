import {
  isBusinessDay,
  kstDate,
  previousBusinessDay,
  sessionOf,
} from '../../shared/domain/market/calendar';
import { createBackgroundHealth, type BackgroundHealth } from '../background-health';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { replayedClosesRepo } from '../db/repos/replayed-closes.repo';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import type { PriceStore } from '../market/price-store';
import type { MarketFeed, MarketMoment } from '../market/types';
import { valueAccounts } from './valuation/valuations';

const CHECK_EVERY_MS = 60_000;

/** The KST business day whose 15:30 close is the latest one that has passed. */
export function lastClosedDay(now: Date): string {
  const today = kstDate(now);
  if (isBusinessDay(today) && now.getTime() >= sessionOf(today).closesAt) return today;
  return previousBusinessDay(today);
}

/**
 * Every student's portfolio value at each KST close, the start values of week and month returns,
 * with the market moment that valued it.
 * A close missed while the server was down is taken on start with the prices then known: an
 * approximation, but better than a period with no start. Earlier missed days stay missing.
 */
export function createSnapshotService(deps: {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  market: Pick<MarketFeed, 'marketMoment'>;
  /** After a close's snapshots are saved: 과제 checked at a KST close (분산 투자). */
  onTaken?: (date: string) => void;
  /** The timer's rounds go through it: a locked database is retried, never ends the process. */
  background?: BackgroundHealth;
}) {
  const { db, clock } = deps;
  const background = deps.background ?? createBackgroundHealth();
  let timer: ReturnType<typeof setInterval> | undefined;
  // A close whose snapshots are saved but whose 과제 checks failed: the saved rows make catchUp
  // skip that close, so the checks are asked again on their own until they pass.
  let checksDue: string | undefined;

  function runChecks() {
    const { onTaken } = deps;
    const date = checksDue;
    if (onTaken === undefined || date === undefined) return;
    if (background.attempt('closeChecks', () => onTaken(date))) checksDue = undefined;
  }

  function valuedAt(now: Date, { marketDate, kospi }: MarketMoment) {
    const values = valueAccounts(deps, accountsRepo.students(db), now);
    return [...values.values()].map(({ account, valuation }) => ({
      userId: account.id,
      totalValue: valuation.totalValue,
      cash: valuation.cash,
      netDeposits: valuation.netDeposits,
      marketDate,
      kospi,
    }));
  }

  function take(date: string) {
    // Read with the prices: the moment that valued these rows is what KOSPI is compared at.
    const rows = valuedAt(clock.now(), deps.market.marketMoment()).map((row) => ({
      ...row,
      date,
    }));
    db.transaction((tx) => snapshotsRepo.saveAll(tx, rows));
    checksDue = date;
    runChecks();
    return rows.length;
  }

  /** Takes the last close's snapshots unless they exist; answers how many were written. */
  function catchUp(): number {
    const date = lastClosedDay(clock.now());
    return snapshotsRepo.countOn(db, date) > 0 ? 0 : take(date);
  }

  function round() {
    background.attempt('snapshots', catchUp);
    runChecks();
  }

  /**
   * At 빠르게, the close of a replayed day (the prices are its closing quotes): one row per student,
   * for the analytics' daily series (docs/decisions/0038). Answers how many were written.
   */
  function takeReplayedClose(moment: MarketMoment): number {
    const now = clock.now();
    const rows = valuedAt(now, moment).map((row) => ({ ...row, takenAt: now.getTime() }));
    db.transaction((tx) => replayedClosesRepo.saveAll(tx, rows));
    return rows.length;
  }

  return {
    take,
    catchUp,
    takeReplayedClose,
    start() {
      round();
      timer = setInterval(round, CHECK_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type SnapshotService = ReturnType<typeof createSnapshotService>;
