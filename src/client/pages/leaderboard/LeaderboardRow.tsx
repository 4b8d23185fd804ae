import { formatNumber, formatSignedWon, formatWon } from '../../../shared/format';
import type { LeaderboardEntry, RankBy } from '../../../shared/schemas/trading';
import { NumCell } from '../../components/DataTable';
import { PriceChange } from '../../components/PriceChange';
import { RankingExplain, RankingScore, rankingLabel, timeWeightedLabel } from './RankingExplain';

function RankCell({ entry, ranked }: { entry: LeaderboardEntry; ranked: boolean }) {
  if (!ranked || entry.rank === null) return <span aria-label="순위 없음">—</span>;
  if (entry.rank > 3) return <>{entry.rank}</>;
  return (
    <span className={`medal medal-${entry.rank}`} aria-label={`${entry.rank}위 메달`}>
      {entry.rank}
    </span>
  );
}

/** The time-weighted return as a percent change (red ▲ / blue ▼); "—" where it has no days. */
function TimeWeighted({ entry }: { entry: LeaderboardEntry }) {
  if (entry.timeWeightedReturn === null) return <span>—</span>;
  return <PriceChange changePercent={entry.timeWeightedReturn} showAmount={false} />;
}

/** A classmate's money stays theirs: the server sends students no value or profit of others. */
const Private = () => <span className="muted">비공개</span>;

/**
 * One student's row. `ranked` false: a risk-adjusted score could not be computed (fewer than 20
 * daily returns, no KOSPI days): listed apart with no rank; its 계산 보기 note says why.
 */
export function LeaderboardRow({
  entry,
  rankBy,
  ranked,
  isMe,
}: {
  entry: LeaderboardEntry;
  rankBy: RankBy;
  ranked: boolean;
  isMe: boolean;
}) {
  const podium =
    ranked && entry.rank !== null && entry.rank <= 3 ? `podium podium-${entry.rank}` : '';
  return (
    <tr className={[podium, isMe ? 'is-me' : ''].join(' ').trim()}>
      <td className="rank" data-label="순위">
        <RankCell entry={entry} ranked={ranked} />
      </td>
      <td data-label="이름">
        <strong>{entry.userName}</strong>
        {/* 학번: sent to staff only. */}
        {entry.userNumber && <div className="sub">{entry.userNumber}</div>}
      </td>
      <td className="muted" data-label="클래스">
        {entry.className ?? '-'}
      </td>
      <NumCell label="총 자산">
        {entry.totalValue === null ? <Private /> : formatWon(entry.totalValue)}
      </NumCell>
      <NumCell label="내 돈의 수익률">
        <PriceChange changePercent={entry.totalProfitLossPercent} showAmount={false} />
        {entry.totalProfitLoss !== null && (
          <div className="sub">{formatSignedWon(entry.totalProfitLoss)}</div>
        )}
      </NumCell>
      <NumCell label={timeWeightedLabel(rankBy)}>
        <TimeWeighted entry={entry} />
        <RankingExplain entry={entry} />
      </NumCell>
      {rankBy !== 'return' && (
        <NumCell label={rankingLabel(rankBy)}>
          <RankingScore entry={entry} rankBy={rankBy} />
        </NumCell>
      )}
      <NumCell label="보유 종목">{formatNumber(entry.holdingsCount)}개</NumCell>
      <NumCell label="거래">{formatNumber(entry.transactionCount)}회</NumCell>
    </tr>
  );
}
