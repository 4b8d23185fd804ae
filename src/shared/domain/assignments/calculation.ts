import type { CalculationFigure } from '../../schemas/assignments';
import { explainCalendarYearRate } from '../maths/compound';
import { explained, texWon, type Explained } from '../maths/explained';
import { explainHoldingProfitLoss } from '../maths/holding';
import { explainTotalValue, totalReturnRatio } from '../maths/portfolio';
import { matrixQuestion } from '../lessons/matrix-questions';
import {
  fittedSlopeQuestion,
  marginalCostQuestion,
  type StockCurveFacts,
} from '../lessons/calculus-questions';
import { breakEvenQuestion } from '../lessons/functions';
import { certaintyEquivalentQuestion } from '../lessons/utility';
import type { ValuePoint } from '../maths/risk';
import { dollarReturnQuestion } from '../lessons/exchange-question';
import type { ExchangeRates } from '../lessons/exchange';
import { figureUnit } from './templates';
import {
  auctionElasticityQuestion,
  minVarianceQuestion,
  type ClassAuctionFacts,
} from './lesson-questions';
import type { CommonReturns } from '../lessons/optimization';
import { taxIncidenceQuestion, type TaxedAuctionFacts } from '../lessons/tax-incidence';

export interface CalculationData {
  cash: number;
  holdings: Array<{ name: string; quantity: number; averagePrice: number; currentPrice: number }>;
  lastSale: { stockName: string; fee: number; tax: number } | null;
  totalValue: number;
  netDeposits: number;
  /** Whole days since the first deposit. */
  days: number;
  /** The holdings at the last KRX close, with their 업종 (the 행렬 figures). */
  closes?: HeldAtClose[];
  /** 12경수04-01·02: the largest holding's real closes and sell rates, read only when asked. */
  stockCurve?: () => StockCurveFacts | null;
  // Read only when a 과제 asks (thunks): every trade's check builds these facts.
  /** The class's latest closed call auction: its counted orders and P* ([12경수04-03]). */
  latestAuction?: () => ClassAuctionFacts | null;
  /** Two of the student's stocks and their common daily returns ([12경수04-04]). */
  twoStocks?: () => { names: [string, string]; returns: CommonReturns } | null;
  /** 12경수02-03: the portfolio's finished days' closes, read only when asked. */
  dailyCloses?: () => ValuePoint[];
  /** 12경수01-02: the class's exchange rates (or the 예시 환율), read only when asked. */
  exchangeRates?: () => { rates: ExchangeRates; example: boolean };
  /** 12경수01-01: the class index's last day, written out (null: too little data). */
  classIndex?: () => { day: string; base: string; explanation: Explained } | null;
  /** 12경수02-05: the class's latest closed call auction run with a lesson tax. */
  taxedAuction?: () => TaxedAuctionFacts | null;
}

export interface HeldAtClose {
  symbol: string;
  name: string;
  sector: string;
  quantity: number;
  currentPrice: number;
  previousClose: number;
}

export interface Question {
  question: string;
  /** null when the student's data does not have the figure yet (no holding, no sale). */
  explanation: Explained | null;
}

const largest = (holdings: CalculationData['holdings']) =>
  [...holdings].sort(
    (a, b) =>
      b.quantity * b.currentPrice - a.quantity * a.currentPrice || a.name.localeCompare(b.name),
  )[0];

