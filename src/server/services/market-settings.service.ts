import { kstDate } from '../../shared/domain/market/calendar';
import { DomainError } from '../../shared/domain/domain-error';
import { settingsImpact } from '../../shared/domain/portfolio/settings-impact';
import {
  marketSettingsMessages as text,
  type MarketSettings,
  type MarketSettingsPreview,
  type MarketSettingsUpdate,
  type ReplayData,
} from '../../shared/schemas/market-settings';
import type { BackgroundHealth } from '../background-health';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import type { PriceStore } from '../market/price-store';
import type { ReplayControl } from '../market/replay-control';
import type { MarketFeed } from '../market/types';
import { valueAccounts } from './valuation/valuations';

/** 시장 설정 (admin): the embedded replay's pace and first day, and what plays now. */
export function createMarketSettingsService(deps: {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  market: MarketFeed;
  replay?: ReplayControl;
  fastDayMinutes: number;
  background: BackgroundHealth;
}) {
  const { market, replay } = deps;

  const playingDate = () => kstDate(new Date(market.now()));

  function get(): MarketSettings {
    const status = market.status();
    const date = playingDate();
    const lastDate = replay?.lastDate ?? date;
    const simulated = replay === undefined ? status.provider === 'sim' : date > lastDate;
    return {
      provider: status.provider,
      editable: replay !== undefined,
      pace: replay?.choice().pace ?? 'fast',
      startDate: replay?.choice().startDate ?? '',
      locked: replay?.locked() ?? { pace: true, startDate: true },
      fastDayMinutes: deps.fastDayMinutes,
      firstDate: replay?.firstDate ?? '',
      lastDate: replay?.lastDate ?? '',
      defaultStartDate: replay?.defaults ?? { fast: '', realtime: '' },
      playing: {
        date,
        simulated,
        realDaysLeft: replay && !simulated ? replay.realDaysLeft(date) : 0,
        open: status.status !== 'closed',
        label: status.label,
      },
      degraded: deps.background.degraded(),
    };
  }

  /** The replay, once the wanted settings are known to be ones it may take. */
  function allowed(wanted: MarketSettingsUpdate): ReplayControl {
    if (!replay) throw new DomainError('REPLAY_ONLY', text.replayOnly);
    const { choice, locked } = { choice: replay.choice(), locked: replay.locked() };
    if (
      (locked.pace && wanted.pace !== choice.pace) ||
      (locked.startDate && wanted.startDate !== choice.startDate)
    )
      throw new DomainError('SETTING_LOCKED', text.lockedByEnvironment);
    if (!replay.canStartOn(wanted.startDate))
      throw new DomainError('VALIDATION_ERROR', text.startDateUnavailable);
    return replay;
  }

  function update(wanted: MarketSettingsUpdate): MarketSettings {
    allowed(wanted).choose(wanted);
    return get();
  }

  /** What saving would do to every student now: a changed choice replays from its first day. */
  function preview(wanted: MarketSettingsUpdate): MarketSettingsPreview {
    const control = allowed(wanted);
    const { pace, startDate } = control.choice();
    const restarts = wanted.pace !== pace || wanted.startDate !== startDate;
    const fromDate = kstDate(new Date(market.now()));
    const now = deps.clock.now();
    // A moved student's record (ADR 0021) is no student the market moves: the login moved on.
    const students = accountsRepo.students(deps.db).filter((s) => s.movedToId === null);
    const values = [...valueAccounts(deps, students, now).values()];
    const held = values.flatMap((v) => v.valuation.holdings.map((h) => h.symbol));
    const opens = restarts ? control.openingPrices(wanted.startDate, held) : new Map();
    const impact = settingsImpact(
      values.map(({ account, valuation }) => ({
        userId: account.id,
        userName: account.name,
        classId: account.classId,
        cash: valuation.cash,
        netDeposits: valuation.netDeposits,
        holdings: valuation.holdings.map((h) => ({
          quantity: h.quantity,
          priceNow: h.currentPrice,
          priceThen: opens.get(h.symbol) ?? h.currentPrice,
        })),
      })),
    );
    return {
      restarts,
      fromDate,
      toDate: restarts ? wanted.startDate : fromDate,
      realDaysMoved: restarts ? control.realDaysBetween(fromDate, wanted.startDate) : 0,
      ...impact,
    };
  }

  /** For every student page: has the replay played past its real data? */
  function replayData(): ReplayData {
    if (!replay) return { pastData: false, lastDate: null };
    return { pastData: playingDate() > replay.lastDate, lastDate: replay.lastDate };
  }

  return {
    replayData,
    get,
    update,
    preview,
  };
}

export type MarketSettingsService = ReturnType<typeof createMarketSettingsService>;
