import { DomainError } from '../../shared/domain/domain-error';
import { kstDate } from '../../shared/domain/market/calendar';
import { periodStartDay } from '../../shared/domain/portfolio/returns';
import { messages } from '../../shared/messages';
import type {
  Holding,
  Performance,
  Portfolio,
  TimeRange,
  ValuePoint,
} from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import { rememberWhileUnchanged } from '../db/while-unchanged';
import type { PriceStore } from '../market/price-store';
import type { MarketFeed } from '../market/types';
import { historyPoints } from './valuation/value-history';
import { returnFor, valuationPrice, valueAccount, type AccountValue } from './valuation/valuations';

export interface PortfolioDeps {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  market: Pick<MarketFeed, 'marketMoment'>;
}

export function createPortfolioService(deps: PortfolioDeps) {
  const { db, prices, clock } = deps;
  // A screen asks again (a refocus, a second tab, a reconnect) far more often than its money,
  // its holdings' prices or the day change: until one does, the answer it had stands.
  const answers = rememberWhileUnchanged<number, { day: string; portfolio: Portfolio }>();

  function valueOf(userId: number, now: Date): AccountValue {
    const value = valueAccount(deps, userId, now);
    if (!value) throw new DomainError('USER_NOT_FOUND', messages.userNotFound);
    return value;
  }

  function startSnapshot(userId: number, period: TimeRange, now: Date) {
    if (period === 'all') return null;
    const startDay = periodStartDay(period, now);
    return snapshotsRepo.latestBefore(db, startDay, [userId]).get(userId) ?? null;
  }

  function portfolio(userId: number): Portfolio {
    const now = clock.now();
    const day = kstDate(now);
    const answer = answers(
      db,
      userId,
      () => ({ day, portfolio: valuePortfolioOf(userId, now) }),
      (known) =>
        known.day === day &&
        known.portfolio.holdings.every(
          (h) => h.currentPrice === valuationPrice(prices, h) && h.resting === restingOf(h.symbol),
        ),
    );
    return answer.portfolio;
  }

  function restingOf(symbol: string): string | undefined {
    const quote = prices.get(symbol);
    return quote?.halted ? quote.source.label : undefined;
  }

  function valuePortfolioOf(userId: number, now: Date): Portfolio {
    const { account, valuation } = valueOf(userId, now);
    const holdings: Holding[] = valuation.holdings.map((h) => ({
      id: h.id,
      symbol: h.symbol,
      name: h.name,
      quantity: h.quantity,
      averagePrice: h.averagePrice,
      currentPrice: h.currentPrice,
      currentValue: h.currentValue,
      totalValue: h.totalValue,
      weight: h.weight,
      profitLoss: h.profitLoss,
      profitLossPercent: h.profitLossPercent,
      ...(restingOf(h.symbol) !== undefined && { resting: restingOf(h.symbol) }),
    }));
    return {
      cash: valuation.cash,
      cashWeight: valuation.cashWeight,
      totalValue: valuation.totalValue,
      totalProfitLoss: valuation.totalProfitLoss,
      totalProfitLossPercent: valuation.totalProfitLossPercent,
      dailyChange: valuation.dailyChange,
      dailyChangePercent: valuation.dailyChangePercent,
      netDeposits: valuation.netDeposits,
      feeRatePpm: account.feeRatePpm,
      holdings,
    };
  }

  return {
    portfolio,
    holdings: (userId: number): Holding[] => portfolio(userId).holdings,

    performance(userId: number, period: TimeRange): Performance {
      const now = clock.now();
      const snapshot = startSnapshot(userId, period, now);
      const result = returnFor(valueOf(userId, now), period, snapshot, now);
      const { explanation: _, ...figures } = result;
      return { period, startDate: snapshot?.date ?? null, ...figures };
    },

    /** Daily closes from the period's start snapshot on, ending with today's live value. */
    valueHistory(userId: number, period: TimeRange): ValuePoint[] {
      const now = clock.now();
      const from = startSnapshot(userId, period, now)?.date ?? periodFirstDay(period, now);
      const live = { ...valueOf(userId, now).valuation, moment: deps.market.marketMoment() };
      return historyPoints(db, userId, from, now, live);
    },
  };
}

export const periodFirstDay = (period: TimeRange, now: Date) =>
  period === 'all' ? '0000-01-01' : periodStartDay(period, now);

export type PortfolioService = ReturnType<typeof createPortfolioService>;
