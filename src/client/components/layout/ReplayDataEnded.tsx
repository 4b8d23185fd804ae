import { marketApi } from '../../../shared/contracts/market';
import { useApiQuery } from '../../data/useApiQuery';

// A fast replay passes its last real day during a lesson: asked again each minute.
const RECHECK_MS = 60_000;

/** What running past the embedded data means, said plainly (docs/product/market-data.md#replay). */
export function ReplayDataEndedBanner({ lastDate }: { lastDate: string }) {
  return (
    <div className="banner" role="status" data-testid="replay-data-ended">
      <p>
        <strong>실제 시세 자료가 {lastDate}에서 끝났어요.</strong> 지금 가격은 실제 주가가 아니라
        그날 종가에서 이어지는 시뮬레이션 가격이에요. 주문은 그대로 할 수 있지만, 가격이 실제 뉴스나
        사건을 따라 움직이지 않아요.
      </p>
    </div>
  );
}

/** On every student page while the replay plays past its last day of real data. */
export function ReplayDataEnded() {
  const data = useApiQuery(marketApi.replayData, undefined, { refetchInterval: RECHECK_MS }).data;
  if (!data?.pastData || data.lastDate === null) return null;
  return <ReplayDataEndedBanner lastDate={data.lastDate} />;
}
