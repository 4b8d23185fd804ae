import { auctionsApi, displayApi } from '../../../shared/contracts/auctions';
import { classAuctionsApi } from '../../../shared/contracts/teacher-market';
import { Hono, type MiddlewareHandler } from 'hono';
import { zAuctionIncome, zAuctionOrderBody, zOpenAuction } from '../../../shared/schemas/auctions';
import { zIdParam } from '../../../shared/schemas/strict';
import type { AuctionsService } from '../../services/auctions/auctions.service';
import { linkInvalid } from '../../services/projector.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';
import { zTokenParam } from './projector.routes';

const zAuctionParams = zIdParam.extend({ auctionId: zIdParam.shape.id });

/** The teacher opens, lists and cancels a class's call auctions, in the /teacher tree. */
export function teacherAuctionRoutes({ auctions }: { auctions: AuctionsService }) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .post('/classes/:id/auctions', id, validate('json', zOpenAuction), (c) =>
      reply(
        classAuctionsApi.open,
        auctions.open(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .get('/classes/:id/auctions', id, (c) =>
      reply(classAuctionsApi.list, auctions.ofClass(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/auctions/latest', id, (c) =>
      reply(classAuctionsApi.latest, auctions.latestOf(c.get('user'), c.req.valid('param').id)),
    )
    .delete('/classes/:id/auctions/:auctionId', validate('param', zAuctionParams), (c) => {
      const { id: classId, auctionId } = c.req.valid('param');
      return reply(classAuctionsApi.cancel, auctions.cancel(c.get('user'), classId, auctionId));
    })
    .post(
      '/classes/:id/auctions/:auctionId/income',
      validate('param', zAuctionParams),
      validate('json', zAuctionIncome),
      (c) => {
        const { id: classId, auctionId } = c.req.valid('param');
        const board = auctions.giveIncome(c.get('user'), classId, auctionId, c.req.valid('json'));
        return reply(classAuctionsApi.income, board);
      },
    );
}

/** /auctions: the class's students watch and order; the teacher watches. */
export function auctionRoutes({
  auctions,
  requireAuth,
}: {
  auctions: AuctionsService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/', requireAuth, requireRole(['STUDENT']), (c) =>
      reply(auctionsApi.mine, auctions.ofMyClass(c.get('user'))),
    )
    .get('/:id', requireAuth, id, (c) =>
      reply(auctionsApi.view, auctions.view(c.get('user'), c.req.valid('param').id)),
    )
    .post(
      '/:id/orders',
      requireAuth,
      requireRole(['STUDENT']),
      id,
      validate('json', zAuctionOrderBody),
      (c) =>
        reply(
          auctionsApi.placeOrder,
          auctions.place(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
          201,
        ),
    );
}

/** GET /display/:token/auction: the read-only projector link's latest class auction. */
export function displayAuctionRoutes({
  auctions,
  classOfDisplay,
}: {
  auctions: AuctionsService;
  classOfDisplay: (token: string) => number | null;
}) {
  return new Hono().get('/:token/auction', validate('param', zTokenParam), (c) => {
    const classId = classOfDisplay(c.req.valid('param').token);
    if (classId === null) throw linkInvalid();
    return reply(displayApi.auction, auctions.latestOfClass(classId));
  });
}
