import { useEffect, useState } from 'react';
import { formatNumber } from '../../../shared/format';
import { arrivalTimes, curvesAt } from '../../../shared/domain/auction/replay';
import type { AuctionBoard } from '../../../shared/schemas/auctions';
import { AuctionCurves } from './AuctionCurves';

const STEP_MS = 800;

const clockTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** Steps 0…last, one every STEP_MS while playing; playing from the end starts over. */
function useStepper(last: number) {
  const [step, setStep] = useState(last);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setStep((current) => {
        if (current + 1 >= last) setPlaying(false);
        return Math.min(current + 1, last);
      });
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [playing, last]);
  const play = () => {
    if (step >= last) setStep(0);
    setPlaying(true);
  };
  const pick = (next: number) => {
    setPlaying(false);
    setStep(next);
  };
  return { step, playing, play, pick };
}

/**
 * After the close: the curves as they built up, stepping through the orders' arrival instants
 * (a slider, or 다시 보기 to play them), the axes fixed to the final curves.
 */
export function AuctionReplay({
  board,
  size = 'phone',
}: {
  board: AuctionBoard;
  size?: 'phone' | 'projector';
}) {
  const times = arrivalTimes(board.orders);
  const { step, playing, play, pick } = useStepper(times.length);
  const at = step === 0 ? null : times[step - 1]!;
  const shown = at === null ? { demand: [], supply: [] } : curvesAt(board.orders, at);
  const arrived = at === null ? 0 : board.orders.filter((o) => Date.parse(o.at) <= at).length;
  const end = step === times.length;
  return (
    <div className="auction-replay">
      <AuctionCurves
        {...shown}
        clearingPrice={end ? board.clearingPrice : null}
        referencePrice={board.referencePrice}
        size={size}
        scaleTo={board}
        lesson={end ? board.lesson : null}
      />
      <div className="auction-replay-controls">
        <button
          type="button"
          className="button button-outline button-small"
          onClick={play}
          disabled={playing}
        >
          ▶ 다시 보기
        </button>
        <input
          type="range"
          min={0}
          max={times.length}
          value={step}
          onChange={(event) => pick(Number(event.target.value))}
          aria-label="주문이 들어온 순서"
          aria-valuetext={`주문 ${arrived}건`}
        />
        <output aria-live="polite">
          주문 {formatNumber(arrived)}/{formatNumber(board.orders.length)}건
          {at !== null && ` · ${clockTime.format(at)}`}
        </output>
      </div>
    </div>
  );
}
