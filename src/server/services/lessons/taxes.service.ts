import { kstDate } from '../../../shared/domain/market/calendar';
import { explainSellEstimate } from '../../../shared/domain/maths/costs';
import { explained, texWon } from '../../../shared/domain/maths/explained';
import { metric } from '../../../shared/domain/maths/lessons';
import {
  CAPITAL_GAINS,
  EXAMPLE_SALE,
  explainCapitalGainsTax,
  roundTop,
  TAX_MARKETS,
  taxCurve,
  taxRateText,
} from '../../../shared/domain/lessons/taxes';
import { quoteSell } from '../../../shared/domain/trading/quote';
import { realisedBySale } from '../../../shared/domain/review/sale-outcome';
import type { TaxedSale, TaxesLesson } from '../../../shared/schemas/lessons/taxes';
import type { Market } from '../../../shared/schemas/market';
import type { Db } from '../../db/connection';
import { classRulesRepo, type ParsedRules } from '../../db/repos/class-rules.repo';
import { tradesRepo } from '../../db/repos/trades.repo';
import type { Catalogue } from '../../market/types';
import type { Clock } from '../../clock';
import type { AuthUser } from '../accounts/authentication';
import { lessonSubject } from './lesson-subject';

const ALL_TRADES = 10_000;
// The 양도소득세 예시: a 대주주 who gained 10억 원 (made up, said so on the page).
const EXAMPLE_GAIN = 1_000_000_000;

export const taxesMessages = {
  noSales:
    '아직 매도한 적이 없어서 내 매도 내역이 없어요. 아래는 예시 매도예요. 주식을 팔면 내 매도로 다시 계산해요.',
} as const;

interface SaleInput {
  id: number;
  at: Date;
  stockName: string;
  market: Market;
  quantity: number;
  price: number;
  fee: number;
  tax: number;
}

/** One sale with its fee and tax written out by the trade modal's own estimate. */
function taxedSale(
  sale: SaleInput,
  rules: { feeRatePpm: number; sellTax: boolean },
  realised: number | null,
): TaxedSale {
  const estimate = explainSellEstimate({
    cash: 0,
    price: sale.price,
    quantity: sale.quantity,
    feeRatePpm: rules.feeRatePpm,
    at: sale.at,
    market: sale.market,
    sellTax: rules.sellTax,
  });
  const date = kstDate(sale.at);
  return {
    tradeId: sale.id,
    date,
    stockName: sale.stockName,
    market: sale.market,
    quantity: sale.quantity,
    price: sale.price,
    amount: sale.price * sale.quantity,
    fee: sale.fee,
    tax: sale.tax,
    rateText: rules.sellTax ? taxRateText(date, sale.market) : '0 % (우리 반 규칙: 면제)',
    feeFigure: estimate.fee,
    taxFigure: estimate.tax!,
    realised,
  };
}

/** The 예시 sale a student without sells sees, taxed as if the class paid the tax. */
function exampleSale(at: Date, rules: { feeRatePpm: number }): TaxedSale {
  const taxed = { ...rules, sellTax: true };
  const { fee, tax } = quoteSell({ ...EXAMPLE_SALE, feeRatePpm: rules.feeRatePpm, date: at });
  return taxedSale({ id: 0, at, fee, tax, ...EXAMPLE_SALE }, taxed, null);
}

/** 12경수01-03: the student's sells and their taxes, the tax function T(A), and 양도소득세. */
export function createTaxesLessonService(deps: {
  db: Db;
  catalogue: Catalogue;
  clock: Clock;
  parsedRules: ParsedRules;
}) {
  const marketOf = (symbol: string): Market => deps.catalogue.get(symbol)?.market ?? 'KOSPI';
  return {
    of(actor: AuthUser, student: number | undefined): TaxesLesson {
      const account = lessonSubject(deps.db, actor, student);
      const rules = classRulesRepo.find(deps.db, account.classId, deps.parsedRules);
      const trades = tradesRepo.history(deps.db, account.id, ALL_TRADES).reverse();
      const realised = realisedBySale(trades);
      const sales = trades
        .filter((t) => t.type === 'SELL')
        .reverse()
        .map((t) =>
          taxedSale(
            { ...t, at: new Date(t.createdAt), market: marketOf(t.symbol) },
            rules,
            realised.get(t.id)?.value ?? null,
          ),
        );
      // A sale is taxed at the rates of its own KST day (the trade's time), as the trade service does.
      const today = kstDate(deps.clock.now());
      const example = sales.length === 0 ? exampleSale(deps.clock.now(), rules) : null;
      const lossSale = sales.find((s) => s.realised !== null && s.realised < 0 && s.tax > 0);
      const last = sales[0];
      return {
        sales,
        example,
        missing: sales.length === 0 ? taxesMessages.noSales : null,
        exempt: !rules.sellTax,
        lossSale: lossSale
          ? { tradeId: lossSale.tradeId, realised: lossSale.realised!, tax: lossSale.tax }
          : null,
        lastSaleCosts: last
          ? metric(
              'lastSaleCosts',
              `마지막 매도(${last.stockName})의 수수료 + 거래세`,
              explained('won', '\\text{비용} = \\text{수수료} + \\text{거래세}', [
                {
                  expression: `${texWon(last.fee)} + ${texWon(last.tax)}`,
                  value: last.fee + last.tax,
                },
              ]),
            )
          : null,
        curve: {
          date: today,
          rates: TAX_MARKETS.map((market) => ({ market, text: taxRateText(today, market) })),
          points: taxCurve(roundTop(Math.max(...sales.map((s) => s.amount), 1_000_000)), today),
        },
        capitalGains: {
          thresholdWon: CAPITAL_GAINS.thresholdWon,
          exampleGain: EXAMPLE_GAIN,
          exampleTax: metric(
            'capitalGainsTax',
            '대주주 예시의 양도소득세',
            explainCapitalGainsTax(EXAMPLE_GAIN),
          ),
        },
      };
    },
  };
}

export type TaxesLessonService = ReturnType<typeof createTaxesLessonService>;
