import type { MarketSettingsUpdate } from '../../shared/schemas/market-settings';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { marketStateRepo } from '../db/repos/market-state.repo';
import type { MarketEnv } from './create-provider';
import { createHoldingsBasis } from './holdings-basis';
import {
  defaultRealtimeStart,
  latestSegmentStart,
  realTradingDates,
  wholeMarketStart,
} from './providers/replay';
import { chooseReplay, resolveReplay, type ReplayInputs } from './replay-settings';
import { createSeries, createTimeline } from './series';
import type { Catalogue } from './types';

/**
 * The replay's pace and first day: resolved at start-up from the environment, the admin's saved
 * choice and the defaults, and changed later from 시장 설정.
 */
export function createReplayControl(deps: {
  env: Pick<MarketEnv, 'REPLAY_PACE' | 'REPLAY_START_DATE' | 'MARKET_SEED'>;
  db: Db;
  catalogue: Catalogue;
  clock: Clock;
}) {
  const { env, db, catalogue, clock } = deps;
  const allDates = realTradingDates(catalogue);
  const fromDate = wholeMarketStart(catalogue) ?? allDates[0] ?? '';
  // A class trades the whole market, so a replay starts where every stock has data.
  const startDates = allDates.filter((date) => date >= fromDate);
  const defaults = {
    fast: latestSegmentStart(allDates) ?? '',
    realtime: defaultRealtimeStart(startDates) ?? '',
  };
  const inputs = (): ReplayInputs => ({
    env: { pace: env.REPLAY_PACE, startDate: env.REPLAY_START_DATE },
    saved: marketStateRepo.loadReplay(db),
    defaults,
    now: clock.now(),
  });
  let resolved = resolveReplay(inputs());
  marketStateRepo.saveReplay(db, resolved.saved);

  return {
    choice: () => resolved.choice,
    locked: () => resolved.locked,
    defaults,
    firstDate: startDates[0] ?? '',
    lastDate: startDates.at(-1) ?? '',
    canStartOn: (date: string) => startDates.includes(date),
    /** Real days the replay still plays after `date`. */
    realDaysLeft: (date: string) =>
      allDates.filter((day) => day > date && day >= resolved.choice.startDate).length,
    /** Real days from one date to another: negative when `to` is earlier (the replay goes back). */
    realDaysBetween(from: string, to: string): number {
      const [low, high] = from <= to ? [from, to] : [to, from];
      const days = allDates.filter((day) => day > low && day <= high).length;
      return from <= to ? days : -days;
    },
    /**
     * The first price a replay starting on `date` publishes for each stock, as the engine plays
     * that day: its real open, or the price it rests at when it did not trade, on the basis of
     * the corporate actions holdings already had (ADR 0018). Unknown symbols are left out.
     */
    openingPrices(date: string, symbols: string[]): Map<string, number> {
      const timeline = createTimeline([date], date);
      const basis = createHoldingsBasis(catalogue.corporateActions());
      const through = marketStateRepo.actionsAppliedThrough(db);
      const opens = new Map<string, number>();
      for (const symbol of new Set(symbols)) {
        const instrument = catalogue.get(symbol);
        if (!instrument) continue;
        const series = createSeries({ catalogue, instrument, timeline, seed: env.MARKET_SEED });
        opens.set(symbol, basis.day(symbol, series.day(0), through).open);
      }
      return opens;
    },
    /** Saves the admin's choice; true when it changed what plays. */
    choose(wanted: MarketSettingsUpdate): boolean {
      const next = chooseReplay(inputs(), wanted);
      const changed =
        next.choice.pace !== resolved.choice.pace ||
        next.choice.startDate !== resolved.choice.startDate;
      resolved = next;
      marketStateRepo.saveReplay(db, resolved.saved);
      return changed;
    },
  };
}

export type ReplayControl = ReturnType<typeof createReplayControl>;
