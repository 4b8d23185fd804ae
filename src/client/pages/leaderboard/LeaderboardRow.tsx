import { formatNumber, formatWon } from '../../../shared/format';
import type { LeaderboardEntry, RankBy } from '../../../shared/schemas/trading';
import { PriceChange } from '../../components/PriceChange';
import { RankingExplain, RankingScore, rankingLabel } from './RankingExplain';

/** A classmate's money stays theirs: the server sends students no value or profit of others. */
const Private = () => <span className="muted">비공개</span>;

export function LeaderboardRow({
  entry,
  rankBy,
  isMe,
}: {
  entry: LeaderboardEntry;
  rankBy: RankBy;
  isMe: boolean;
}) {
  const className = [entry.rank <= 3 ? `podium podium-${entry.rank}` : '', isMe ? 'is-me' : '']
    .join(' ')
    .trim();
  return (
    <tr className={className}>
      <td className="rank" data-label="순위">
        {entry.rank <= 3 ? (
          <span className={`medal medal-${entry.rank}`} aria-label={`${entry.rank}위 메달`}>
            {entry.rank}
          </span>
        ) : (
          entry.rank
        )}
      </td>
      <td data-label="이름">
        <strong>{entry.userName}</strong>
      </td>
      <td className="muted" data-label="클래스">
        {entry.className ?? '-'}
      </td>
      <td className="num" data-label="총 자산">
        {entry.totalValue === null ? <Private /> : formatWon(entry.totalValue)}
      </td>
      <td className="num" data-label="수익률">
        <PriceChange changePercent={entry.totalProfitLossPercent} showAmount={false} />
        {entry.totalProfitLoss !== null && (
          <div className="sub">{formatWon(entry.totalProfitLoss)}</div>
        )}
        <RankingExplain entry={entry} />
      </td>
      {rankBy !== 'return' && (
        <td className="num" data-label={rankingLabel(rankBy)}>
          <RankingScore entry={entry} rankBy={rankBy} />
        </td>
      )}
      <td className="num" data-label="보유 종목">
        {formatNumber(entry.holdingsCount)}개
      </td>
      <td className="num" data-label="거래">
        {formatNumber(entry.transactionCount)}회
      </td>
    </tr>
  );
}
