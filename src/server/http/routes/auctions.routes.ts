import { auctionsApi, displayApi } from '../../../shared/contracts/auctions';
import { classAuctionsApi } from '../../../shared/contracts/teacher-market';
import type { MiddlewareHandler } from 'hono';
import { zIdParam } from '../../../shared/schemas/strict';
import type { AuctionsService } from '../../services/auctions/auctions.service';
import { linkInvalid } from '../../services/projector.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';
import { zTokenParam } from './projector.routes';

const id = { params: zIdParam };
const zAuctionParams = zIdParam.extend({ auctionId: zIdParam.shape.id });

/** The teacher opens, lists and cancels a class's call auctions, in the /teacher tree. */
export function teacherAuctionRoutes({ auctions }: { auctions: AuctionsService }) {
  return new ContractRouter('/teacher')
    .serve(classAuctionsApi.open, { ...id, status: 201 }, (c, { params, body }) =>
      auctions.open(c.get('user'), params.id, body),
    )
    .serve(classAuctionsApi.list, id, (c, { params }) => auctions.ofClass(c.get('user'), params.id))
    .serve(classAuctionsApi.latest, id, (c, { params }) =>
      auctions.latestOf(c.get('user'), params.id),
    )
    .serve(classAuctionsApi.cancel, { params: zAuctionParams }, (c, { params }) =>
      auctions.cancel(c.get('user'), params.id, params.auctionId),
    )
    .serve(classAuctionsApi.income, { params: zAuctionParams }, (c, { params, body }) =>
      auctions.giveIncome(c.get('user'), params.id, params.auctionId, body),
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
  const student = [requireAuth, requireRole(['STUDENT'])];
  return new ContractRouter('/auctions')
    .serve(auctionsApi.mine, { guards: student }, (c) => auctions.ofMyClass(c.get('user')))
    .serve(auctionsApi.view, { guards: [requireAuth], ...id }, (c, { params }) =>
      auctions.view(c.get('user'), params.id),
    )
    .serve(auctionsApi.placeOrder, { guards: student, ...id, status: 201 }, (c, { params, body }) =>
      auctions.place(c.get('user'), params.id, body),
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
  return new ContractRouter('/display').serve(
    displayApi.auction,
    { params: zTokenParam },
    (c, { params }) => {
      const classId = classOfDisplay(params.token);
      if (classId === null) throw linkInvalid();
      return auctions.latestOfClass(classId);
    },
  );
}
