import { Hono } from 'hono';
import { marketApi } from '../../../shared/contracts/market';
import type { BackgroundHealth } from '../../background-health';
import { databaseStatus, type Db } from '../../db/connection';
import type { MarketStatus } from '../../market/types';
import { reply } from '../envelope';

export function healthRoutes(deps: {
  db: Db;
  version: string;
  marketStatus: () => MarketStatus;
  background: BackgroundHealth;
}) {
  return new Hono().get('/', () =>
    reply(marketApi.health, {
      version: deps.version,
      database: databaseStatus(deps.db),
      market: deps.marketStatus(),
      degraded: deps.background.degraded(),
    }),
  );
}
