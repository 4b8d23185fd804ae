import { Hono, type MiddlewareHandler } from 'hono';
import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import { zHistoryQuery, zTradeOrder, type TradeType } from '../../../shared/schemas/trading';
import type { HistoryItem } from '../../../shared/schemas/reviews';
import type { AuthUser } from '../middleware/session';
import type { TradingService } from '../../services/trading.service';
import { ok } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw new DomainError('VALIDATION_ERROR', messages.invalidIdempotencyKey);
  }
  return header;
}

export function tradingRoutes(deps: {
  trading: TradingService;
  requireAuth: MiddlewareHandler<AppEnv>;
  requireWatchlist: MiddlewareHandler<AppEnv>;
  /** History items with the teacher's review and the student's reflection. */
  history: (user: AuthUser, limit: number) => HistoryItem[];
}) {
  const { trading } = deps;
  const order = (side: TradeType) =>
    new Hono<AppEnv>().post('/', requireRole(['STUDENT']), validate('json', zTradeOrder), (c) =>
      ok(
        c,
        trading.trade(
          c.get('user'),
          side,
          c.req.valid('json'),
          idempotencyKey(c.req.header('Idempotency-Key')),
        ),
      ),
    );
  return new Hono<AppEnv>()
    .use('*', deps.requireAuth, deps.requireWatchlist)
    .route('/buy', order('BUY'))
    .route('/sell', order('SELL'))
    .get('/history', validate('query', zHistoryQuery), (c) =>
      ok(c, deps.history(c.get('user'), c.req.valid('query').limit)),
    );
}
