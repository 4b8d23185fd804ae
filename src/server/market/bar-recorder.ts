import { kstDate, kstInstant, previousBusinessDay } from '../../shared/domain/market/calendar';
import type { Quote } from '../../shared/schemas/market';
import type { Db } from '../db/connection';
import { minuteBarsRepo, type MinuteBar } from '../db/repos/minute-bars.repo';
import type { BackgroundHealth } from '../background-health';
import type { PriceStore } from './price-store';

const MINUTE = 60_000;
// 1W charts need the last five trading days; keep about three weeks of them.
const RETAINED_MARKET_DAYS = 14;

/** The start (KST midnight) of the oldest market day kept when the market stands at `latest`. */
function retentionCutoff(latest: number): number {
  let day = kstDate(new Date(latest));
  for (let kept = 1; kept < RETAINED_MARKET_DAYS; kept++) day = previousBusinessDay(day);
  return kstInstant(day, 0);
}

export interface BarRecorder {
  /** Writes finished and in-progress bars in one transaction. */
  flush(): void;
  /** The in-progress bar of a symbol, newer than anything flushed. */
  current(symbol: string): MinuteBar | undefined;
  start(): void;
  stop(): void;
}

interface Open {
  bar: MinuteBar;
  /** The day's cumulative volume at the last quote. */
  dayVolume: number;
}

function tradedSince(state: Open | undefined, dayVolume: number): number {
  // The first quote of a recording carries everything traded today before it began, which
  // belongs to no recorded minute.
  if (!state) return 0;
  // Cumulative volume restarts with each trading day.
  return dayVolume >= state.dayVolume ? dayVolume - state.dayVolume : dayVolume;
}

/** Folds the quote stream into 1-minute OHLCV bars (in market time) for the 1D and 1W charts. */
export function createBarRecorder(deps: {
  db: Db;
  prices: PriceStore;
  flushIntervalMs?: number;
  /** The timer's flushes go through it: a failed one is retried, never ends the process. */
  background?: BackgroundHealth;
}) {
  const { db, prices } = deps;
  const open = new Map<string, Open>();
  const upsert = minuteBarsRepo.upserter(db);
  let finished: MinuteBar[] = [];
  let latest = 0;
  let prunedBefore = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  function record(quote: Quote) {
    const time = Math.floor(quote.updatedAt / MINUTE) * MINUTE;
    const state = open.get(quote.symbol);
    const traded = tradedSince(state, quote.volume);
    if (!state || state.bar.time !== time) {
      if (state) finished.push(state.bar);
      const p = quote.price;
      const bar = {
        symbol: quote.symbol,
        time,
        open: p,
        high: p,
        low: p,
        close: p,
        volume: traded,
      };
      open.set(quote.symbol, { bar, dayVolume: quote.volume });
    } else {
      const { bar } = state;
      bar.high = Math.max(bar.high, quote.price);
      bar.low = Math.min(bar.low, quote.price);
      bar.close = quote.price;
      bar.volume += traded;
      state.dayVolume = quote.volume;
    }
    if (quote.updatedAt > latest) latest = quote.updatedAt;
  }

  const unsubscribe: Array<() => void> = [];
  unsubscribe.push(prices.onQuotes((batch) => batch.forEach(record)));

  const recorder: BarRecorder = {
    // Finished bars are let go only once written: a failed flush keeps them for the next one.
    flush() {
      const written = finished.length;
      const rows = [...finished, ...[...open.values()].map((state) => ({ ...state.bar }))];
      const cutoff = latest > 0 ? retentionCutoff(latest) : 0;
      db.$client.transaction(() => {
        upsert(rows);
        if (cutoff > prunedBefore) minuteBarsRepo.deleteBefore(db, cutoff);
      })();
      finished = finished.slice(written);
      prunedBefore = Math.max(prunedBefore, cutoff);
    },
    current: (symbol) => open.get(symbol)?.bar,
    start() {
      const flush = () =>
        deps.background ? deps.background.attempt('minuteBars', recorder.flush) : recorder.flush();
      timer ??= setInterval(flush, deps.flushIntervalMs ?? 5_000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      unsubscribe.forEach((fn) => fn());
      recorder.flush();
    },
  };
  return recorder;
}
