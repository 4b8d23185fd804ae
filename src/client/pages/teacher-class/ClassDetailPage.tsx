import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ClassStudentRow } from '../../../shared/schemas/teacher';
import { ApiError, downloadFile } from '../../api/client';
import { call } from '../../api/call';
import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { reviewsApi, teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { ClassStatisticsPanel } from './ClassStatisticsPanel';
import { ClassStudentsTable } from './ClassStudentsTable';
import { LiveTradeFeed } from './LiveTradeFeed';
import { LeaderboardSettingsPanel } from './LeaderboardSettingsPanel';
import { AuctionPanel } from './AuctionPanel';
import { ProjectorPanel } from './ProjectorPanel';
import { ClassRulesPanel } from './rules/ClassRulesPanel';
import { ClassApprovals } from './roster/ClassApprovals';
import { ResetPasswordDialog } from './roster/ResetPasswordDialog';
import { RosterPanel } from './roster/RosterPanel';
import { SemesterPanel } from './semester/SemesterPanel';
import { ReviewQueuePanel } from '../teacher-reviews/ReviewQueuePanel';
import { RubricEditor } from '../teacher-reviews/RubricEditor';
import { AssignmentsPanel } from '../assignments/AssignmentsPanel';
import './teacher-class.css';

type Tab =
  'students' | 'roster' | 'statistics' | 'rules' | 'auction' | 'reviews' | 'rubric' | 'assignments';

const tabs: Array<{ value: Tab; label: string }> = [
  { value: 'students', label: '학생 목록' },
  { value: 'roster', label: '명렬표·가입 승인' },
  { value: 'statistics', label: '통계' },
  { value: 'rules', label: '우리 반 규칙' },
  { value: 'auction', label: '단일가 매매' },
  { value: 'reviews', label: '근거 평가' },
  { value: 'rubric', label: '루브릭' },
  { value: 'assignments', label: '과제' },
];

/** The class's CSV exports and the word each file's name carries. */
const csvExports = {
  students: { file: teacherClassesApi.studentsCsv, name: '학생' },
  transactions: { file: teacherClassesApi.transactionsCsv, name: '거래' },
  scores: { file: reviewsApi.scoresCsv, name: '근거 점수' },
  'record-drafts': { file: teacherAssignmentsApi.draftsCsv, name: '세특 초안' },
};

export function ClassDetailPage() {
  const { classId = '' } = useParams();
  const [tab, setTab] = useState<Tab>('students');
  const [resetting, setResetting] = useState<ClassStudentRow | null>(null);
  const { data, loading, error, reload } = useApiData(
    classId,
    (signal) =>
      Promise.all([
        call(teacherClassesApi.detail, { params: { id: classId }, signal }),
        call(teacherClassesApi.statistics, { params: { id: classId }, signal }),
      ]),
    (failure) => {
      if (!(failure instanceof ApiError && failure.status === 404))
        notify.error('클래스 정보를 불러오는데 실패했습니다.');
    },
  );

  if (loading && !data) return <Spinner />;
  if (!data) {
    return (
      <section className="page">
        <Link to="/teacher" className="back-link">
          ← 클래스 목록
        </Link>
        <p className="card empty-state">
          {error instanceof ApiError && error.status === 404
            ? '클래스를 찾을 수 없습니다.'
            : '클래스 정보를 불러오는데 실패했습니다.'}
        </p>
      </section>
    );
  }
  const [detail, statistics] = data;

  async function exportCsv(kind: keyof typeof csvExports) {
    const { file, name } = csvExports[kind];
    try {
      await downloadFile(file, { id: detail.id }, `${detail.name}-${name}.csv`);
    } catch {
      notify.error('데이터를 불러오는데 실패했습니다');
    }
  }

  async function copyCode() {
    await navigator.clipboard?.writeText(detail.code).catch(() => undefined);
    notify.success('클래스 코드를 복사했습니다');
  }

  return (
    <section className="page class-detail">
      <Link to="/teacher" className="back-link">
        ← 클래스 목록
      </Link>
      <header className="page-header">
        <div>
          <h1 className="page-title">
            {detail.name} {detail.endedAt && <span className="status-badge is-ended">종료</span>}
          </h1>
          <p className="class-detail-code">
            클래스 코드 <strong data-testid="class-code">{detail.code}</strong>
            <button
              type="button"
              className="icon-button"
              aria-label="클래스 코드 복사"
              onClick={() => void copyCode()}
            >
              <Icon name="copy" size={16} />
            </button>
          </p>
        </div>
        <div className="toolbar">
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void exportCsv('students')}
          >
            <Icon name="download" size={16} /> 학생 CSV
          </button>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void exportCsv('transactions')}
          >
            <Icon name="download" size={16} /> 거래 CSV
          </button>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void exportCsv('scores')}
          >
            <Icon name="download" size={16} /> 점수 CSV
          </button>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void exportCsv('record-drafts')}
          >
            <Icon name="download" size={16} /> 세특 초안 CSV
          </button>
          <Link
            className="button button-outline button-small"
            to={`/teacher/class/${detail.id}/report`}
          >
            세특 보고서
          </Link>
          <Link className="button button-outline button-small" to={`/projector/${detail.id}`}>
            <Icon name="projector" size={16} /> 프로젝터
          </Link>
        </div>
      </header>

      <div className="class-layout">
        <div className="card">
          <Tabs label="클래스 보기" tabs={tabs} value={tab} onChange={setTab}>
            {tab === 'students' && (
              <ClassStudentsTable
                classId={detail.id}
                students={detail.students}
                onCashChanged={() => void reload()}
                onResetPassword={setResetting}
              />
            )}
            {tab === 'roster' && (
              <div className="roster-tab">
                <ClassApprovals classId={detail.id} onChanged={() => void reload()} />
                <RosterPanel detail={detail} onImported={() => void reload()} />
              </div>
            )}
            {tab === 'statistics' && <ClassStatisticsPanel statistics={statistics} />}
            {tab === 'rules' && <ClassRulesPanel classId={detail.id} />}
            {tab === 'auction' && <AuctionPanel classId={detail.id} />}
            {tab === 'reviews' && (
              <ReviewQueuePanel classId={detail.id} students={detail.students} />
            )}
            {tab === 'rubric' && <RubricEditor classId={detail.id} />}
            {tab === 'assignments' && (
              <AssignmentsPanel classId={detail.id} className={detail.name} />
            )}
          </Tabs>
        </div>
        <div className="class-side">
          <LiveTradeFeed classId={detail.id} onTrade={reload} />
          <ProjectorPanel classId={detail.id} />
          <LeaderboardSettingsPanel classId={detail.id} />
          <SemesterPanel detail={detail} onChanged={() => void reload()} />
        </div>
      </div>
      <ResetPasswordDialog detail={detail} student={resetting} onClose={() => setResetting(null)} />
    </section>
  );
}
