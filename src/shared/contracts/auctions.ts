import { zAuctionBoard, zAuctionOrderBody, zAuctionView } from '../schemas/auctions';
import { zProjectorState } from '../schemas/projector';
import { endpoint } from './endpoint';

export const auctionsApi = {
  mine: endpoint({ method: 'GET', path: '/auctions', answer: zAuctionBoard.array() }),
  view: endpoint({ method: 'GET', path: '/auctions/:id', answer: zAuctionView }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/auctions/:id/orders',
    body: zAuctionOrderBody,
    answer: zAuctionView,
  }),
};

/** The projector's display link: no sign-in, the token is the key. */
export const displayApi = {
  state: endpoint({ method: 'GET', path: '/display/:token/state', answer: zProjectorState }),
  auction: endpoint({
    method: 'GET',
    path: '/display/:token/auction',
    answer: zAuctionBoard.nullable(),
  }),
};
