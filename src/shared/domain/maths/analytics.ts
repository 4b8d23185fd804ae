import { indexReturns, rebase, type AlignedBenchmark } from './benchmark';
import { explainHhi, explainEffectiveCount, explainSectorWeights } from './diversification';
import { explainHistogram, type ExplainedHistogram } from './distribution';
import type { Explained } from './explained';
import {
  explainAveragePrice,
  explainHoldingProfitLoss,
  explainHoldingReturn,
  explainMarketValue,
  explainWeight,
} from './holding';
import {
  explainDailyChange,
  explainDailyChangeRatio,
  explainNetDeposits,
  explainProfitLoss,
  explainTotalReturn,
  explainTotalValue,
  explainUnrealisedProfitLoss,
  type DayBase,
} from './portfolio';
import {
  dailyReturns,
  drawdowns,
  explainAlpha,
  explainBenchmarkReturn,
  explainBeta,
  explainCorrelation,
  explainExcessReturn,
  explainMaxDrawdown,
  explainSharpe,
  explainVolatility,
  wealthIndex,
  type ValuePoint,
} from './risk';
import { explainCostsPaid, explainRealisedProfitLoss, type FillRecord } from './trades';

export interface MetricOf extends Explained {
  key: string;
  label: string;
}

const metric = (key: string, label: string, figure: Explained): MetricOf => ({
  key,
  label,
  ...figure,
});

export interface AnalyticsHolding {
  symbol: string;
  name: string;
  sector: string;
  quantity: number;
  averagePrice: number;
  currentPrice: number;
}

export interface AnalyticsInput {
  cash: number;
  holdings: AnalyticsHolding[];
  deposits: Array<{ at: number; amount: number }>;
  dayBase: Omit<DayBase, 'netDeposits'>;
  /** The period's return as the leaderboard computes it (net deposits or Modified Dietz). */
  periodReturn: Explained;
  /** Daily closes of the period then today's live value, oldest first. */
  points: ValuePoint[];
  benchmark: AlignedBenchmark;
  /** Every fill of the account, oldest first. */
  fills: FillRecord[];
  /** Epoch ms the period's fees, taxes and sales count from; null for all time. */
  since: number | null;
}

function holdingMetrics(input: AnalyticsInput, h: AnalyticsHolding, totalValue: number) {
  const value = explainMarketValue({ quantity: h.quantity, price: h.currentPrice });
  const fills = input.fills.filter((f) => f.symbol === h.symbol);
  return [
    metric('marketValue', '평가금액', value),
    metric('averagePrice', '평균 단가', explainAveragePrice(fills)),
    metric('profitLoss', '평가손익', explainHoldingProfitLoss(h)),
    metric('return', '수익률', explainHoldingReturn(h)),
    metric(
      'weight',
      '비중',
      explainWeight({ label: h.name, part: value.value ?? 0, total: totalValue }),
    ),
  ];
}

export type SeriesInput = Pick<AnalyticsInput, 'points' | 'benchmark' | 'periodReturn'>;

/** Risk and market figures of the daily series (also the leaderboard's risk-adjusted ranks). */
export function seriesMetrics(input: SeriesInput) {
  const dates = input.points.map((p) => p.date);
  const returns = dailyReturns(input.points);
  const market = indexReturns(input.benchmark.levels);
  const known = input.benchmark.levels.flatMap((level, i) =>
    level === null ? [] : [{ level, date: input.benchmark.dates[i]! }],
  );
  const benchmarkReturn = explainBenchmarkReturn(
    known.map((k) => k.date),
    known.map((k) => k.level),
  );
  const beta = explainBeta(returns, market);
  const index = wealthIndex(returns);
  return {
    returns,
    index,
    metrics: [
      metric('volatility', '변동성 (연율)', explainVolatility(returns)),
      metric('maxDrawdown', '최대 낙폭 (MDD)', explainMaxDrawdown(dates, index)),
      metric('benchmarkReturn', 'KOSPI 수익률', benchmarkReturn),
      metric(
        'excessReturn',
        '시장을 이겼나?',
        explainExcessReturn(input.periodReturn.value, benchmarkReturn.value),
      ),
      metric('beta', '베타 (β)', beta),
      metric('correlation', 'KOSPI와의 상관계수', explainCorrelation(returns, market)),
      metric('sharpe', '샤프 지수', explainSharpe(returns)),
      metric(
        'alpha',
        '젠센의 알파',
        explainAlpha(input.periodReturn.value, beta.value, benchmarkReturn.value),
      ),
    ],
  };
}

/** Every analytics figure of one account over one period, each with its explanation. */
export function buildAnalytics(input: AnalyticsInput) {
  const totalValueFigure = explainTotalValue(input);
  const totalValue = totalValueFigure.value ?? 0;
  const netDeposits = explainNetDeposits(input.deposits);
  const dayBase = { ...input.dayBase, netDeposits: netDeposits.value ?? 0 };
  const figures = { value: totalValue, netDeposits: netDeposits.value ?? 0 };
  const heldValues = input.holdings.map((h) => ({ ...h, value: h.quantity * h.currentPrice }));
  const hhi = explainHhi(heldValues);
  const unrealised = input.holdings.map((h) => explainHoldingProfitLoss(h));
  const series = seriesMetrics(input);
  const metrics: MetricOf[] = [
    metric('totalValue', '총 자산', totalValueFigure),
    metric('netDeposits', '순입금', netDeposits),
    metric('totalProfitLoss', '총 손익', explainProfitLoss(figures)),
    metric('totalReturn', '총 수익률', explainTotalReturn(figures)),
    metric('periodReturn', '기간 수익률', input.periodReturn),
    metric('dailyChange', '일간 변동', explainDailyChange(totalValue, dayBase)),
    metric('dailyChangeRate', '일간 변동률', explainDailyChangeRatio(totalValue, dayBase)),
    metric(
      'cashWeight',
      '현금 비중',
      explainWeight({ label: '현금', part: input.cash, total: totalValue }),
    ),
    ...series.metrics,
    metric('hhi', '집중도 (HHI)', hhi),
    metric('effectiveCount', '유효 종목 수', explainEffectiveCount(hhi)),
    metric('realisedProfitLoss', '실현 손익', explainRealisedProfitLoss(input.fills, input.since)),
    metric('unrealisedProfitLoss', '평가손익 (미실현)', explainUnrealisedProfitLoss(unrealised)),
    metric('feesPaid', '낸 수수료', explainCostsPaid(input.fills, input.since, 'fee')),
    metric('taxesPaid', '낸 거래세', explainCostsPaid(input.fills, input.since, 'tax')),
  ];
  const returnDistribution: ExplainedHistogram = explainHistogram(
    series.returns.filter((r): r is number => r !== null),
  );
  return {
    metrics,
    series: {
      dates: input.points.map((p) => p.date),
      value: series.index.map((w) => Math.round(w * 10_000) / 100),
      benchmark: rebase(input.benchmark.levels),
      drawdown: drawdowns(series.index),
      dailyReturns: series.returns.map((r) =>
        r === null ? null : Math.round(r * 1_000_000) / 1_000_000,
      ),
      benchmarkDates: input.benchmark.dates,
    },
    holdings: input.holdings.map((h) => ({
      symbol: h.symbol,
      name: h.name,
      sector: h.sector,
      metrics: holdingMetrics(input, h, totalValue),
    })),
    sectors: explainSectorWeights(heldValues),
    returnDistribution,
  };
}
