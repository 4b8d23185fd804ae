import type { Delivery } from '../realtime/deliveries';
import { accountsDeliveries } from './accounts';
import { assignmentsDeliveries } from './assignments';
import { auctionsDeliveries } from './auctions';
import { portfolioDeliveries } from './portfolio';
import { projectorDeliveries } from './projector';
import { reviewsDeliveries } from './reviews';
import { tradingDeliveries } from './trading';

/**
 * Every server event the hub passes on to sockets, one line per room and socket event, each
 * written beside the area that publishes it. A line runs in this order among an event's lines.
 */
export const deliveries: readonly Delivery[] = [
  ...accountsDeliveries,
  ...tradingDeliveries,
  ...portfolioDeliveries,
  ...reviewsDeliveries,
  ...assignmentsDeliveries,
  ...projectorDeliveries,
  ...auctionsDeliveries,
];
