import { kstDate } from '../../shared/domain/market/calendar';
import type { Valuation } from '../../shared/domain/portfolio/valuation';
import type { ValuePoint } from '../../shared/schemas/trading';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import type { MarketMoment } from '../market/types';

/**
 * Daily closes from `fromDate` on, ending with today's live value in place of today's close;
 * each with the market moment that valued it (`moment`: the market's now).
 */
export function historyPoints(
  db: DbOrTx,
  userId: number,
  fromDate: string,
  now: Date,
  live: Pick<Valuation, 'totalValue' | 'cash' | 'netDeposits'> & { moment: MarketMoment },
): ValuePoint[] {
  const today = kstDate(now);
  const closes = snapshotsRepo
    .range(db, userId, fromDate)
    .filter((row) => row.date < today)
    .map(({ userId: _, ...point }) => point);
  const { totalValue, cash, netDeposits, moment } = live;
  return [...closes, { date: today, totalValue, cash, netDeposits, ...moment }];
}
