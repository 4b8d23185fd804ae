import type { Server } from 'node:http';
import type { ServerEventBus } from '../../shared/realtime/server-events';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { classesRepo } from '../db/repos/classes.repo';
import type { PriceStore } from '../market/price-store';
import type { Catalogue, MarketProvider, MarketStatus } from '../market/types';
import type { AccessTokens } from '../services/access-tokens';
import type { SignedInCache } from '../services/authentication';
import { createProjectorAccess } from '../services/projector-access';
import { canManageClass } from '../services/class-access';
import { valueAccounts } from '../services/valuations';
import { createHub, type HubServer } from './hub';
import { createIo } from './io';

/** Wires the hub to the rest of the server: who may watch what, and the portfolio it pushes. */
export function startHub(deps: {
  server: Server;
  allowedOrigins: string[];
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  signedIn?: SignedInCache;
  catalogue: Catalogue;
  prices: PriceStore;
  market: MarketProvider;
  marketStatus: () => MarketStatus;
  events: ServerEventBus;
}) {
  const { db, clock, catalogue, prices } = deps;
  const io: HubServer = createIo(deps.server, deps.allowedOrigins);
  const projector = createProjectorAccess({ db, clock });
  const hub = createHub({
    io,
    events: deps.events,
    db,
    clock,
    prices,
    accessTokens: deps.accessTokens,
    signedIn: deps.signedIn,
    isKnownSymbol: (symbol) => catalogue.get(symbol) !== undefined,
    canWatchClass: (user, classId) => {
      const row = classesRepo.findById(db, classId);
      return row !== undefined && canManageClass(user, row);
    },
    // Whatever a student is looking at gets priced, not only the default universe.
    onSymbolsWanted: (symbols) => deps.market.track(symbols),
    // One valuation pass for every connected student (a few queries), not one per socket.
    portfolioValues: (userIds) => {
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
    marketStatus: () => {
      const status = deps.marketStatus();
      return {
        provider: status.provider,
        status: status.status,
        label: status.label ?? status.provider,
      };
    },
  });
  return { io, hub };
}
