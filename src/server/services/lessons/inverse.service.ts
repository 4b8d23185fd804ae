import { inverseLesson, LESSON_TARGETS, targetsFor } from '../../../shared/domain/lessons/inverse';
import {
  inverseMessages,
  type InverseLesson,
  type InverseQuery,
} from '../../../shared/schemas/lessons/inverse';
import { DomainError } from '../../../shared/domain/domain-error';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { watchlistRepo } from '../../db/repos/watchlist.repo';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from '../accounts/authentication';
import { valueAccount } from '../valuation/valuations';
import { lessonSubject } from './lesson-subject';

/** A two-stock order meeting W won and N shares, solved with A⁻¹ at the stocks' prices now. */
export function createInverseLessonService(deps: { db: Db; prices: PriceStore; clock: Clock }) {
  const { db, prices, clock } = deps;

  /** Held stocks (largest first), then the watchlist's (its order): the priced ones. */
  function candidates(userId: number) {
    const held = [...(valueAccount(deps, userId, clock.now())?.valuation.holdings ?? [])]
      .sort((a, b) => b.currentValue - a.currentValue || a.name.localeCompare(b.name))
      .map(({ symbol, name }) => ({ symbol, name, held: true }));
    const watched = watchlistRepo
      .stocks(db, userId)
      .map(({ symbol, name }) => ({ symbol, name, held: false }));
    return [...held, ...watched]
      .filter((s, i, all) => all.findIndex((t) => t.symbol === s.symbol) === i)
      .flatMap((s) => {
        const quote = prices.get(s.symbol);
        return quote ? [{ ...s, price: quote.price, source: quote.source.label }] : [];
      });
  }

  /** The pair asked for (both must be the student's), else the first two candidates. */
  function pick(all: ReturnType<typeof candidates>, query: InverseQuery) {
    if (query.a === undefined || query.b === undefined) return all.slice(0, 2);
    const found = [query.a, query.b].map((symbol) => all.find((s) => s.symbol === symbol));
    if (found.some((s) => s === undefined))
      throw new DomainError('VALIDATION_ERROR', inverseMessages.notMine);
    return found as typeof all;
  }

  return {
    of(actor: AuthUser, query: InverseQuery): InverseLesson {
      const account = lessonSubject(db, actor, query.student);
      const all = candidates(account.id);
      const [a, b] = pick(all, query);
      if (!a || !b) return { order: null, missing: inverseMessages.noStocks };
      const from = a.held && b.held ? 'holdings' : 'watchlist';
      const choices = all.map(({ symbol, name }) => ({ symbol, name }));
      const shares = query.shares ?? LESSON_TARGETS.shares;
      const targets = {
        shares,
        budget: query.budget ?? targetsFor(a, b, shares, LESSON_TARGETS.share).budget,
      };
      const stock = ({ symbol, name, price, source }: (typeof all)[number]) => ({
        symbol,
        name,
        price,
        source,
      });
      return {
        order: {
          from,
          choices,
          a: stock(a),
          b: stock(b),
          targets,
          ...inverseLesson({ a, b, targets }),
        },
        missing: null,
      };
    },
  };
}

export type InverseLessonService = ReturnType<typeof createInverseLessonService>;
