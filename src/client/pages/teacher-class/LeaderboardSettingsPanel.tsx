import type { LeaderboardSettings } from '../../../shared/schemas/leaderboard';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import { Icon } from '../../components/Icon';
import { SegmentedControl } from '../../components/SegmentedControl';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';

const visibleChoices = [
  { value: 'yes', label: '공개' },
  { value: 'no', label: '비공개' },
] as const;
const nameChoices = [
  { value: 'FULL', label: '이름' },
  { value: 'INITIALS', label: '가린 이름' },
  { value: 'SELF', label: '내 순위만' },
] as const;

/** What this class's students see on their own 리더보드 (the projector has its own settings). */
export function LeaderboardSettingsPanel({ classId }: { classId: number }) {
  const params = { id: classId };
  const { data: settings } = useApiQuery(classScreensApi.leaderboardSettings, { params });
  const saving = useApiMutation(classScreensApi.saveLeaderboardSettings, {
    invalidates: [classScreensApi.leaderboardSettings],
    fallback: '작업에 실패했습니다.',
  });
  if (!settings) return null;

  const save = (change: Partial<LeaderboardSettings>) =>
    saving.send({ params, body: { ...settings, ...change } });

  return (
    <section className="card projector-panel-settings" aria-label="학생 리더보드 설정">
      <h2 className="card-title">
        <Icon name="trophy" /> 학생 리더보드
      </h2>
      <div className="setting-row">
        <span>학생에게</span>
        <SegmentedControl
          label="학생에게 리더보드 공개"
          segments={[...visibleChoices]}
          value={settings.visible ? 'yes' : 'no'}
          onChange={(value) => void save({ visible: value === 'yes' })}
        />
      </div>
      {settings.visible && (
        <div className="setting-row">
          <span>친구 이름</span>
          <SegmentedControl
            label="친구 이름"
            segments={[...nameChoices]}
            value={settings.names}
            onChange={(names) => void save({ names })}
          />
        </div>
      )}
      <p className="field-hint">
        학생에게는 다른 학생의 총 자산과 손익 금액이 보이지 않고 수익률과 순위만 보입니다.
      </p>
    </section>
  );
}
