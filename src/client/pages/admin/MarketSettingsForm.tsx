import type { MarketSettings } from '../../../shared/schemas/market-settings';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/FormField';
import { PaceChoice } from './PaceChoice';
import { SettingsImpact } from './SettingsImpact';
import { useMarketSettingsForm } from './useMarketSettingsForm';

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

/** The replay's pace and start date; saving first shows what the change would move. */
export function MarketSettingsForm({ settings }: { settings: MarketSettings }) {
  const form = useMarketSettingsForm(settings);
  const defaults = settings.defaultStartDate;
  const unchanged = form.pace === settings.pace && form.startDate === settings.startDate;
  return (
    <form className="market-form" onSubmit={form.review} noValidate>
      <PaceChoice settings={settings} pace={form.pace} onChange={form.choosePace} />
      <TextField
        label="시작일 (재생할 첫 실제 거래일)"
        type="date"
        min={settings.firstDate}
        max={settings.lastDate}
        value={form.startDate}
        disabled={settings.locked.startDate}
        error={form.error}
        onChange={(event) => form.chooseStartDate(event.target.value)}
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
      {form.startDate !== settings.startDate && (
        <p className="banner" role="note">
          {rankingWarning(settings.playing.date, form.startDate)}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={unchanged || form.saving || (settings.locked.pace && settings.locked.startDate)}
      >
        저장하고 적용
      </button>
      <ConfirmDialog
        open={form.preview !== undefined}
        title="시장 설정을 바꾸시겠습니까?"
        confirmLabel="바꾸고 적용"
        danger
        onConfirm={form.save}
        onCancel={form.cancel}
      >
        {form.preview && <SettingsImpact preview={form.preview} />}
      </ConfirmDialog>
    </form>
  );
}
