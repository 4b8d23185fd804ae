import type { Health, HealthDetails } from '../../shared/schemas/envelope';
import type { BackgroundHealth } from '../background-health';
import { databaseStatus, type Db } from '../db/connection';
import type { MarketStatus } from '../market/types';

export interface HealthCheck {
  /** For anyone: ok or degraded, nothing an attacker could read a version or a fault from. */
  status(): Health;
  /** For the admin: the version, the database, the market and each failing part's error code. */
  details(): HealthDetails;
}

export function createHealthCheck(deps: {
  db: Db;
  version: string;
  marketStatus: () => MarketStatus;
  background: BackgroundHealth;
}): HealthCheck {
  function details(): HealthDetails {
    return {
      version: deps.version,
      database: databaseStatus(deps.db),
      market: deps.marketStatus(),
      degraded: deps.background.degraded(),
    };
  }
  return {
    status() {
      const { database, market, degraded } = details();
      const ok = database === 'ok' && market.status !== 'degraded' && degraded.length === 0;
      return { status: ok ? 'ok' : 'degraded' };
    },
    details,
  };
}
