import { createHash } from 'node:crypto';
import { isClassInProgress } from '../../shared/domain/class-status';
import { kstDate } from '../../shared/domain/market/calendar';
import { projectorName, projectorReason } from '../../shared/domain/projector';
import type { ClassTrade } from '../../shared/realtime/events';
import type { ProjectorSettings, ProjectorTrade } from '../../shared/schemas/projector';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { projectorRepo } from '../db/repos/projector.repo';

export const hashDisplayToken = (token: string) => createHash('sha256').update(token).digest('hex');

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

/** What the realtime hub needs to let display links in and to show trades the teacher's way. */
export function createProjectorAccess({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** The class of a link that is not revoked and whose class has not ended; else null. */
    resolveDisplayToken(token: string): number | null {
      const found = projectorRepo.classOfToken(db, hashDisplayToken(token));
      return found && isClassInProgress(found, kstDate(clock.now())) ? found.classId : null;
    },
    formatClassTrade(trade: ClassTrade): ProjectorTrade {
      return formatProjectorTrade(trade, projectorRepo.settings(db, trade.classId)!);
    },
  };
}

export type ProjectorAccess = ReturnType<typeof createProjectorAccess>;
