import { Hono } from 'hono';
import type { Health } from '../../../shared/schemas/envelope';
import type { BackgroundHealth } from '../../background-health';
import { databaseStatus, type Db } from '../../db/connection';
import type { MarketStatus } from '../../market/types';
import { ok } from '../envelope';

export function healthRoutes(deps: {
  db: Db;
  version: string;
  marketStatus: () => MarketStatus;
  background: BackgroundHealth;
}) {
  return new Hono().get('/', () =>
    ok<Health>({
      version: deps.version,
      database: databaseStatus(deps.db),
      market: deps.marketStatus(),
      degraded: deps.background.degraded(),
    }),
  );
}
