import type { LeaderboardEntry, RankBy } from '../../../shared/schemas/trading';
import { ExplainButton } from '../../components/maths/ExplainButton';
import { formatFigure } from '../../components/maths/format-figure';

export const rankings: Array<{ value: RankBy; label: string }> = [
  { value: 'return', label: '수익률' },
  { value: 'sharpe', label: '샤프 지수' },
  { value: 'alpha', label: '젠센의 알파' },
];

export const rankingLabel = (rankBy: RankBy) => rankings.find((r) => r.value === rankBy)!.label;

/** The score a risk-adjusted ranking sorts by, printed as its explanation ends. */
export function RankingScore({ entry, rankBy }: { entry: LeaderboardEntry; rankBy: RankBy }) {
  const figure = rankBy === 'return' ? undefined : entry.explanations?.[rankBy];
  if (!figure) return null;
  return <strong>{formatFigure(figure.value, figure.unit)}</strong>;
}

/** One row's two returns, Sharpe ratio and alpha; named by rank (a name would also name its cell). */
export function RankingExplain({ entry }: { entry: LeaderboardEntry }) {
  const explanations = entry.explanations;
  if (!explanations) return null;
  return (
    <ExplainButton
      title={`${entry.rank}위 수익률`}
      figures={[
        ...(explanations.return
          ? [{ label: '내 돈의 수익률', explanation: explanations.return }]
          : []),
        ...(explanations.timeWeightedReturn
          ? [{ label: '투자 실력 수익률', explanation: explanations.timeWeightedReturn }]
          : []),
        { label: '샤프 지수', explanation: explanations.sharpe },
        { label: '젠센의 알파', explanation: explanations.alpha },
      ]}
    />
  );
}
