import { salesTaxRate } from '../../../shared/domain/market/fees';
import { kstDate } from '../../../shared/domain/market/calendar';
import type { SellCostRates } from '../../../shared/domain/lessons/marginal';
import { taxRateText } from '../../../shared/domain/lessons/taxes';
import { fitWindow, type DailyClose } from '../../../shared/domain/lessons/price-curve';
import type { Market } from '../../../shared/schemas/market';
import type { StockChoice } from '../../../shared/schemas/lessons/stock-curve';
import { classRulesRepo, type ParsedRules } from '../../db/repos/class-rules.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { watchlistRepo } from '../../db/repos/watchlist.repo';
import type { PriceStore } from '../../market/price-store';
import type { Catalogue, MarketFeed } from '../../market/types';
import { valueAccount } from '../valuation/valuations';
import type { PastCloses } from './two-stocks';

// What the 미분과 경제 lessons and their 계산 과제 read of a stock, the same way for both: its real
// KRX closes before the market's current day (a finished day's close does not move while a
// student works, so the 과제's answer is the figure the lesson showed), and the sell's rates.

export interface SellRates extends SellCostRates {
  /** The tax rate in words: the market's parts, or why the class pays none. */
  taxLabel: string;
}

export function createStockPrices(deps: {
  catalogue: Catalogue;
  /** The real closes before the market's day, shared with the 최소분산 lesson. */
  closes: PastCloses;
  market: MarketFeed;
  prices: PriceStore;
  parsedRules: ParsedRules;
}) {
  const marketDate = () => kstDate(new Date(deps.market.now()));

  return {
    marketDate,

    /** The last FIT_WINDOW real closes before today (days without KRX data are skipped). */
    closes(symbol: string): DailyClose[] {
      return fitWindow(deps.closes(symbol).flat());
    },

    market: (symbol: string): Market => deps.catalogue.get(symbol)?.market ?? 'KOSPI',

    /** The class's fee and the market's tax on the market's day (0 where the class waives it). */
    sellRates(db: DbOrTx, classId: number | null, market: Market): SellRates {
      const rules = classRulesRepo.find(db, classId, deps.parsedRules);
      if (!rules.sellTax)
        return {
          feeRatePpm: rules.feeRatePpm,
          taxRatePpm: 0,
          taxLabel: '0 % (우리 반 규칙: 면제)',
        };
      const { transactionPpm, ruralSpecialPpm } = salesTaxRate(marketDate(), market);
      return {
        feeRatePpm: rules.feeRatePpm,
        taxRatePpm: transactionPpm + ruralSpecialPpm,
        ruralSpecialPpm,
        taxLabel: `${market} ${taxRateText(marketDate(), market)}`,
      };
    },

    /** The student's holdings, largest value first, then their watchlist's other stocks. */
    choices(db: DbOrTx, userId: number, now: Date): StockChoice[] {
      const holdings = [
        ...(valueAccount({ db, prices: deps.prices }, userId, now)?.valuation.holdings ?? []),
      ]
        .sort((x, y) => y.currentValue - x.currentValue || x.name.localeCompare(y.name))
        .map((h) => ({ symbol: h.symbol, name: h.name, held: h.quantity }));
      const held = new Set(holdings.map((h) => h.symbol));
      const watched = watchlistRepo
        .stocks(db, userId)
        .filter((s) => !held.has(s.symbol))
        .map((s) => ({ symbol: s.symbol, name: s.name, held: 0 }));
      return [...holdings, ...watched];
    },
  };
}

export type StockPrices = ReturnType<typeof createStockPrices>;
