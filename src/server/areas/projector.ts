import {
  displayRoutes,
  projectorRoutes,
  projectorSettingsRoutes,
} from '../http/routes/projector.routes';
import { marketLabel } from '../market/market-label';
import { deliver } from '../realtime/deliveries';
import { rooms } from '../realtime/rooms';
import type { LeaderboardService } from '../services/leaderboard.service';
import { createProjectorService } from '../services/projector.service';
import type { TeacherReportsService } from '../services/teacher-reports.service';
import { at, type Area } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** The classroom's projector: the teacher's view, or a display link that needs no login. */
export function createProjectorArea(
  shared: Shared,
  { requireAuth }: Common,
  needs: { leaderboard: LeaderboardService; reports: TeacherReportsService },
): Area {
  const projector = createProjectorService({
    ...shared,
    ...needs,
    market: () => marketLabel(shared.marketStatus()),
  });
  return {
    routes: [
      at('/projector', projectorRoutes({ projector, requireAuth })),
      at('/display', displayRoutes({ projector })),
    ],
    teacherRoutes: [projectorSettingsRoutes({ projector })],
  };
}

export const projectorDeliveries = [
  // Trades go at once, named as the class's settings allow; the state it fetches, once a second.
  deliver('tradeExecuted', (trade, out) => {
    const projector = rooms.projector(trade.classId);
    if (!out.projectorTrade || !out.hasAudience(projector)) return;
    out.to(projector).emit('projector:trade', {
      ...out.projectorTrade(trade),
      classId: trade.classId,
    });
    out.refreshProjectors(trade.classId);
  }),
  deliver('projectorChanged', ({ classId }, out) => out.refreshProjectors(classId)),
  // A revoked link or an ended class: its projectors stop at once.
  deliver('displayLinkRevoked', ({ classId }, out) => out.disconnectDisplays(classId)),
];
