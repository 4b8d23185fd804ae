import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import {
  zMarketSettingsUpdate,
  type MarketSettings,
  type MarketSettingsPreview,
  type ReplayPace,
} from '../../../shared/schemas/market-settings';
import { call } from '../../api/call';
import { adminMarketApi } from '../../../shared/contracts/admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { errorMessage, notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { PendingCorporateActions } from './PendingCorporateActions';
import { MarketCalendarCard } from './MarketCalendarCard';
import { SettingsImpact } from './SettingsImpact';
import './admin.css';

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

/**
 * What a new start date does to every class: prices jump to that day's, so each holding is
 * valued anew and every return and ranking moves with it (cash and trades stay).
 */
function rankingWarning(playing: string, startDate: string): string {
  if (playing === startDate) {
    return '재생이 시작일로 돌아가므로 지금 가격이 바뀌고, 모든 학생의 평가금액·수익률·순위가 달라집니다.';
  }
  return `가격이 지금 재생 중인 ${playing}의 시세에서 ${startDate}의 시세로 바로 바뀝니다. 주식을 가진 모든 학생의 평가금액·수익률과 리더보드 순위가 그만큼 달라집니다 (현금과 거래 기록은 그대로).`;
}

function NowPlaying({ settings }: { settings: MarketSettings }) {
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

function PaceChoice({
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

function SettingsForm({ settings, onSaved }: { settings: MarketSettings; onSaved: () => void }) {
  const [pace, setPace] = useState(settings.pace);
  const [startDate, setStartDate] = useState(settings.startDate);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<MarketSettingsPreview>();
  const defaults = settings.defaultStartDate;

  function choosePace(next: ReplayPace) {
    setPace(next);
    // Still on the old pace's default: the new pace's default fits it better.
    if (!settings.locked.startDate && startDate === defaults[pace]) setStartDate(defaults[next]);
  }

  // The server counts what the change would move before the admin confirms it.
  async function review(event: FormEvent) {
    event.preventDefault();
    const parsed = zMarketSettingsUpdate.safeParse({ pace, startDate });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSaving(true);
    try {
      setPreview(await call(adminMarketApi.previewSettings, { body: parsed.data }));
    } catch (failure) {
      notify.error(errorMessage(failure, '바뀔 내용을 계산하지 못했습니다'));
    } finally {
      setSaving(false);
    }
  }

  async function save() {
    setPreview(undefined);
    setSaving(true);
    try {
      await call(adminMarketApi.saveSettings, { body: { pace, startDate } });
      notify.success('시장 설정을 저장했습니다. 선택한 시작일부터 재생합니다.');
      onSaved();
    } catch (failure) {
      notify.error(errorMessage(failure, '시장 설정을 저장하지 못했습니다'));
    } finally {
      setSaving(false);
    }
  }

  const unchanged = pace === settings.pace && startDate === settings.startDate;
  return (
    <form className="market-form" onSubmit={review} noValidate>
      <PaceChoice settings={settings} pace={pace} onChange={choosePace} />
      <TextField
        label="시작일 (재생할 첫 실제 거래일)"
        type="date"
        min={settings.firstDate}
        max={settings.lastDate}
        value={startDate}
        disabled={settings.locked.startDate}
        error={error}
        onChange={(event) => {
          setStartDate(event.target.value);
          setError(undefined);
        }}
        hint={
          settings.locked.startDate
            ? '서버 환경 변수 REPLAY_START_DATE로 정해져 있습니다.'
            : `내장 시세 ${settings.firstDate} ~ ${settings.lastDate} (자료가 없는 날은 건너뜁니다). ` +
              `기본값: 빠르게 ${defaults.fast}, 실제 시간 ${defaults.realtime} (차트에 20거래일의 기록이 남는 날).`
        }
      />
      <p className="muted">
        저장하면 시작일부터 다시 재생합니다. 학생의 현금, 보유 종목과 거래 기록은 그대로입니다.
      </p>
      {startDate !== settings.startDate && (
        <p className="banner" role="note">
          {rankingWarning(settings.playing.date, startDate)}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={unchanged || saving || (settings.locked.pace && settings.locked.startDate)}
      >
        저장하고 적용
      </button>
      <ConfirmDialog
        open={preview !== undefined}
        title="시장 설정을 바꾸시겠습니까?"
        confirmLabel="바꾸고 적용"
        danger
        onConfirm={save}
        onCancel={() => setPreview(undefined)}
      >
        {preview && <SettingsImpact preview={preview} />}
      </ConfirmDialog>
    </form>
  );
}

/** 시장 설정: the embedded replay's pace and first day, and what plays now. */
export function MarketSettingsPanel() {
  const settings = useApiData(
    'market-settings',
    (signal) => call(adminMarketApi.settings, { signal }),
    () => notify.error(messages.loadFailed),
  );
  const data = settings.data;
  if (!data)
    return <div className="card">{settings.error ? messages.loadFailed : <Spinner />}</div>;
  return (
    <section className="card narrow-form market-settings" aria-labelledby="market-settings-title">
      <h2 id="market-settings-title" className="section-title">
        시장 설정
      </h2>
      <NowPlaying settings={data} />
      {data.editable ? (
        <SettingsForm
          key={`${data.pace}-${data.startDate}`}
          settings={data}
          onSaved={() => void settings.reload()}
        />
      ) : (
        <p className="muted">
          지금은 {data.provider === 'sim' ? '시뮬레이션' : '실시간 시세 제공처'}를 쓰고 있어 재생
          설정이 없습니다. 내장된 실제 시세를 재생하려면 MARKET_PROVIDER=replay로 서버를 시작하세요.
        </p>
      )}
      {!data.editable && data.provider !== 'sim' && <PendingCorporateActions />}
      <MarketCalendarCard />
    </section>
  );
}
