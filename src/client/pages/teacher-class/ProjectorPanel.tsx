import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import type { ProjectorSettings } from '../../../shared/schemas/projector';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import { Icon } from '../../components/Icon';
import { SegmentedControl } from '../../components/SegmentedControl';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';
import { CreatedDisplayLink } from './CreatedDisplayLink';
import { MiddleSchoolProjectorNote } from './consent/MiddleSchoolProjectorNote';

const nameChoices = [
  { value: 'FULL', label: '이름' },
  { value: 'INITIALS', label: '가린 이름' },
  { value: 'HIDDEN', label: '숨김' },
] as const;
const reasonChoices = [
  { value: 'FULL', label: '전체' },
  { value: 'SHORT', label: '짧게' },
  { value: 'HIDDEN', label: '숨김' },
] as const;
const periodChoices = [
  { value: 'all', label: '전체 기간' },
  { value: 'month', label: '이번 달' },
  { value: 'week', label: '이번 주' },
] as const;

/** What the classroom projector shows, changeable while it is showing, and its display links. */
export function ProjectorPanel({ classId }: { classId: number }) {
  const params = { id: classId };
  const settings = useApiQuery(classScreensApi.projectorSettings, { params }).data;
  const links = useApiQuery(classScreensApi.displayLinks, { params }).data;
  const saving = useApiMutation(classScreensApi.saveProjectorSettings, {
    invalidates: [classScreensApi.projectorSettings],
    fallback: '작업에 실패했습니다.',
  });
  const creating = useApiMutation(classScreensApi.createDisplayLink, {
    invalidates: [classScreensApi.displayLinks],
  });
  const revoking = useApiMutation(classScreensApi.revokeDisplayLink, {
    invalidates: [classScreensApi.displayLinks],
    success: '화면 링크를 폐기했습니다',
  });
  const [created, setCreated] = useState<{ url: string; code: string } | null>(null);
  if (!settings || !links) return null;

  const save = (change: Partial<ProjectorSettings>) =>
    saving.send({ params, body: { ...settings, ...change } });

  async function createLink() {
    const link = await creating.send({ params });
    if (link?.url && link.code) setCreated({ url: link.url, code: link.code });
  }

  const revoke = (id: number) => revoking.send({ params: { id: classId, linkId: id } });

  return (
    <section className="card projector-panel-settings" aria-label="프로젝터 설정">
      <h2 className="card-title">
        <Icon name="projector" /> 프로젝터 화면
      </h2>
      <div className="setting-row">
        <span>학생 이름</span>
        <SegmentedControl
          label="학생 이름"
          segments={[...nameChoices]}
          value={settings.names}
          onChange={(names) => void save({ names })}
        />
      </div>
      <div className="setting-row">
        <span>투자 근거</span>
        <SegmentedControl
          label="투자 근거"
          segments={[...reasonChoices]}
          value={settings.reasons}
          onChange={(reasons) => void save({ reasons })}
        />
      </div>
      <div className="setting-row">
        <span>순위 기간</span>
        <SegmentedControl
          label="순위 기간"
          segments={[...periodChoices]}
          value={settings.period}
          onChange={(period) => void save({ period })}
        />
      </div>
      <MiddleSchoolProjectorNote classId={classId} />
      <h3>로그인 없이 여는 화면 링크</h3>
      <p className="field-hint">
        교실 PC에서 이 링크를 열면 이 클래스 화면만 보입니다. 필요 없어지면 폐기하세요: 그 링크와
        코드는 바로 열리지 않습니다.
      </p>
      {created && <CreatedDisplayLink url={created.url} code={created.code} />}
      <ul className="link-list">
        {links
          .filter((link) => !link.revokedAt)
          .map((link) => (
            <li key={link.id}>
              <span>{formatDateTime(link.createdAt)} 생성</span>
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => void revoke(link.id)}
              >
                폐기
              </button>
            </li>
          ))}
      </ul>
      <button
        type="button"
        className="button button-ghost button-small"
        onClick={() => void createLink()}
      >
        <Icon name="plus" size={16} /> 새 화면 링크
      </button>
    </section>
  );
}
