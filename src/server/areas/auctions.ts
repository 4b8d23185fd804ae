import {
  auctionRoutes,
  displayAuctionRoutes,
  teacherAuctionRoutes,
} from '../http/routes/auctions.routes';
import { deliver } from '../realtime/deliveries';
import { rooms } from '../realtime/rooms';
import { createAuctionsService } from '../services/auctions/auctions.service';
import { createProjectorAccess } from '../services/projector/projector-access';
import type { TradingService } from '../services/trading.service';
import { at, type Area } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** A class's call auction (단일가 매매): opened by the teacher, closed by its timer. */
export function createAuctionsArea(
  shared: Shared,
  { parsedRules, requireAuth }: Common,
  { trading }: { trading: TradingService },
): Area {
  const auctions = createAuctionsService({
    ...shared,
    parsedRules,
    trading,
    timers: shared.auctionTimers,
  });
  const displays = createProjectorAccess(shared);
  return {
    routes: [
      at('/auctions', auctionRoutes({ auctions, requireAuth })),
      at(
        '/display',
        displayAuctionRoutes({ auctions, classOfDisplay: displays.resolveDisplayToken }),
      ),
    ],
    teacherRoutes: [teacherAuctionRoutes({ auctions })],
  };
}

export const auctionsDeliveries = [
  // Its students, teacher and projectors redraw it; a projector hears the fills named as the
  // teacher chose for it (a socket in both rooms included).
  deliver('auctionChanged', (board, out) => {
    const { classId } = board;
    const serverTime = out.now();
    const projector = rooms.projector(classId);
    out
      .to([rooms.students(classId), rooms.class(classId)])
      .except(projector)
      .emit('auction', { ...board, serverTime });
    if (out.projectorAuction && out.hasAudience(projector))
      out.to(projector).emit('auction', { ...out.projectorAuction(board), serverTime });
  }),
];
