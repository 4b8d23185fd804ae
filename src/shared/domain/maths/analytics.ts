import {
  benchmarkLine,
  comparedWindow,
  windowMarketReturns,
  type ComparedWindow,
  type MarketPoint,
} from './benchmark';
import { explainHhi, explainEffectiveCount, explainSectorWeights } from './diversification';
import { explainHistogram, type ExplainedHistogram } from './distribution';
import { unavailable, type Explained } from './explained';
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
import {
  type ChainMemo,
  explainTimeWeightedReturn,
  MONEY_WEIGHTED_USE,
  type Opening,
  TIME_WEIGHTED_USE,
  withUse,
} from './two-returns';

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
  /** Daily closes of the period then today's live value, oldest first, each with its market moment. */
  points: Array<ValuePoint & MarketPoint>;
  /**
   * The account's first deposit when no close comes before the period (all time, or a student
   * who joined during it): the time-weighted return starts there. Null: it starts at points[0].
   */
  openingDeposit: number | null;
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

export type SeriesInput = Pick<AnalyticsInput, 'points' | 'periodReturn' | 'openingDeposit'> & {
  /** The caller's memo of this series' two chains (see ChainMemo); the figures are the same without. */
  chains?: { timeWeighted: ChainMemo; compared: ChainMemo };
};

/** KOSPI over the compared days, with the dates it used; a shorter window says so. */
function benchmarkFigure(points: SeriesInput['points'], window: ComparedWindow | null) {
  if (!window) return explainBenchmarkReturn([], []);
  const [first, last] = [points[window.from]!, points[window.to]!];
  const figure = explainBenchmarkReturn(
    [first.marketDate ?? first.date, last.marketDate ?? last.date],
    [first.kospi!, last.kospi!],
  );
  if (window.from === 0 && window.to === points.length - 1) return figure;
  const note = `KOSPI 지수가 기록된 ${first.date} … ${last.date}만 시장과 비교했어요`;
  return { ...figure, note };
}

/** The days each return covers, as a note names them. */
const span = (points: SeriesInput['points'], window: ComparedWindow) =>
  `${points[window.from]!.date} … ${points[window.to]!.date}`;

/**
 * 투자 실력 수익률 over the compared days only: the R_p that 시장을 이겼나? and α set against
 * KOSPI 수익률, so all three cover the same days.
 */
function comparedReturnFigure(
  points: SeriesInput['points'],
  window: ComparedWindow | null,
  pairedReturns: Array<number | null>,
  benchmark: Explained,
  memo?: ChainMemo,
): Explained {
  const formula = 'R_p = \\prod_{t \\in \\text{비교한 날}} (1 + r_t) - 1';
  if (!window) return unavailable('ratio', formula, benchmark.note ?? '');
  const figure = explainTimeWeightedReturn(pairedReturns, undefined, memo);
  const note = `KOSPI 수익률과 같은 ${span(points, window)}의 투자 실력 수익률로, 시장을 이겼나?와 젠센의 알파가 R_p로 써요.`;
  return { ...figure, formula, note };
}

/**
 * The period's 투자 실력 수익률; where it covers other days than the comparison with KOSPI (the
 * opening deposit's sub-period has no index level, or some points have none) its note says which.
 */
function timeWeightedFigure(
  input: SeriesInput,
  returns: Array<number | null>,
  window: ComparedWindow | null,
): Explained {
  const { points } = input;
  const opening: Opening | undefined =
    input.openingDeposit === null
      ? undefined
      : { deposit: input.openingDeposit, first: points[0]! };
  const figure = explainTimeWeightedReturn(returns, opening, input.chains?.timeWeighted);
  const whole = !opening && window?.from === 0 && window.to === points.length - 1;
  if (whole || figure.value === null) return withUse(figure, TIME_WEIGHTED_USE);
  const start = opening ? '첫 입금' : points[0]!.date;
  const compared = window
    ? `KOSPI와 비교하는 수익률(시장을 이겼나?·젠센의 알파)은 지수가 기록된 ${span(points, window)}만 재요.`
    : 'KOSPI 지수가 기록된 날이 모자라 시장과 비교하지 않았어요.';
  const days = `이 수익률은 ${start}부터 ${points.at(-1)!.date}까지이고, ${compared}`;
  return withUse(
    { ...figure, note: figure.note ? `${figure.note} ${days}` : days },
    TIME_WEIGHTED_USE,
  );
}

