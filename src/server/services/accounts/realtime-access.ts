import type { PortfolioValue } from '../../../shared/realtime/events';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { accountsRepo } from '../../db/repos/accounts.repo';
import { classesRepo } from '../../db/repos/classes.repo';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from './authentication';
import { canManageClass } from '../classes/class-access';
import { createProjectorAccess } from '../projector/projector-access';
import { valueAccounts } from '../valuation/valuations';

/** What the realtime hub asks of the rest of the server: who may watch what, and the values it pushes. */
export function createRealtimeAccess(deps: { db: Db; clock: Clock; prices: PriceStore }) {
  const { db, clock, prices } = deps;
  const projector = createProjectorAccess(deps);
  return {
    /** The class page's live feed: its own teacher, or an admin. */
    canWatchClass(user: AuthUser, classId: number) {
      const row = classesRepo.findById(db, classId);
      return row !== undefined && canManageClass(user, row);
    },
    /** One valuation pass for every connected student (a few queries), not one per socket. */
    portfolioValues(userIds: number[]): Map<number, Omit<PortfolioValue, 'serverTime'>> {
      const accounts = accountsRepo.studentsAmong(db, userIds);
      const values = valueAccounts({ db, prices }, accounts, clock.now());
      return new Map(
        [...values].map(([userId, { valuation }]) => [
          userId,
          {
            cash: valuation.cash,
            totalValue: valuation.totalValue,
            totalProfitLoss: valuation.totalProfitLoss,
            totalProfitLossPercent: valuation.totalProfitLossPercent,
            dailyChange: valuation.dailyChange,
            dailyChangePercent: valuation.dailyChangePercent,
          },
        ]),
      );
    },
    resolveDisplayToken: projector.resolveDisplayToken,
    formatProjectorTrade: projector.formatClassTrade,
    formatProjectorAuction: projector.formatAuction,
  };
}
