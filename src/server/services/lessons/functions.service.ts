import {
  explainBreakEven,
  explainLinearValue,
  explainTradeCost,
  feeStairs,
  floorRows,
  netProceedsCurve,
} from '../../../shared/domain/lessons/functions';
import type { SellCostRates } from '../../../shared/domain/lessons/marginal';
import type { DailyClose } from '../../../shared/domain/lessons/price-curve';
import { metric as lessonMetric } from '../../../shared/domain/maths/lessons';
import type { FunctionsLesson } from '../../../shared/schemas/lessons/functions';
import type { StockLessonQuery } from '../../../shared/schemas/lessons/stock-curve';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from '../accounts/authentication';
import { valueAccount } from '../valuation/valuations';
import { stockLessonBase, stockLessonSubject } from './stock-lesson';
import type { SellRates, StockPrices } from './stock-prices';

// A student without the stock still sees the functions: for 10 shares bought at the last close,
// said to be an example (as the 미분 lesson does).
const EXAMPLE_QUANTITY = 10;

type Lesson = FunctionsLesson;

function costOf(amount: number, rates: SellRates): NonNullable<Lesson['cost']> {
  return {
    ...rates,
    amount,
    sellCost: lessonMetric('sellCost', '매도 비용 S(A)', explainTradeCost(amount, rates)),
    floorRows: floorRows(amount, rates.feeRatePpm),
    ...feeStairs(rates.feeRatePpm),
  };
}

function valueOf(quantity: number, closes: DailyClose[]): NonNullable<Lesson['value']> {
  const byPrice = [...closes].sort((x, y) => x.close - y.close);
  return {
    value: lessonMetric(
      'linearValue',
      '평가금액 V(p)',
      explainLinearValue(quantity, closes.at(-1)!.close),
    ),
    low: byPrice[0]!,
    high: byPrice.at(-1)!,
  };
}

function breakEvenOf(
  quantity: number,
  averagePrice: number,
  rates: SellCostRates,
): NonNullable<Lesson['breakEven']> {
  const price = explainBreakEven({ quantity, averagePrice, rates });
  const cost = price.steps[0]!.value!;
  const around = Math.max(1, Math.round(averagePrice * 0.02));
  return {
    averagePrice,
    cost,
    price: lessonMetric('breakEvenPrice', '본전 매도가 p*', price),
    curve: netProceedsCurve(
      Math.max(1, Math.round(averagePrice) - around),
      Math.round(averagePrice) + around,
      quantity,
      rates,
    ),
  };
}

/** 12경수02-01: the chosen stock's trade cost, value and break-even price as functions. */
export function createFunctionsLessonService(deps: {
  db: Db;
  clock: Clock;
  prices: PriceStore;
  stockPrices: StockPrices;
}) {
  return {
    of(actor: AuthUser, query: StockLessonQuery): Lesson {
      const subject = stockLessonSubject(deps, actor, query);
      const base = stockLessonBase(subject);
      const { stock, closes, account } = subject;
      const last = closes.at(-1);
      const empty = { lastClose: null, cost: null, value: null, breakEven: null };
      if (!stock || !last) return { ...base, ...empty, quantity: EXAMPLE_QUANTITY, example: true };
      const holding = valueAccount(deps, account.id, deps.clock.now())?.valuation.holdings.find(
        (h) => h.symbol === stock.symbol,
      );
      const quantity = holding?.quantity ?? EXAMPLE_QUANTITY;
      const rates = deps.stockPrices.sellRates(
        deps.db,
        account.classId,
        deps.stockPrices.market(stock.symbol),
      );
      return {
        ...base,
        lastClose: last,
        quantity,
        example: !holding,
        cost: costOf(quantity * last.close, rates),
        value: valueOf(quantity, closes),
        breakEven: breakEvenOf(quantity, holding?.averagePrice ?? last.close, rates),
      };
    },
  };
}

export type FunctionsLessonService = ReturnType<typeof createFunctionsLessonService>;
