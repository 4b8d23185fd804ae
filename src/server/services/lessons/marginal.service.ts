import {
  costTable,
  explainHoldingValue,
  explainMarginalCost,
  explainValueSlope,
  rateRows,
} from '../../../shared/domain/lessons/marginal';
import { curveTex, explainSlopeAtLast } from '../../../shared/domain/lessons/graph-shape';
import { metric as lessonMetric } from '../../../shared/domain/maths/lessons';
import {
  fitCurve,
  MIN_FIT_CLOSES,
  thinCurveMessage,
  type DailyClose,
} from '../../../shared/domain/lessons/price-curve';
import type { MarginalLesson } from '../../../shared/schemas/lessons/marginal';
import type { StockLessonQuery } from '../../../shared/schemas/lessons/stock-curve';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../accounts/authentication';
import { stockLessonBase, stockLessonSubject } from './stock-lesson';
import type { StockPrices } from './stock-prices';

// A student without the stock still sees V(p) = qp: for 10 shares, said to be an example.
const EXAMPLE_QUANTITY = 10;

type Lesson = MarginalLesson;

/** ② V(p) = qp at the last close, and dV/dp = q. */
function valueOf(held: number, price: number): NonNullable<Lesson['value']> {
  const quantity = held > 0 ? held : EXAMPLE_QUANTITY;
  return {
    quantity,
    example: held === 0,
    value: lessonMetric('holdingValue', '평가금액 V(p)', explainHoldingValue(quantity, price)),
    slope: lessonMetric('valueSlope', '미분계수 dV/dp', explainValueSlope(quantity, price)),
  };
}

/** ③ average rates over h days on the closes and on the fitted curve, or why there are none. */
function ratesOf(closes: DailyClose[]): Pick<Lesson, 'rates' | 'ratesMissing'> {
  if (closes.length < MIN_FIT_CLOSES)
    return { rates: null, ratesMissing: thinCurveMessage(closes.length) };
  const fit = fitCurve(closes);
  return {
    rates: {
      from: closes[0]!.date,
      to: closes.at(-1)!.date,
      closes: closes.length,
      curve: curveTex(fit.cubic),
      rows: rateRows(closes, fit),
      instantaneous: lessonMetric(
        'slopeAtLast',
        '순간변화율 f′(T) (원/일)',
        explainSlopeAtLast(fit),
      ),
    },
    ratesMissing: null,
  };
}

/** 12경수04-01: the lesson's three functions on the chosen stock's last real close. */
export function createMarginalLessonService(deps: {
  db: Db;
  clock: Clock;
  stockPrices: StockPrices;
}) {
  return {
    of(actor: AuthUser, query: StockLessonQuery): Lesson {
      const subject = stockLessonSubject(deps, actor, query);
      const base = stockLessonBase(subject);
      const { stock, closes, account } = subject;
      const last = closes.at(-1);
      if (!stock || !last)
        return {
          ...base,
          lastClose: null,
          cost: null,
          value: null,
          rates: null,
          ratesMissing: null,
        };
      const market = deps.stockPrices.market(stock.symbol);
      const rates = deps.stockPrices.sellRates(deps.db, account.classId, market);
      return {
        ...base,
        lastClose: last,
        cost: {
          ...rates,
          marginal: lessonMetric(
            'marginalCost',
            '한계비용 C′(q) (원/주)',
            explainMarginalCost(last.close, rates),
          ),
          rows: costTable(last.close, stock.held, rates),
        },
        value: valueOf(stock.held, last.close),
        ...ratesOf(closes),
      };
    },
  };
}

export type MarginalLessonService = ReturnType<typeof createMarginalLessonService>;
