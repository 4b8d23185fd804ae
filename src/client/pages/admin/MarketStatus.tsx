import type { MarketSettings } from '../../../shared/schemas/market-settings';

const SCHOOL_WEEK_DAYS = 5;

/** How long the real days left last at each pace, in the words a teacher plans with. */
function remaining(settings: MarketSettings): string {
  const days = settings.playing.realDaysLeft;
  if (settings.pace === 'realtime') {
    const weeks = Math.round((days / SCHOOL_WEEK_DAYS) * 10) / 10;
    return `오늘 이후 실제 거래일 ${days}일 (학교 기준 약 ${weeks}주)`;
  }
  const hours = Math.round(((days * settings.fastDayMinutes) / 60) * 10) / 10;
  return `오늘 이후 실제 거래일 ${days}일 (빠르게 재생하면 약 ${hours}시간)`;
}

/** The day the replay plays now, how long the real data lasts, and any delayed work. */
export function NowPlaying({ settings }: { settings: MarketSettings }) {
  const { playing } = settings;
  return (
    <div className="market-now" role="status">
      <p>
        <strong>지금 재생 중인 날짜: {playing.date}</strong>{' '}
        <span className={`status-badge ${playing.open ? 'is-active' : 'is-inactive'}`}>
          {playing.open ? '장 운영 중' : '장 마감'}
        </span>
      </p>
      {playing.simulated ? (
        <p className="banner">
          내장된 실제 시세를 모두 재생했습니다. 지금 가격은 실제가 아닌 <strong>시뮬레이션</strong>
          가격입니다. 실제 시세로 돌아가려면 시작일을 다시 고르세요.
        </p>
      ) : (
        <p className="muted">{remaining(settings)}: 그 뒤에는 시뮬레이션 가격이 이어집니다.</p>
      )}
      <Degraded parts={settings.degraded} />
    </div>
  );
}

/** Background work the server is retrying by itself; the admin sees it, nothing to press. */
function Degraded({ parts }: { parts: MarketSettings['degraded'] }) {
  if (parts.length === 0) return null;
  return (
    <div className="banner" role="alert">
      <p>
        <strong>일부 기능이 지연되고 있습니다.</strong> 서버가 스스로 다시 시도하고 있으며, 복구되면
        밀린 작업을 처리합니다.
      </p>
      <ul>
        {parts.map((part) => (
          <li key={part.part}>
            {part.label}: {new Date(part.since).toLocaleTimeString('ko-KR')}부터 ({part.code})
          </li>
        ))}
      </ul>
    </div>
  );
}
