import { marketApi } from '../../../shared/contracts/market';
import type { HealthCheck } from '../../services/health.service';
import { ContractRouter } from '../contract-router';

export function healthRoutes({ health }: { health: HealthCheck }) {
  return new ContractRouter('/health').serve(marketApi.health, () => health.status());
}
