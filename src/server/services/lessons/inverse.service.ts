import { inverseLesson, LESSON_TARGETS, targetsFor } from '../../../shared/domain/lessons/inverse';
import {
  inverseMessages,
  type InverseLesson,
  type InverseQuery,
} from '../../../shared/schemas/lessons/inverse';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { watchlistRepo } from '../../db/repos/watchlist.repo';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from '../authentication';
import { valueAccount } from '../valuations';
import { lessonSubject } from './lesson-subject';

/** A two-stock order meeting W won and N shares, solved with A⁻¹ at the stocks' prices now. */
export function createInverseLessonService(deps: { db: Db; prices: PriceStore; clock: Clock }) {
  const { db, prices, clock } = deps;

  /** The two largest holdings, else filled from the watchlist (its order): priced ones only. */
  function twoStocks(userId: number) {
    const held = [...(valueAccount(deps, userId, clock.now())?.valuation.holdings ?? [])]
      .sort((a, b) => b.currentValue - a.currentValue || a.name.localeCompare(b.name))
      .map(({ symbol, name }) => ({ symbol, name }));
    const watched = watchlistRepo.stocks(db, userId).map(({ symbol, name }) => ({ symbol, name }));
    const chosen = [...held, ...watched]
      .filter((s, i, all) => all.findIndex((t) => t.symbol === s.symbol) === i)
      .flatMap((s) => {
        const quote = prices.get(s.symbol);
        return quote ? [{ ...s, price: quote.price, source: quote.source.label }] : [];
      })
      .slice(0, 2);
    const heldSymbols = new Set(held.map((h) => h.symbol));
    const from = chosen.every((s) => heldSymbols.has(s.symbol)) ? 'holdings' : 'watchlist';
    return { chosen, from } as const;
  }

  return {
    of(actor: AuthUser, query: InverseQuery): InverseLesson {
      const account = lessonSubject(db, actor, query.student);
      const { chosen, from } = twoStocks(account.id);
      const [a, b] = chosen;
      if (!a || !b) return { order: null, missing: inverseMessages.noStocks };
      const shares = query.shares ?? LESSON_TARGETS.shares;
      const targets = {
        shares,
        budget: query.budget ?? targetsFor(a, b, shares, LESSON_TARGETS.share).budget,
      };
      return { order: { from, a, b, targets, ...inverseLesson({ a, b, targets }) }, missing: null };
    },
  };
}

export type InverseLessonService = ReturnType<typeof createInverseLessonService>;