/** What the student computes by hand, and the shared domain function's figure for it. */
export function calculationQuestion(figure: CalculationFigure, data: CalculationData): Question {
  switch (figure) {
    case 'holdingProfitLoss': {
      const holding = largest(data.holdings);
      if (!holding) return { question: '보유 종목이 생기면 풀 수 있어요.', explanation: null };
      return {
        question: `${holding.name} ${holding.quantity}주의 평가손익(원)을 현재가와 평균 단가로 계산해 보세요.`,
        explanation: explainHoldingProfitLoss(holding),
      };
    }
    case 'lastSaleCosts': {
      const sale = data.lastSale;
      if (!sale) return { question: '매도한 뒤에 풀 수 있어요.', explanation: null };
      return {
        question: `마지막 매도(${sale.stockName})의 수수료와 거래세를 더한 금액(원)을 계산해 보세요.`,
        explanation: explained('won', '\\text{비용} = \\text{수수료} + \\text{거래세}', [
          { expression: `${texWon(sale.fee)} + ${texWon(sale.tax)}`, value: sale.fee + sale.tax },
        ]),
      };
    }
    case 'portfolioValue':
      return {
        question: '현금과 보유 종목의 수량 × 현재가를 더해 총 자산(원)을 계산해 보세요.',
        explanation: explainTotalValue({ cash: data.cash, holdings: data.holdings }),
      };
    case 'matrixEntry':
    case 'inverseOrderShares':
    case 'leontiefOutput':
      return matrixQuestion(figure, data.closes ?? []);
    case 'annualReturn':
      // On the first deposit's day there is no period to annualise over ("0일 동안").
      if (data.days < 1)
        return { question: '첫 입금 후 하루가 지나면 풀 수 있어요.', explanation: null };
      return {
        question: `${data.days}일 동안의 총 수익률을 연 복리 수익률(%)로 환산해 보세요.`,
        explanation: explainCalendarYearRate({
          totalReturn: totalReturnRatio({ value: data.totalValue, netDeposits: data.netDeposits }),
          days: data.days,
        }),
      };
    case 'marginalCost':
      return marginalCostQuestion(data.stockCurve?.() ?? null);
    case 'fittedSlope':
      return fittedSlopeQuestion(data.stockCurve?.() ?? null);
    case 'auctionElasticity':
      return auctionElasticityQuestion(data.latestAuction?.() ?? null);
    case 'minVarianceWeight':
      return minVarianceQuestion(data.twoStocks?.() ?? null);
    case 'breakEvenPrice':
      return breakEvenQuestion(largest(data.holdings), data.stockCurve?.()?.rates);
    case 'certaintyEquivalent':
      return certaintyEquivalentQuestion(data.dailyCloses?.() ?? []);
    case 'classIndexValue': {
      const index = data.classIndex?.() ?? null;
      if (!index)
        return {
          question: '우리 반 종목의 종가가 이틀 이상 쌓이면 풀 수 있어요.',
          explanation: null,
        };
      return {
        question: `기준일 ${index.base}을 100으로 한 우리 반 주가지수(시가총액 가중)의 ${index.day} 값을 상장주식수와 실제 종가로 계산해 보세요 (소수 둘째 자리까지).`,
        explanation: index.explanation,
      };
    }
    case 'dollarReturn':
      return dollarReturnQuestion(data, data.exchangeRates?.() ?? null);
    case 'taxIncidenceBuyers':
      return taxIncidenceQuestion(data.taxedAuction?.() ?? null);
  }
}

/**
 * The figure in the unit the student answers in: won as computed, a ratio in percent (a yearly
 * rate), a plain number (an elasticity) to four decimals.
 */
export function expectedAnswer(figure: CalculationFigure, explanation: Explained): number | null {
  if (explanation.value === null) return null;
  switch (figureUnit(figure)) {
    case '원':
      return explanation.value;
    case '%':
      return Math.round(explanation.value * 1_000_000) / 10_000;
    case '':
      return Math.round(explanation.value * 10_000) / 10_000;
  }
}

export function isCorrect(answer: { value: number; expected: number; tolerance: number }): boolean {
  // A hair of float slack: 12.34 − 12.33 must count as within ±0.01.
  return Math.abs(answer.value - answer.expected) <= answer.tolerance + 1e-9;
}

/** `expected` is told once the student got it right or the due date has passed. */
export function mayReveal(input: { correct: boolean; now: Date; dueAt: Date }): boolean {
  return input.correct || input.now.getTime() > input.dueAt.getTime();
}
