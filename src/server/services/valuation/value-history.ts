import { kstDate, kstInstant } from '../../../shared/domain/market/calendar';
import { snapshotInstant } from '../../../shared/domain/portfolio/returns';
import type { Valuation } from '../../../shared/domain/portfolio/valuation';
import type { ValuePoint } from '../../../shared/schemas/trading';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { replayedClosesRepo } from '../../db/repos/replayed-closes.repo';
import { snapshotsRepo } from '../../db/repos/snapshots.repo';
import type { MarketMoment } from '../../market/types';

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

/**
 * The closes historyPoints starts with: they change only with a write, not with prices. At
 * 빠르게 each replayed day's close is one of them, and a KST close taken while such a day was
 * playing gives way to that day's own close (docs/decisions/0038).
 */
export function dailyCloses(db: DbOrTx, userId: number, fromDate: string, now: Date): ValuePoint[] {
  const today = kstDate(now);
  const closes = snapshotsRepo
    .range(db, userId, fromDate)
    .filter((row) => row.date < today)
    .map(({ userId: _, ...point }) => point);
  // After the period's start close when there is one, else from the period's first day.
  const after =
    closes[0]?.date === fromDate ? snapshotInstant(fromDate) : kstInstant(fromDate, 0) - 1;
  const replayed = replayedClosesRepo.after(db, userId, after);
  if (replayed.length === 0) return closes;
  const replayedDays = new Set(replayed.map((row) => row.marketDate));
  const timed = [
    ...closes
      .filter((close) => close.marketDate === null || !replayedDays.has(close.marketDate))
      .map((point) => ({ point, at: snapshotInstant(point.date) })),
    ...replayed.map(({ userId: _, takenAt, ...point }) => ({
      point: { ...point, date: kstDate(new Date(takenAt)) },
      at: takenAt,
    })),
  ];
  return timed.sort((a, b) => a.at - b.at).map(({ point }) => point);
}

export function withLivePoint(closes: ValuePoint[], now: Date, live: LivePoint): ValuePoint[] {
  const { totalValue, cash, netDeposits, moment } = live;
  return [...closes, { date: kstDate(now), totalValue, cash, netDeposits, ...moment }];
}
