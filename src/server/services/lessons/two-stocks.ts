import { DomainError } from '../../../shared/domain/domain-error';
import { kstDate } from '../../../shared/domain/market/calendar';
import {
  commonReturns,
  type CloseSegments,
  type CommonReturns,
} from '../../../shared/domain/lessons/optimization';
import { optimizationMessages } from '../../../shared/schemas/lessons/optimization';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { watchlistRepo } from '../../db/repos/watchlist.repo';
import type { PriceStore } from '../../market/price-store';
import type { Catalogue } from '../../market/types';
import { valueAccount } from '../valuation/valuations';

/** A stock's real daily closes before the day the market is playing, in its continuous runs. */
export type PastCloses = (symbol: string) => CloseSegments;

export function pastCloses(deps: { catalogue: Catalogue; market: { now(): number } }): PastCloses {
  return (symbol) => {
    const today = kstDate(new Date(deps.market.now()));
    return deps.catalogue
      .dailySegments(symbol)
      .map((segment) =>
        segment.filter((bar) => bar.date < today).map(({ date, close }) => ({ date, close })),
      )
      .filter((segment) => segment.length > 0);
  };
}

export interface LessonStock {
  symbol: string;
  name: string;
  value: number;
}

export interface TwoStocks {
  candidates: LessonStock[];
  pair: { a: LessonStock; b: LessonStock } | null;
  returns: CommonReturns | null;
  /** The weight of A in what the student holds of the two, by value; null unless both held. */
  actualWeight: number | null;
}

/** Holdings largest first, then watchlist stocks not held. */
function candidatesOf(deps: { db: DbOrTx; prices: PriceStore }, userId: number, now: Date) {
  const held = (valueAccount(deps, userId, now)?.valuation.holdings ?? [])
    .filter((h) => h.quantity > 0)
    .map((h) => ({ symbol: h.symbol, name: h.name, value: h.currentValue }))
    .sort((x, y) => y.value - x.value || x.symbol.localeCompare(y.symbol));
  const heldSymbols = new Set(held.map((h) => h.symbol));
  const watched = watchlistRepo
    .stocks(deps.db, userId)
    .filter((s) => !heldSymbols.has(s.symbol))
    .map((s) => ({ symbol: s.symbol, name: s.name, value: 0 }));
  return [...held, ...watched];
}

function pick(candidates: LessonStock[], choice: { a?: string; b?: string }) {
  if (choice.a === undefined && choice.b === undefined) {
    const [a, b] = candidates;
    return a && b ? { a, b } : null;
  }
  if (choice.a === choice.b)
    throw new DomainError('VALIDATION_ERROR', optimizationMessages.sameStock);
  const find = (symbol: string | undefined) => candidates.find((c) => c.symbol === symbol);
  const [a, b] = [find(choice.a), find(choice.b)];
  if (!a || !b) throw new DomainError('VALIDATION_ERROR', optimizationMessages.notCandidate);
  return { a, b };
}

/** The two stocks a 최소분산 lesson or 과제 mixes, with their common daily returns. */
export function twoStocks(
  deps: { db: DbOrTx; prices: PriceStore; closes: PastCloses },
  userId: number,
  now: Date,
  choice: { a?: string; b?: string } = {},
): TwoStocks {
  const candidates = candidatesOf(deps, userId, now);
  const pair = pick(candidates, choice);
  if (!pair) return { candidates, pair: null, returns: null, actualWeight: null };
  const both = pair.a.value + pair.b.value;
  return {
    candidates,
    pair,
    returns: commonReturns(deps.closes(pair.a.symbol), deps.closes(pair.b.symbol)),
    actualWeight: pair.a.value > 0 && pair.b.value > 0 ? pair.a.value / both : null,
  };
}
