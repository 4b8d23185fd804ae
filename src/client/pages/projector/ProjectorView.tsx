import { useEffect, useState } from 'react';
import { formatNumber, formatTimeOrDate, formatWon } from '../../../shared/format';
import { tradeTypeLabels } from '../../../shared/messages';
import type {
  ProjectorLeader,
  ProjectorState,
  ProjectorTrade,
} from '../../../shared/schemas/projector';
import { Icon } from '../../components/Icon';
import { PriceChange } from '../../components/PriceChange';
import { MarketIndices } from '../../components/MarketIndices';
import { ProjectorClocks } from './ProjectorClocks';
import type { ProjectorConnection } from './projector-socket';
import './projector.css';

const FEED_LENGTH = 8;
const periodLabels = { all: '전체 기간', month: '이번 달', week: '이번 주' } as const;

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function rankMoves(before: ProjectorLeader[], after: ProjectorLeader[]) {
  const previous = new Map(before.map((leader) => [leader.userId, leader.rank]));
  const moves = new Map<number, number>();
  for (const leader of after) {
    const rank = previous.get(leader.userId);
    if (rank !== undefined && rank !== leader.rank) moves.set(leader.userId, rank - leader.rank);
  }
  return moves;
}

/** Each student's climb or fall since the previous standings (derived while rendering). */
function useRankMoves(leaders: ProjectorLeader[]) {
  const [shown, setShown] = useState(leaders);
  const [moves, setMoves] = useState(new Map<number, number>());
  if (shown !== leaders) {
    setMoves(rankMoves(shown, leaders));
    setShown(leaders);
  }
  return moves;
}

export function ProjectorView({
  state,
  connection,
}: {
  state: ProjectorState;
  connection: ProjectorConnection;
}) {
  const now = useClock();
  const moves = useRankMoves(state.leaderboard);
  const trades = connection.trades.length > 0 ? connection.trades : state.trades;

  return (
    <div className="projector" data-theme="dark">
      <header className="projector-top">
        <h1 title={state.className}>{state.className}</h1>
        <div className="projector-status">
          <span className={`live-pill ${connection.live ? 'is-live' : ''}`}>
            {connection.live ? '실시간' : '재연결 중'}
          </span>
          <span>{state.market.status}</span>
          <ProjectorClocks now={now} ticks={connection.ticks} marketLabel={state.market.label} />
          <button
            type="button"
            className="projector-button"
            onClick={() => void document.documentElement.requestFullscreen?.()}
          >
            전체 화면
          </button>
        </div>
      </header>

      <section className="projector-panel leaders" aria-label="리더보드">
        <h2>
          <Icon name="trophy" size={36} /> 투자 실력 수익률 순위{' '}
          <small>{periodLabels[state.settings.period]}</small>
        </h2>
        <p className="leaders-note">선생님이 넣거나 뺀 돈은 순위에 영향을 주지 않아요</p>
        {state.leaderboard.length === 0 ? (
          <p className="projector-empty">아직 거래 기록이 없습니다</p>
        ) : (
          <ol>
            {state.leaderboard.map((leader) => {
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

      <section className="projector-panel feed" aria-label="실시간 거래" aria-live="polite">
        <h2>실시간 거래</h2>
        {trades.length === 0 ? (
          <p className="projector-empty">학생들의 거래가 여기에 나타나요</p>
        ) : (
          <ul>
            {trades.slice(0, FEED_LENGTH).map((trade: ProjectorTrade) => (
              <li key={trade.id}>
                <div className="feed-line">
                  <span className={`feed-side ${trade.type === 'BUY' ? 'up' : 'down'}`}>
                    {tradeTypeLabels[trade.type]}
                  </span>
                  <strong>{trade.stockName}</strong>
                  <span>{formatNumber(trade.quantity)}주</span>
                  {trade.who && <span className="feed-who">{trade.who}</span>}
                  <span className="feed-time">{formatTimeOrDate(trade.createdAt, now)}</span>
                </div>
                {trade.reason && <p className="feed-reason">“{trade.reason}”</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="projector-panel figures" aria-label="클래스 현황">
        <h2>클래스 현황</h2>
        <dl>
          <div>
            <dt>평균 수익률</dt>
            <dd>
              <PriceChange changePercent={state.figures.avgReturn} showAmount={false} />
            </dd>
          </div>
          <div>
            <dt>최고</dt>
            <dd>
              <PriceChange changePercent={state.figures.bestReturn} showAmount={false} />
            </dd>
          </div>
          <div>
            <dt>최저</dt>
            <dd>
              <PriceChange changePercent={state.figures.worstReturn} showAmount={false} />
            </dd>
          </div>
          <div>
            <dt>오늘 거래</dt>
            <dd>{formatNumber(state.figures.tradesToday)}건</dd>
          </div>
        </dl>
        <h3>많이 거래한 종목</h3>
        <ol className="most-traded-list">
          {state.figures.mostTraded.slice(0, 3).map((stock) => (
            <li key={stock.name}>
              {stock.name} <span>{formatNumber(stock.tradeCount)}회</span>
            </li>
          ))}
        </ol>
      </section>

      <section className="projector-ticker" aria-label="지수와 관심 종목 시세">
        <MarketIndices className="projector-indices" showAmount={false} />
        {state.ticker.map((item) => {
          const tick = connection.ticks.get(item.symbol);
          const price = tick?.price ?? item.price;
          return (
            <div key={item.symbol} className="ticker-item">
              <span className="ticker-name">{item.name}</span>
              <span className="ticker-price">{price ? formatWon(price) : '-'}</span>
              <PriceChange
                changePercent={tick?.changePercent ?? item.changePercent}
                showAmount={false}
              />
            </div>
          );
        })}
      </section>
    </div>
  );
}
