import { formatTime } from '../../../shared/format';
import type { Tick } from '../../../shared/realtime/events';

/** The newest price time among the ticks: the replayed (or live) market's own clock. */
function marketTime(ticks: Map<string, Tick>): number | null {
  let latest: number | null = null;
  for (const tick of ticks.values()) latest = Math.max(latest ?? 0, tick.updatedAt);
  return latest;
}

/**
 * The wall clock and the market's clock side by side, each named in a student's words: during a
 * replay they differ by hours (or days), and a class must be able to tell which is which.
 */
export function ProjectorClocks({
  now,
  ticks,
  marketLabel,
}: {
  now: Date;
  ticks: Map<string, Tick>;
  marketLabel: string;
}) {
  const priceTime = marketTime(ticks);
  return (
    <>
      <span className="projector-time">
        <span className="projector-time-label">지금 시각</span>
        <span className="projector-clock">{formatTime(now)}</span>
      </span>
      <span className="projector-time">
        <span className="projector-time-label">화면 속 주가의 시각</span>
        {priceTime !== null && (
          <span className="projector-market-clock">{formatTime(priceTime)}</span>
        )}
        <span className="projector-source">{marketLabel} · 한국거래소(KRX)</span>
      </span>
    </>
  );
}
