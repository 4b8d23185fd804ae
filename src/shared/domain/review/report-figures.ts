import { formatNumber, formatWon } from '../../format';
import { kstDate } from '../market/calendar';
import { totalReturn } from '../portfolio/returns';
import type { Explained } from './price-move';
import { criterionAverages, type ScoredCriterion } from './scoring';

export interface ReportFigure extends Explained {
  key: string;
  label: string;
  unit: 'won' | 'percent' | 'count';
}

export interface ReportFacts {
  totalValue: number;
  netDeposits: number;
  tradeCount: number;
  reviewedCount: number;
}

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;

/**
 * The 세특 report's headline figures, each with its arithmetic in words. The return is the one
 * every page shows (totalReturn); the analytics figures travel beside these as `metrics`.
 */
export function reportFigures(facts: ReportFacts): ReportFigure[] {
  const { totalValue, netDeposits } = facts;
  const { profitLoss, returnPercent } = totalReturn({ value: totalValue, netDeposits });
  return [
    {
      key: 'totalValue',
      label: '총 자산',
      unit: 'won',
      value: totalValue,
      formula: '현금 + 보유 종목 평가 금액',
      steps: [formatWon(totalValue)],
    },
    {
      key: 'totalReturn',
      label: '총 수익률',
      unit: 'percent',
      value: returnPercent,
      formula: '(총 자산 − 순입금액) ÷ 순입금액 × 100',
      steps: [
        `(${formatNumber(totalValue)} − ${formatNumber(netDeposits)}) ÷ ${formatNumber(netDeposits)} × 100`,
        `${formatNumber(profitLoss)} ÷ ${formatNumber(netDeposits)} × 100`,
        signed(returnPercent),
      ],
    },
    {
      key: 'tradeCount',
      label: '거래 횟수',
      unit: 'count',
      value: facts.tradeCount,
      formula: '매수 횟수 + 매도 횟수',
      steps: [`${formatNumber(facts.tradeCount)}회`],
    },
    {
      key: 'reviewedCount',
      label: '평가받은 근거',
      unit: 'count',
      value: facts.reviewedCount,
      formula: '교사가 루브릭으로 평가한 거래 수',
      steps: [`${formatNumber(facts.reviewedCount)}건`],
    },
  ];
}

export interface DatedScore extends ScoredCriterion {
  /** When the rationale was written (the trade), so growth shows whenever the teacher scored it. */
  writtenAt: Date;
}

export interface CriterionTrend {
  name: string;
  overall: number;
  periods: Array<{ period: string; percent: number; count: number }>;
}

/** Rubric averages per criterion, overall and per KST month of the trade. */
export function criterionTrends(scores: DatedScore[]): CriterionTrend[] {
  const months = [...new Set(scores.map((s) => kstDate(s.writtenAt).slice(0, 7)))].sort();
  return criterionAverages(scores).map(({ name, percent }) => ({
    name,
    overall: percent,
    periods: months.flatMap((period) => {
      const [average] = criterionAverages(
        scores.filter((s) => s.name === name && kstDate(s.writtenAt).startsWith(period)),
      );
      return average ? [{ period, percent: average.percent, count: average.count }] : [];
    }),
  }));
}
