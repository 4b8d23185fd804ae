import type { ProjectorState } from '../../../shared/schemas/projector';
import { Icon } from '../../components/Icon';
import { PriceChange } from '../../components/PriceChange';
import { useRankMoves } from './projector-hooks';

const periodLabels = { all: '전체 기간', month: '이번 달', week: '이번 주' } as const;

/** The class's standings by time-weighted return, each with its climb or fall. */
export function ProjectorLeaders({
  leaderboard,
  period,
}: {
  leaderboard: ProjectorState['leaderboard'];
  period: ProjectorState['settings']['period'];
}) {
  const moves = useRankMoves(leaderboard);
  return (
    <section className="projector-panel leaders" aria-label="리더보드">
      <h2>
        <Icon name="trophy" size={36} /> 투자 실력 수익률 순위 <small>{periodLabels[period]}</small>
      </h2>
      <p className="leaders-note">선생님이 넣거나 뺀 돈은 순위에 영향을 주지 않아요</p>
      {leaderboard.length === 0 ? (
        <p className="projector-empty">아직 거래 기록이 없습니다</p>
      ) : (
        <ol>
          {leaderboard.map((leader) => {
            const move = moves.get(leader.userId) ?? 0;
            return (
              <li
                key={leader.userId}
                className={move > 0 ? 'moved-up' : move < 0 ? 'moved-down' : undefined}
              >
                <span className="leader-rank">
                  {leader.rank <= 3 ? (
                    <span className={`medal medal-${leader.rank}`}>{leader.rank}</span>
                  ) : (
                    leader.rank
                  )}
                </span>
                <span className="leader-name">{leader.name}</span>
                <span
                  className="leader-move"
                  aria-label={
                    move ? `${Math.abs(move)}계단 ${move > 0 ? '상승' : '하락'}` : undefined
                  }
                >
                  {move > 0 ? `▲${move}` : move < 0 ? `▼${-move}` : ''}
                </span>
                <span className="leader-return">
                  {leader.timeWeightedReturn === null ? (
                    '—'
                  ) : (
                    <PriceChange changePercent={leader.timeWeightedReturn} showAmount={false} />
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
