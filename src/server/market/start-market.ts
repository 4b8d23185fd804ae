import type { MarketSettingsUpdate } from '../../shared/schemas/market-settings';
import type { Clock } from '../clock';
import { createBackgroundHealth, type BackgroundHealth } from '../background-health';
import type { Db } from '../db/connection';
import { holdingsRepo } from '../db/repos/holdings.repo';
import { marketStateRepo, type SavedMarketState } from '../db/repos/market-state.repo';
import { createBarRecorder } from './bar-recorder';
import { createCorporateActionDetector } from './live/corporate-action-detector';
import { createMarketProvider, type MarketEnv } from './create-provider';
import type { Demand } from './live/live-feed';
import { createPriceStore } from './price-store';
import { createReplayControl } from './replay-control';
import { createSwitchableFeed } from './switchable-feed';
import type { Catalogue, MarketMoment } from './types';

const SAVE_EVERY_MS = 10_000;
// Before any stock is marked tracked (a fresh database), the largest ones are priced.
const DEFAULT_PRICED = 300;
const HELD_REFRESH_MS = 10_000;

/** What students hold, read again at most every 10 s: providers ask for it every cycle. */
function heldStocks(db: Db): () => Set<string> {
  let held = new Set<string>();
  let readAt = -Infinity;
  return () => {
    if (performance.now() - readAt > HELD_REFRESH_MS) {
      held = new Set(holdingsRepo.heldSymbols(db));
      readAt = performance.now();
    }
    return held;
  };
}

/**
 * Wires the market at start-up: price store, provider (continuing where the last run stopped
 * when the configuration is unchanged), minute-bar recorder, and the stocks to price.
 */
export function startMarket(deps: {
  env: MarketEnv;
  db: Db;
  catalogue: Catalogue;
  clock: Clock;
  viewers: Demand['viewers'];
  /** Shared with the app so the admin's health shows a failing save (a fresh record in tests). */
  background?: BackgroundHealth;
  /**
   * Corporate actions adjust holdings here, before the day's first quote; a failure is retried
   * through `background` and the day's quotes wait for it.
   */
  onNewDay?: (date: string) => void;
  /** The market day holdings are on: days before its applied actions play on its basis. */
  holdingsBasis?: () => string | undefined;
  /** At 빠르게, each replayed day's close: its snapshots are taken (docs/decisions/0038). */
  onDayClosed?: (moment: MarketMoment) => void;
}) {
  const background = deps.background ?? createBackgroundHealth();
  const { env, db, catalogue, onNewDay } = deps;
  const replay =
    env.MARKET_PROVIDER === 'replay'
      ? createReplayControl({ env, db, catalogue, clock: deps.clock })
      : undefined;
  const config = () => ({
    provider: env.MARKET_PROVIDER,
    seed: env.MARKET_SEED,
    dayMinutes: env.REPLAY_DAY_MINUTES,
    startDate: replay?.choice().startDate ?? env.REPLAY_START_DATE ?? null,
    pace: replay?.choice().pace ?? 'fast',
  });
  const stored = marketStateRepo.load(db);
  // States saved before 시장 설정 existed: the fast pace, and null for the default first day.
  const saved = stored && {
    ...stored,
    pace: stored.pace ?? 'fast',
    startDate: stored.startDate ?? replay?.defaults.fast ?? null,
  };
  const resumable =
    saved &&
    Object.entries(config()).every(
      ([key, value]) => saved[key as keyof SavedMarketState] === value,
    );
  const prices = createPriceStore();
  const build = (elapsedMs: number) =>
    createMarketProvider({
      env,
      catalogue,
      prices,
      clock: deps.clock,
      demand: { viewers: deps.viewers, held: heldStocks(db) },
      elapsedMs,
      replay: replay?.choice(),
      onNewDay:
        onNewDay && ((date) => background.attempt('corporateActions', () => onNewDay(date))),
      holdingsBasis: deps.holdingsBasis,
      onDayClosed:
        deps.onDayClosed &&
        ((moment) => background.attempt('snapshots', () => deps.onDayClosed?.(moment))),
    });
  const { feed: market, replace } = createSwitchableFeed(build(resumable ? saved.elapsedMs : 0));
  const bars = createBarRecorder({ db, prices, background });
  // Replay and sim know their corporate actions from the data; a live feed's are detected.
  const live = !['replay', 'sim'].includes(env.MARKET_PROVIDER);
  const detected = live
    ? createCorporateActionDetector({ db, prices, catalogue, held: heldStocks(db) })
    : undefined;
  const save = () => {
    const state: SavedMarketState = { ...config(), elapsedMs: market.elapsedMs() };
    marketStateRepo.save(db, state);
  };

  // Largest first: with no student looking yet, a live provider's scarce capacity (KIS streams
  // 36 stocks) goes to the stocks a class is likeliest to open.
  const marketCap = (symbol: string) => catalogue.get(symbol)?.marketCap ?? 0;
  const bySize = (symbols: string[]) => symbols.sort((a, b) => marketCap(b) - marketCap(a));
  const priced = marketStateRepo.pricedSymbols(db);
  const largest = bySize(catalogue.instruments().map((i) => i.symbol)).slice(0, DEFAULT_PRICED);
  market.start(priced.length > 0 ? bySize(priced) : largest);
  bars.start();
  const saver = setInterval(() => background.attempt('marketState', save), SAVE_EVERY_MS);
  saver.unref();

  return {
    prices,
    market,
    bars,
    detected,
    /** The admin's 시장 설정; undefined unless the embedded replay plays. */
    replay: replay && {
      ...replay,
      // A changed pace or first day swaps the engine; the price store and its listeners stay.
      choose(wanted: MarketSettingsUpdate): boolean {
        if (!replay.choose(wanted)) return false;
        replace(build(0));
        save();
        return true;
      },
    },
    status: () => {
      const { provider, status, label } = market.status();
      return { provider, status, label };
    },
    stop() {
      clearInterval(saver);
      market.stop();
      bars.stop();
      detected?.stop();
      save();
    },
  };
}