function marketParts(input: SeriesInput) {
  const { points } = input;
  const returns = dailyReturns(points);
  const window = comparedWindow(points);
  // returns[t − 1] is the return into point t.
  const pairedReturns = window ? returns.slice(window.from, window.to) : [];
  const market = window ? windowMarketReturns(points, window) : [];
  const pairs = pairedReturns.filter((r) => r !== null).length;
  const benchmarkReturn = benchmarkFigure(points, window);
  const compared = comparedReturnFigure(
    points,
    window,
    pairedReturns,
    benchmarkReturn,
    input.chains?.compared,
  );
  const beta = explainBeta(pairedReturns, market);
  const alpha = explainAlpha(compared.value, beta.value, benchmarkReturn.value, pairs);
  return { returns, window, pairedReturns, market, benchmarkReturn, compared, beta, alpha };
}

/**
 * The four figures a leaderboard row ranks and explains, without the rest of seriesMetrics: a
 * school's board values every student on each price move (ADR 0034).
 */
export const rankingMetrics = (input: SeriesInput) => rankingOf(input, marketParts(input));

function rankingOf(input: SeriesInput, { returns, window, alpha }: ReturnType<typeof marketParts>) {
  return {
    moneyWeightedReturn: metric(
      'moneyWeightedReturn',
      '내 돈의 수익률',
      withUse(input.periodReturn, MONEY_WEIGHTED_USE),
    ),
    timeWeightedReturn: metric(
      'timeWeightedReturn',
      '투자 실력 수익률',
      timeWeightedFigure(input, returns, window),
    ),
    sharpe: metric('sharpe', '샤프 지수', explainSharpe(returns)),
    alpha: metric('alpha', '젠센의 알파', alpha),
  };
}

/**
 * Risk and market figures of the daily series (also the leaderboard's risk-adjusted ranks).
 * Every comparison with KOSPI uses only the compared window, where each point carries the index
 * level of the moment that valued it; the portfolio's side of it is the time-weighted return
 * over those same days (비교한 날의 투자 실력 수익률), which the full period's may not be.
 */
export function seriesMetrics(input: SeriesInput) {
  const dates = input.points.map((p) => p.date);
  const parts = marketParts(input);
  const { returns, window, pairedReturns, market, benchmarkReturn, compared, beta } = parts;
  const ranking = rankingOf(input, parts);
  const index = wealthIndex(returns);
  return {
    returns,
    index,
    window,
    metrics: [
      ranking.moneyWeightedReturn,
      ranking.timeWeightedReturn,
      metric('volatility', '변동성 (연율)', explainVolatility(returns)),
      metric('maxDrawdown', '최대 낙폭 (MDD)', explainMaxDrawdown(dates, index)),
      metric('comparedReturn', '비교한 날의 투자 실력 수익률', compared),
      metric('benchmarkReturn', 'KOSPI 수익률', benchmarkReturn),
      metric(
        'excessReturn',
        '시장을 이겼나?',
        explainExcessReturn(compared.value, benchmarkReturn.value),
      ),
      metric('beta', '베타 (β)', beta),
      metric('correlation', 'KOSPI와의 상관계수', explainCorrelation(pairedReturns, market)),
      ranking.sharpe,
      ranking.alpha,
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
  const { window } = series;
  const inWindow = (t: number) => window !== null && t >= window.from && t <= window.to;
  return {
    metrics,
    series: {
      dates: input.points.map((p) => p.date),
      marketDates: input.points.map((p) => p.marketDate),
      value: series.index.map((w) => Math.round(w * 10_000) / 100),
      benchmark: benchmarkLine(
        input.points,
        window,
        series.index.map((w) => w * 100),
      ),
      drawdown: drawdowns(series.index),
      dailyReturns: series.returns.map((r) =>
        r === null ? null : Math.round(r * 1_000_000) / 1_000_000,
      ),
      benchmarkDates: input.points.map((p, t) => (inWindow(t) ? p.marketDate : null)),
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
