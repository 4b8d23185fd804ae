import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import type { ProjectorSettings } from '../../../shared/schemas/projector';
import { call } from '../../api/call';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import { Icon } from '../../components/Icon';
import { SegmentedControl } from '../../components/SegmentedControl';
import { notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { CreatedDisplayLink } from './CreatedDisplayLink';

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
  const { data, reload } = useApiData(`projector:${classId}`, (signal) =>
    Promise.all([
      call(classScreensApi.projectorSettings, { params, signal }),
      call(classScreensApi.displayLinks, { params, signal }),
    ]),
  );
  const [created, setCreated] = useState<{ url: string; code: string } | null>(null);
  if (!data) return null;
  const [settings, links] = data;

  async function save(change: Partial<ProjectorSettings>) {
    try {
      await call(classScreensApi.saveProjectorSettings, {
        params,
        body: { ...settings, ...change },
      });
      await reload();
    } catch {
      notify.error('작업에 실패했습니다.');
    }
  }

  async function createLink() {
    const link = await call(classScreensApi.createDisplayLink, { params });
    if (link.url && link.code) setCreated({ url: link.url, code: link.code });
    await reload();
  }

  async function revoke(id: number) {
    await call(classScreensApi.revokeDisplayLink, { params: { id: classId, linkId: id } });
    notify.success('화면 링크를 폐기했습니다');
    await reload();
  }

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
