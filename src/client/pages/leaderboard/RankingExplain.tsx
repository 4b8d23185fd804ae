import type { LeaderboardEntry, RankBy } from '../../../shared/schemas/trading';
import { ExplainButton } from '../../components/maths/ExplainButton';
import { formatFigure } from '../../components/maths/format-figure';

/** Each ranking, with who it lists apart: the students it cannot score yet. */
export const rankings: Array<{ value: RankBy; label: string; apart: string }> = [
  {
    value: 'return',
    label: '수익률',
    apart: '투자 실력 수익률을 아직 계산할 수 없는 학생 (처음 받은 돈이 0원 등)',
  },
  {
    value: 'sharpe',
    label: '샤프 지수',
    apart: '샤프 지수를 아직 계산할 수 없는 학생 (일간 수익률 20개 미만 등)',
  },
  {
    value: 'alpha',
    label: '젠센의 알파',
    apart: '젠센의 알파를 아직 계산할 수 없는 학생 (일간 수익률 20개 미만 등)',
  },
];

const ranking = (rankBy: RankBy) => rankings.find((r) => r.value === rankBy)!;
export const rankingLabel = (rankBy: RankBy) => ranking(rankBy).label;
export const apartLabel = (rankBy: RankBy) => ranking(rankBy).apart;

/** The time-weighted column says so when the plain board is ranked by it (ADR 0028). */
export const timeWeightedLabel = (rankBy: RankBy) =>
  rankBy === 'return' ? '투자 실력 수익률 (순위 기준)' : '투자 실력 수익률';

/** The figure the server ranked the row by; null: listed apart, unranked. */
export const rankedScore = (entry: LeaderboardEntry, rankBy: RankBy) =>
  rankBy === 'return' ? entry.timeWeightedReturn : (entry.explanations?.[rankBy].value ?? null);

/** What the board ranks by, in words: the two returns answer different questions. */
export function RankingNote({ rankBy }: { rankBy: RankBy }) {
  const subject = rankBy === 'return' ? '순위는' : `${rankingLabel(rankBy)}는`;
  return (
    <p className="leaderboard-note">
      {subject} <strong>투자 실력 수익률</strong>(매일의 수익률을 이어 곱한 시간가중 수익률)로{' '}
      {rankBy === 'return' ? '매겨요' : '계산해요'}. 선생님이 현금을 넣거나 빼도 투자 실력 수익률은
      변하지 않아요. 내 돈의 수익률은 입금·출금까지 포함해 계좌의 돈이 얼마나 불었는지를 보여 줘요.
    </p>
  );
}

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
      title={entry.rank === null ? '순위 밖 수익률' : `${entry.rank}위 수익률`}
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
