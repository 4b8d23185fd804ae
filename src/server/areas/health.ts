import { healthRoutes } from '../http/routes/health.routes';
import { createHealthCheck } from '../services/health.service';
import { area, at } from './area';
import type { Shared } from './shared';

/** /health: ok or degraded for anyone; the details are the admin's (admin.ts). */
export function createHealthArea(shared: Shared) {
  const health = createHealthCheck(shared);
  return area(
    { health },
    {
      routes: [at('/health', healthRoutes({ health }))],
    },
  );
}
