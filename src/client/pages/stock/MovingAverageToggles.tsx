import { useId } from 'react';
import { MOVING_AVERAGES, type MovingAverageWindow } from '../../charts/PriceChart';

/** MA5/MA20/MA60 switches; one that needs a longer unbroken run than the data has is disabled. */
export function MovingAverageToggles({
  chosen,
  longestRun,
  onToggle,
}: {
  chosen: MovingAverageWindow[];
  longestRun: number;
  onToggle: (window: MovingAverageWindow) => void;
}) {
  const reasonId = useId();
  const unavailable = MOVING_AVERAGES.filter((window) => window > longestRun);
  return (
    <div className="ma-toggles" role="group" aria-label="이동평균선">
      {MOVING_AVERAGES.map((window) => {
        const disabled = window > longestRun;
        return (
          <label key={window} className={`ma-toggle ma-${window}${disabled ? ' disabled' : ''}`}>
            <input
              type="checkbox"
              checked={!disabled && chosen.includes(window)}
              disabled={disabled}
              aria-describedby={disabled ? reasonId : undefined}
              onChange={() => onToggle(window)}
            />
            MA{window}
          </label>
        );
      })}
      {unavailable[0] !== undefined && (
        <span id={reasonId} className="ma-reason">
          {unavailable.map((window) => `MA${window}`).join('·')}: 끊기지 않은 자료가{' '}
          {unavailable[0]}개 이상 있어야 계산할 수 있어요 (지금 {longestRun}개)
        </span>
      )}
    </div>
  );
}
