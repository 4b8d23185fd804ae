import { kstDate } from '../../shared/domain/market/calendar';
import type { Valuation } from '../../shared/domain/portfolio/valuation';
import type { ValuePoint } from '../../shared/schemas/trading';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { snapshotsRepo } from '../db/repos/snapshots.repo';

/** Daily closes from `fromDate` on, ending with today's live value in place of today's close. */
export function historyPoints(
  db: DbOrTx,
  userId: number,
  fromDate: string,
  now: Date,
  live: Pick<Valuation, 'totalValue' | 'cash' | 'netDeposits'>,
): ValuePoint[] {
  const today = kstDate(now);
  const closes = snapshotsRepo
    .range(db, userId, fromDate)
    .filter((row) => row.date < today)
    .map(({ date, totalValue, cash, netDeposits }) => ({ date, totalValue, cash, netDeposits }));
  const { totalValue, cash, netDeposits } = live;
  return [...closes, { date: today, totalValue, cash, netDeposits }];
}
