import { kstDate } from '../../shared/domain/market/calendar';
import { DomainError } from '../../shared/domain/domain-error';
import {
  marketSettingsMessages as text,
  type MarketSettings,
  type MarketSettingsUpdate,
} from '../../shared/schemas/market-settings';
import type { BackgroundHealth } from '../background-health';
import type { ReplayControl } from '../market/replay-control';
import type { MarketFeed } from '../market/types';

/** 시장 설정 (admin): the embedded replay's pace and first day, and what plays now. */
export function createMarketSettingsService(deps: {
  market: MarketFeed;
  replay?: ReplayControl;
  fastDayMinutes: number;
  background: BackgroundHealth;
}) {
  const { market, replay } = deps;

  function get(): MarketSettings {
    const status = market.status();
    const date = kstDate(new Date(market.now()));
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

  function update(wanted: MarketSettingsUpdate): MarketSettings {
    if (!replay) throw new DomainError('REPLAY_ONLY', text.replayOnly);
    const { choice, locked } = { choice: replay.choice(), locked: replay.locked() };
    if (
      (locked.pace && wanted.pace !== choice.pace) ||
      (locked.startDate && wanted.startDate !== choice.startDate)
    )
      throw new DomainError('SETTING_LOCKED', text.lockedByEnvironment);
    if (!replay.canStartOn(wanted.startDate))
      throw new DomainError('VALIDATION_ERROR', text.startDateUnavailable);
    replay.choose(wanted);
    return get();
  }

  return { get, update };
}

export type MarketSettingsService = ReturnType<typeof createMarketSettingsService>;
