import type { CalculationData } from '../../../shared/domain/assignments/calculation';
import type { ClassAuctionFacts } from '../../../shared/domain/assignments/lesson-questions';
import { kstDate } from '../../../shared/domain/market/calendar';
import { closedAuctionsOf, demandOrdersOf } from '../lessons/class-auctions';
import type { TaxedAuctionFacts } from '../../../shared/domain/lessons/tax-incidence';
import { auctionsRepo } from '../../db/repos/auctions.repo';
import { clearingInput, counted } from '../auctions/auction-board';
import { twoStocks, type PastCloses } from '../lessons/two-stocks';
import type { ReviewedTrade, Sale } from '../../../shared/domain/assignments/checkers';
import type { HeldValue } from '../../../shared/domain/maths/diversification';
import type { Transaction } from '../../../shared/schemas/trading';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { analyticsRepo } from '../../db/repos/analytics.repo';
import { tradesRepo } from '../../db/repos/trades.repo';
import { exchangeRatesRepo } from '../../db/repos/exchange-rates.repo';
import type { Account } from '../../db/repos/accounts.repo';
import type { ClassIndexLessonService } from '../lessons/class-index.service';
import type { PriceStore } from '../../market/price-store';
import { reflectionsByTrade, reviewsByTrade } from '../reviews/review-views';
import { heldAtClose } from '../lessons/held-at-close';
import { valueAccount, type AccountValue } from '../valuation/valuations';
import type { StockPrices } from '../lessons/stock-prices';
import { closesOf } from '../lessons/utility.service';
import type { StockCurveFacts } from '../../../shared/domain/lessons/calculus-questions';

// Enough for a semester of one student's trades.
const ALL_TRADES = 10_000;
const DAY_MS = 86_400_000;

/** What a student's 과제 are checked against, read once per evaluation. */
export interface StudentFacts {
  held: HeldValue[];
  reviewed: ReviewedTrade[];
  sales: Sale[];
  calculation: CalculationData;
  trades: Transaction[];
}

/** The largest holding's real closes and sell rates (12경수04-01·02's 과제), as the lessons read them. */
function largestHoldingCurve(
  db: DbOrTx,
  stockPrices: StockPrices,
  { account, valuation }: AccountValue,
): StockCurveFacts | null {
  const [largest] = [...valuation.holdings].sort(
    (a, b) => b.currentValue - a.currentValue || a.name.localeCompare(b.name),
  );
  if (!largest) return null;
  return {
    name: largest.name,
    closes: stockPrices.closes(largest.symbol),
    rates: stockPrices.sellRates(db, account.classId, stockPrices.market(largest.symbol)),
  };
}

/** The class's latest closed call auction as a 탄력성 과제 reads it. */
function latestAuction(db: DbOrTx, classId: number | null): ClassAuctionFacts | null {
  const [auction] = classId === null ? [] : closedAuctionsOf(db, classId);
  if (!auction) return null;
  return {
    stockName: auction.stockName,
    closedOn: kstDate(auction.closesAt),
    orders: demandOrdersOf(db, auction),
    clearingPrice: auction.clearingPrice,
  };
}

/** The class's latest closed call auction run with a lesson tax (12경수02-05's 과제). */
function latestTaxedAuction(db: DbOrTx, classId: number | null): TaxedAuctionFacts | null {
  const auction =
    classId === null ? undefined : closedAuctionsOf(db, classId).find((a) => a.lessonTax > 0);
  if (!auction) return null;
  return {
    stockName: auction.stockName,
    closedOn: kstDate(auction.closesAt),
    referencePrice: auction.referencePrice,
    tax: auction.lessonTax,
    orders: counted(auction, auctionsRepo.orders(db, auction.id)).map(clearingInput),
  };
}

/** The two stocks a 최소분산 과제 mixes (the lesson's default pair); none without price history. */
function defaultPair(
  deps: { db: DbOrTx; prices: PriceStore; closes?: PastCloses },
  userId: number,
  now: Date,
): ReturnType<NonNullable<CalculationData['twoStocks']>> {
  if (!deps.closes) return null;
  const { pair, returns } = twoStocks({ ...deps, closes: deps.closes }, userId, now);
  return pair && returns ? { names: [pair.a.name, pair.b.name], returns } : null;
}

/** The class index's last day (12경수01-01's 과제), as the lesson shows it. */
function classIndexFigure(service: ClassIndexLessonService | undefined, account: Account) {
  const lesson = service?.forAccount(account);
  if (!lesson?.lastDay || !lesson.base) return null;
  return { day: lesson.rows.at(-1)!.date, base: lesson.base, explanation: lesson.lastDay };
}

export function studentFacts(
  deps: {
    db: DbOrTx;
    prices: PriceStore;
    stockPrices?: StockPrices;
    closes?: PastCloses;
    classIndex?: ClassIndexLessonService;
  },
  userId: number,
  now: Date,
): StudentFacts | null {
  const value = valueAccount(deps, userId, now);
  if (!value) return null;
  const { valuation, deposits, account } = value;
  const { stockPrices } = deps;
  // Oldest first: the nth qualifying trade is the one that completed a task.
  const trades = tradesRepo.history(deps.db, userId, ALL_TRADES).reverse();
  const ids = trades.map((t) => t.id);
  const reviews = reviewsByTrade(deps.db, ids);
  const reflections = reflectionsByTrade(deps.db, ids);
  const sectors = analyticsRepo.sectors(
    deps.db,
    valuation.holdings.map((h) => h.symbol),
  );
  const sells = trades.filter((t) => t.type === 'SELL');
  const lastSale = sells.at(-1);
  const firstDeposit = deposits[0]?.at ?? now.getTime();
  return {
    trades,
    held: valuation.holdings.map((h) => ({
      name: h.name,
      sector: sectors.get(h.symbol) ?? '기타',
      value: h.currentValue,
    })),
    reviewed: trades.flatMap((t) => {
      const review = reviews.get(t.id);
      return review
        ? [{ tradeId: t.id, stockName: t.stockName, levels: review.scores.map((s) => s.level) }]
        : [];
    }),
    sales: sells.map((t) => ({
      tradeId: t.id,
      stockName: t.stockName,
      reflected: reflections.has(t.id),
    })),
    calculation: {
      cash: valuation.cash,
      holdings: valuation.holdings,
      lastSale: lastSale
        ? { stockName: lastSale.stockName, fee: lastSale.fee, tax: lastSale.tax }
        : null,
      totalValue: valuation.totalValue,
      netDeposits: valuation.netDeposits,
      days: Math.floor((now.getTime() - firstDeposit) / DAY_MS),
      closes: heldAtClose(deps.prices, valuation.holdings, sectors),
      classIndex: () => classIndexFigure(deps.classIndex, value.account),
      exchangeRates: () => exchangeRatesRepo.ofClass(deps.db, value.account.classId),
      ...(stockPrices && {
        stockCurve: () => largestHoldingCurve(deps.db, stockPrices, value),
      }),
      latestAuction: () => latestAuction(deps.db, account.classId),
      taxedAuction: () => latestTaxedAuction(deps.db, account.classId),
      twoStocks: () => defaultPair(deps, userId, now),
      dailyCloses: () => closesOf(deps.db, userId, now),
    },
  };
}
