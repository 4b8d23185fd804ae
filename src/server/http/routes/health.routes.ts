import { Hono } from 'hono';
import { marketApi } from '../../../shared/contracts/market';
import type { HealthCheck } from '../../services/health';
import { reply } from '../envelope';

export function healthRoutes({ health }: { health: HealthCheck }) {
  return new Hono().get('/', () => reply(marketApi.health, health.status()));
}
