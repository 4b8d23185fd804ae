import type { Server } from 'node:http';
import type { ServerEventBus } from '../../shared/realtime/server-events';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { PriceStore } from '../market/price-store';
import type { Catalogue, MarketProvider, MarketStatus } from '../market/types';
import type { AccessTokens } from '../services/accounts/access-tokens';
import type { SignedInCache } from '../services/accounts/authentication';
import { createRealtimeAccess } from '../services/accounts/realtime-access';
import type { Delivery } from './deliveries';
import { createHub, type HubServer } from './hub';
import { createIo } from './io';

/**
 * Starts the hub on the HTTP server, delivering the services' events by the areas' table and
 * asking the services who may watch.
 */
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
  deliveries: readonly Delivery[];
}) {
  const { db, clock, catalogue, prices } = deps;
  const io: HubServer = createIo(deps.server, deps.allowedOrigins);
  const hub = createHub({
    io,
    events: deps.events,
    deliveries: deps.deliveries,
    db,
    clock,
    prices,
    accessTokens: deps.accessTokens,
    signedIn: deps.signedIn,
    ...createRealtimeAccess({ db, clock, prices }),
    isKnownSymbol: (symbol) => catalogue.get(symbol) !== undefined,
    // Whatever a student is looking at gets priced, not only the default universe.
    onSymbolsWanted: (symbols) => deps.market.track(symbols),
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
