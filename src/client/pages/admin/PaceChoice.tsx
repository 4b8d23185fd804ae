import type { MarketSettings, ReplayPace } from '../../../shared/schemas/market-settings';

/** 재생 속도: fast (a day in minutes, always open) or real time (KRX's sessions). */
export function PaceChoice({
  settings,
  pace,
  onChange,
}: {
  settings: MarketSettings;
  pace: ReplayPace;
  onChange: (pace: ReplayPace) => void;
}) {
  const options: Array<[ReplayPace, string, string]> = [
    [
      'fast',
      '빠르게',
      `하루가 ${settings.fastDayMinutes}분, 언제나 장이 열려 있습니다. 시연이나 저녁 연습에 좋습니다.`,
    ],
    [
      'realtime',
      '실제 시간',
      'KRX 개장일의 정규장(보통 09:00~15:30, 아래 특별 운영일은 그날 시간)에만 움직이고, 학교의 하루에 실제 하루를 재생합니다. 한 학기 수업에 맞습니다.',
    ],
  ];
  return (
    <fieldset className="pace-choice" disabled={settings.locked.pace}>
      <legend>재생 속도</legend>
      {options.map(([value, label, hint]) => (
        <label key={value} className="pace-option">
          <input
            type="radio"
            name="pace"
            value={value}
            checked={pace === value}
            onChange={() => onChange(value)}
          />
          <span>
            <strong>{label}</strong>
            <span className="field-hint">{hint}</span>
          </span>
        </label>
      ))}
      {settings.locked.pace && (
        <p className="field-hint">서버 환경 변수 REPLAY_PACE로 정해져 있습니다.</p>
      )}
    </fieldset>
  );
}
