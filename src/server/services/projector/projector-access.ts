import { createHash, randomInt } from 'node:crypto';
import { isClassInProgress } from '../../../shared/domain/class-status';
import { kstDate } from '../../../shared/domain/market/calendar';
import { projectorName, projectorReason } from '../../../shared/domain/projector';
import type { ClassTrade } from '../../../shared/realtime/events';
import type { AuctionBoard } from '../../../shared/schemas/auctions';
import type { ProjectorSettings, ProjectorTrade } from '../../../shared/schemas/projector';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { projectorRepo } from '../../db/repos/projector.repo';

export const hashDisplayToken = (token: string) => createHash('sha256').update(token).digest('hex');

// No 0/O or 1/I: the code is read off a projector and typed by hand. 32⁸ ≈ 10¹² codes keep
// guessing a live one out of reach while staying short enough to type.
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

export function newDisplayCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(32)]).join('');
}

type TradeForProjector = Pick<
  ClassTrade,
  'id' | 'userName' | 'type' | 'symbol' | 'stockName' | 'quantity' | 'reason' | 'createdAt'
>;

export function formatProjectorTrade(
  trade: TradeForProjector,
  settings: ProjectorSettings,
): ProjectorTrade {
  return {
    id: trade.id,
    who: projectorName(trade.userName, settings.names),
    type: trade.type,
    symbol: trade.symbol,
    stockName: trade.stockName,
    quantity: trade.quantity,
    reason: projectorReason(trade.reason, settings.reasons),
    createdAt: trade.createdAt,
  };
}

/** A call auction's board as the projector shows it: who traded, named as the teacher chose. */
export function formatProjectorAuction(
  board: AuctionBoard,
  settings: ProjectorSettings,
): AuctionBoard {
  return {
    ...board,
    fills: board.fills.map((fill) => ({
      ...fill,
      name: fill.name === null ? null : projectorName(fill.name, settings.names),
    })),
  };
}

/**
 * What the realtime hub needs to let display links in and to show trades and call auctions the
 * teacher's way.
 */
export function createProjectorAccess({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * The class of a link (by its token or short code) that is not revoked and whose class has
     * not ended; else null.
     */
    resolveDisplayToken(token: string): number | null {
      // Codes are typed, so any case opens one; tokens are pasted and kept as they are.
      const found = projectorRepo.classOfToken(
        db,
        hashDisplayToken(token),
        hashDisplayToken(token.toUpperCase()),
      );
      return found && isClassInProgress(found, kstDate(clock.now())) ? found.classId : null;
    },
    formatClassTrade(trade: ClassTrade): ProjectorTrade {
      return formatProjectorTrade(trade, projectorRepo.shownSettings(db, trade.classId)!);
    },
    formatAuction(board: AuctionBoard): AuctionBoard {
      return formatProjectorAuction(board, projectorRepo.shownSettings(db, board.classId)!);
    },
  };
}

export type ProjectorAccess = ReturnType<typeof createProjectorAccess>;
