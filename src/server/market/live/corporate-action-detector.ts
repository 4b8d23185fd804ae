import { kstDate, kstInstant } from '../../../shared/domain/market/calendar';
import { guessCorporateActionKind } from '../../../shared/domain/trading/corporate-action';
import type { PendingCorporateAction } from '../../../shared/schemas/corporate-actions';
import type { Quote } from '../../../shared/schemas/market';
import type { Db } from '../../db/connection';
import { minuteBarsRepo } from '../../db/repos/minute-bars.repo';
import type { PriceStore } from '../price-store';
import type { Catalogue } from '../types';

const LIVE = new Set<Quote['source']['provider']>(['kis', 'naver', 'yahoo']);

/**
 * Live mode (ADR 0018): a provider's 기준가 (the quote's previous close) that differs from the
 * close the bar recorder kept is a corporate action the data does not tell us of. It waits for
 * the admin (시장 설정) and is never applied silently. Only held stocks matter, each checked once
 * per day.
 */
export function createCorporateActionDetector(deps: {
  db: Db;
  prices: PriceStore;
  catalogue: Pick<Catalogue, 'get'>;
  held: () => Set<string>;
}) {
  const pending = new Map<string, PendingCorporateAction>();
  const checked = new Set<string>();

  function check(quote: Quote) {
    if (!LIVE.has(quote.source.provider) || quote.source.stale) return;
    const date = kstDate(new Date(quote.updatedAt));
    const key = `${quote.symbol}:${date}`;
    if (checked.has(key) || !deps.held().has(quote.symbol)) return;
    checked.add(key);
    const recorded = minuteBarsRepo.lastCloseBefore(deps.db, quote.symbol, kstInstant(date, 0));
    if (recorded === undefined || quote.previousClose <= 0) return;
    const ratio = recorded / quote.previousClose;
    const kind = guessCorporateActionKind(ratio);
    if (!kind) return;
    pending.set(key, {
      symbol: quote.symbol,
      name: deps.catalogue.get(quote.symbol)?.name ?? quote.symbol,
      date,
      previousClose: recorded,
      basePrice: quote.previousClose,
      ratio: Math.round(ratio * 1_000_000) / 1_000_000,
      kind,
    });
  }

  const stop = deps.prices.onQuotes((batch) => batch.forEach(check));
  return {
    pending: () => [...pending.values()],
    find: (symbol: string, date: string) => pending.get(`${symbol}:${date}`),
    /** Confirmed and applied: no longer pending. */
    resolve: (symbol: string, date: string) => pending.delete(`${symbol}:${date}`),
    stop,
  };
}

export type CorporateActionDetector = ReturnType<typeof createCorporateActionDetector>;
