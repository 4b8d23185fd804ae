import { kstDate } from '../../shared/domain/market/calendar';
import type { Valuation } from '../../shared/domain/portfolio/valuation';
import type { ValuePoint } from '../../shared/schemas/trading';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import type { MarketMoment } from '../market/types';

type LivePoint = Pick<Valuation, 'totalValue' | 'cash' | 'netDeposits'> & { moment: MarketMoment };

/**
 * Daily closes from `fromDate` on, ending with today's live value in place of today's close;
 * each with the market moment that valued it (`moment`: the market's now).
 */
export function historyPoints(
  db: DbOrTx,
  userId: number,
  fromDate: string,
  now: Date,
  live: LivePoint,
): ValuePoint[] {
  return withLivePoint(dailyCloses(db, userId, fromDate, now), now, live);
}

/** The closes historyPoints starts with: they change only with a write, not with prices. */
export function dailyCloses(db: DbOrTx, userId: number, fromDate: string, now: Date): ValuePoint[] {
  const today = kstDate(now);
  return snapshotsRepo
    .range(db, userId, fromDate)
    .filter((row) => row.date < today)
    .map(({ userId: _, ...point }) => point);
}

export function withLivePoint(closes: ValuePoint[], now: Date, live: LivePoint): ValuePoint[] {
  const { totalValue, cash, netDeposits, moment } = live;
  return [...closes, { date: kstDate(now), totalValue, cash, netDeposits, ...moment }];
}
