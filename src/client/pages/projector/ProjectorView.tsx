import type { ProjectorState } from '../../../shared/schemas/projector';
import { ProjectorClocks } from './ProjectorClocks';
import { ProjectorFeed } from './ProjectorFeed';
import { ProjectorFigures, ProjectorTicker } from './ProjectorFigures';
import { ProjectorLeaders } from './ProjectorLeaders';
import { useClock } from './projector-hooks';
import type { ProjectorConnection } from './projector-socket';
import './projector.css';

export function ProjectorView({
  state,
  connection,
}: {
  state: ProjectorState;
  connection: ProjectorConnection;
}) {
  const now = useClock();
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

      <ProjectorLeaders leaderboard={state.leaderboard} period={state.settings.period} />
      <ProjectorFeed trades={trades} now={now} />
      <ProjectorFigures figures={state.figures} />
      <ProjectorTicker ticker={state.ticker} ticks={connection.ticks} />
    </div>
  );
}
