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
} from '../../../shared/domain/lessons/price-curve';
import type { MarginalLesson } from '../../../shared/schemas/lessons/marginal';
import type { StockLessonQuery } from '../../../shared/schemas/lessons/stock-curve';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../authentication';
import { stockLessonBase, stockLessonSubject } from './stock-lesson';
import type { StockPrices } from './stock-prices';

// A student without the stock still sees V(p) = qp: for 10 shares, said to be an example.
const EXAMPLE_QUANTITY = 10;

/** 12경수04-01: the lesson's three functions on the chosen stock's last real close. */
export function createMarginalLessonService(deps: {
  db: Db;
  clock: Clock;
  stockPrices: StockPrices;
}) {
  return {
    of(actor: AuthUser, query: StockLessonQuery): MarginalLesson {
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
      const rates = deps.stockPrices.sellRates(
        deps.db,
        account.classId,
        deps.stockPrices.market(stock.symbol),
      );
      const quantity = stock.held > 0 ? stock.held : EXAMPLE_QUANTITY;
      const enough = closes.length >= MIN_FIT_CLOSES;
      const fit = enough ? fitCurve(closes) : null;
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
        value: {
          quantity,
          example: stock.held === 0,
          value: lessonMetric(
            'holdingValue',
            '평가금액 V(p)',
            explainHoldingValue(quantity, last.close),
          ),
          slope: lessonMetric(
            'valueSlope',
            '미분계수 dV/dp',
            explainValueSlope(quantity, last.close),
          ),
        },
        rates: fit && {
          from: closes[0]!.date,
          to: last.date,
          closes: closes.length,
          curve: curveTex(fit.cubic),
          rows: rateRows(closes, fit),
          instantaneous: lessonMetric(
            'slopeAtLast',
            '순간변화율 f′(T) (원/일)',
            explainSlopeAtLast(fit),
          ),
        },
        ratesMissing: enough ? null : thinCurveMessage(closes.length),
      };
    },
  };
}

export type MarginalLessonService = ReturnType<typeof createMarginalLessonService>;
