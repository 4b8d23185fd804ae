import type { AuctionBoard } from '../../shared/schemas/auctions';
import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type {
  MarketStatusEvent,
  OrderBookEvent,
  PortfolioValue,
  Tick,
} from '../../shared/realtime/events';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export const connectionStatusAtom = atom<ConnectionStatus>('disconnected');
export const tickAtomFamily = atomFamily((_symbol: string) => atom<Tick | undefined>(undefined));
export const orderBookAtomFamily = atomFamily((_symbol: string) =>
  atom<OrderBookEvent | undefined>(undefined),
);
export const portfolioValueAtom = atom<PortfolioValue | null>(null);
export const marketStatusAtom = atom<MarketStatusEvent | null>(null);

/** The last class call auction event (curves, closing time, result) this socket heard. */
export const auctionEventAtom = atom<AuctionBoard | null>(null);
