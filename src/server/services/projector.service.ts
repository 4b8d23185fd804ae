import { randomBytes } from 'node:crypto';
import { kstDate, kstInstant } from '../../shared/domain/market/calendar';
import { DomainError } from '../../shared/domain/domain-error';
import { leaderLabel } from '../../shared/domain/projector';
import type {
  DisplayLink,
  ProjectorSettings,
  ProjectorState,
} from '../../shared/schemas/projector';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { classReportsRepo } from '../db/repos/class-reports.repo';
import { classesRepo, type ClassRow } from '../db/repos/classes.repo';
import { projectorRepo } from '../db/repos/projector.repo';
import type { AuthUser } from './accounts/authentication';
import type { PriceStore } from '../market/price-store';
import type { LeaderboardService } from './leaderboard.service';
import {
  createProjectorAccess,
  formatProjectorTrade,
  hashDisplayToken,
  newDisplayCode,
} from './projector/projector-access';
import { findManagedClass } from './classes/class-access';
import type { TeacherReportsService } from './teacher-reports.service';
import type { ServerEventBus } from '../../shared/realtime/server-events';

const LEADERS = 10;
const TICKER = 8;
const FEED = 20;

interface ProjectorDeps {
  db: Db;
  clock: Clock;
  prices: PriceStore;
  leaderboard: LeaderboardService;
  reports: TeacherReportsService;
  market: () => { status: string; label: string };
  events: ServerEventBus;
}

export const linkInvalid = () =>
  new DomainError(
    'DISPLAY_LINK_INVALID',
    '이 화면을 볼 수 없습니다. 링크가 폐기되었거나 수업이 끝났습니다.',
  );

export function createProjectorService(deps: ProjectorDeps) {
  const { db, clock, prices } = deps;
  const access = createProjectorAccess(deps);

  const settingsOf = (classId: number) => projectorRepo.settings(db, classId)!;

  function state(row: ClassRow): ProjectorState {
    const settings = projectorRepo.shownSettings(db, row.id)!;
    const now = clock.now();
    // Those taking part: a 중학교 class's student awaiting consent is not on the screen.
    const ids = accountsRepo.studentsOfClass(db, row.id).map((s) => s.id);
    const shown = new Set(ids);
    const statistics = deps.reports.classStatisticsOf(row.id);
    const since = new Date(kstInstant(kstDate(now), 0));
    const tradesToday = classReportsRepo
      .tradeCountsByStock(db, ids, since)
      .reduce((sum, s) => sum + s.tradeCount, 0);
    return {
      classId: row.id,
      className: row.name,
      settings,
      leaderboard: deps.leaderboard
        .leaderboard(settings.period, row.id)
        // Only the ranked lead: a student without a score has no place on the podium.
        .flatMap(({ rank, ...entry }) => (rank === null ? [] : [{ ...entry, rank }]))
        .slice(0, LEADERS)
        .map((entry) => ({
          userId: entry.userId,
          rank: entry.rank,
          name: leaderLabel(entry.userName, entry.rank, settings.names),
          totalValue: entry.totalValue,
          totalProfitLossPercent: entry.totalProfitLossPercent,
          timeWeightedReturn: entry.timeWeightedReturn,
        })),
      ticker: projectorRepo.popularStocks(db, ids, TICKER).map((stock) => {
        const quote = prices.get(stock.symbol);
        return {
          symbol: stock.symbol,
          name: stock.name,
          price: quote?.price ?? null,
          change: quote?.change ?? null,
          changePercent: quote?.changePercent ?? null,
        };
      }),
      trades: deps.reports
        .recentTradesOf(row.id, FEED)
        .filter((t) => shown.has(t.userId))
        .map((t) => formatProjectorTrade(t, settings)),
      figures: {
        avgReturn: statistics.avgReturn,
        bestReturn: statistics.bestReturn,
        worstReturn: statistics.worstReturn,
        tradesToday,
        mostTraded: statistics.mostTradedStocks.map(({ name, tradeCount }) => ({
          name,
          tradeCount,
        })),
      },
      market: deps.market(),
      serverTime: now.getTime(),
    };
  }

  return {
    state: (actor: AuthUser, classId: number) => state(findManagedClass(db, actor, classId)),

    displayState(token: string): ProjectorState {
      const classId = access.resolveDisplayToken(token);
      const row = classId === null ? undefined : classesRepo.findById(db, classId);
      if (!row) throw linkInvalid();
      return state(row);
    },

    settings: (actor: AuthUser, classId: number) =>
      settingsOf(findManagedClass(db, actor, classId).id),

    saveSettings(actor: AuthUser, classId: number, settings: ProjectorSettings): ProjectorSettings {
      findManagedClass(db, actor, classId);
      projectorRepo.saveSettings(db, classId, settings);
      deps.events.publish('projectorChanged', { classId });
      return settings;
    },

    links: (actor: AuthUser, classId: number): DisplayLink[] =>
      projectorRepo.links(db, findManagedClass(db, actor, classId).id).map((link) => ({
        id: link.id,
        createdAt: link.createdAt.toISOString(),
        revokedAt: link.revokedAt?.toISOString() ?? null,
      })),

    /** The token and the code are shown once; only their hashes are stored. */
    createLink(actor: AuthUser, classId: number): DisplayLink {
      findManagedClass(db, actor, classId);
      const token = randomBytes(24).toString('base64url');
      const code = newDisplayCode();
      const link = projectorRepo.insertLink(db, {
        classId,
        tokenHash: hashDisplayToken(token),
        codeHash: hashDisplayToken(code),
        createdBy: actor.id,
        createdAt: clock.now(),
      });
      return {
        id: link.id,
        createdAt: link.createdAt.toISOString(),
        revokedAt: null,
        url: `/display/${token}`,
        code,
      };
    },

    revokeLink(actor: AuthUser, classId: number, linkId: number) {
      findManagedClass(db, actor, classId);
      if (!projectorRepo.revokeLink(db, classId, linkId, clock.now())) {
        throw new DomainError('NOT_FOUND', '링크를 찾을 수 없습니다.');
      }
      deps.events.publish('displayLinkRevoked', { classId });
      return { id: linkId };
    },
  };
}

export type ProjectorService = ReturnType<typeof createProjectorService>;
