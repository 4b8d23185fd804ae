import type { WatchlistStock } from '../../../shared/schemas/trading';
import { call } from '../../api/call';
import { watchlistApi } from '../../../shared/contracts/stocks';
import { notify } from '../../components/toast';

const presets = [
  { path: 'top10', label: '시가총액 TOP 10', hint: '가장 큰 기업 10곳' },
  { path: 'random', label: '랜덤 10종목', hint: '무작위로 골라 보기' },
  { path: 'kospi-leaders', label: 'KOSPI 대표주', hint: '업종별 대표 기업' },
  { path: 'kosdaq-promising', label: 'KOSDAQ 유망주', hint: '최근 20일 상승률 상위' },
] as const;

export function PresetButtons({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (stocks: WatchlistStock[]) => void;
}) {
  async function pick(path: string) {
    try {
      onPick(await call(watchlistApi.preset, { params: { name: path } }));
    } catch {
      notify.error('프리셋 종목을 불러오는데 실패했습니다');
    }
  }
  return (
    <div className="presets" role="group" aria-label="빠른 시작">
      {presets.map((preset) => (
        <button
          key={preset.path}
          type="button"
          className="card preset"
          disabled={disabled}
          onClick={() => void pick(preset.path)}
        >
          <strong>{preset.label}</strong>
          <small>{preset.hint}</small>
        </button>
      ))}
    </div>
  );
}
