import type { LeaderboardEntry, RankBy } from '../../../shared/schemas/trading';
import { TableHead } from '../../components/TableHead';
import { LeaderboardRow } from './LeaderboardRow';
import { apartLabel, rankedScore, rankingLabel, timeWeightedLabel } from './RankingExplain';

/** The ranked students, then those without a score listed apart, unranked (ADR 0028). */
export function LeaderboardTable({
  entries,
  rankBy,
  meId,
}: {
  entries: LeaderboardEntry[];
  rankBy: RankBy;
  meId: number | undefined;
}) {
  const scored = (entry: LeaderboardEntry) => rankedScore(entry, rankBy) !== null;
  const ranked = entries.filter(scored);
  const apart = entries.filter((entry) => !scored(entry));
  const rowProps = (entry: LeaderboardEntry) => ({ entry, rankBy, isMe: entry.userId === meId });
  return (
    <div className="table-scroll">
      <table className="data-table leaderboard-table stack-table">
        <TableHead
          columns={[
            '순위',
            '이름',
            '클래스',
            { label: '총 자산', num: true },
            { label: '내 돈의 수익률', num: true },
            { label: timeWeightedLabel(rankBy), num: true },
            ...(rankBy === 'return' ? [] : [{ label: rankingLabel(rankBy), num: true }]),
            { label: '보유 종목', num: true },
            { label: '거래', num: true },
          ]}
        />
        <tbody>
          {ranked.map((entry) => (
            <LeaderboardRow key={entry.userId} {...rowProps(entry)} ranked />
          ))}
        </tbody>
        {apart.length > 0 && (
          <tbody className="leaderboard-apart">
            <tr>
              <th colSpan={9} scope="colgroup">
                순위 밖: {apartLabel(rankBy)}
              </th>
            </tr>
            {apart.map((entry) => (
              <LeaderboardRow key={entry.userId} {...rowProps(entry)} ranked={false} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}
