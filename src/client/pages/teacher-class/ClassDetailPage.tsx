import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { guardianConsentApi } from '../../../shared/contracts/guardian-consent';
import type { ClassDetail, ClassStudentRow } from '../../../shared/schemas/teacher';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { useApiQuery } from '../../data/useApiQuery';
import { ClassDetailHeader } from './ClassDetailHeader';
import { ClassStatisticsPanel } from './ClassStatisticsPanel';
import { ClassStudentsTable } from './ClassStudentsTable';
import { LiveTradeFeed } from './LiveTradeFeed';
import { LeaderboardSettingsPanel } from './LeaderboardSettingsPanel';
import { AuctionPanel } from './AuctionPanel';
import { NameChangesPanel } from './NameChangesPanel';
import { GuardianConsentPanel } from './consent/GuardianConsentPanel';
import { ProjectorPanel } from './ProjectorPanel';
import { ClassRulesPanel } from './rules/ClassRulesPanel';
import { ClassApprovals } from './roster/ClassApprovals';
import { ResetPasswordDialog } from './roster/ResetPasswordDialog';
import { RosterPanel } from './roster/RosterPanel';
import { SemesterPanel } from './semester/SemesterPanel';
import { ReviewQueuePanel } from './reviews/ReviewQueuePanel';
import { RubricEditor } from './reviews/RubricEditor';
import { AssignmentsPanel } from './assignments/AssignmentsPanel';
import { useClassDetail } from './useClassDetail';
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

export function ClassDetailPage() {
  const { classId = '' } = useParams();
  // A 세특 page's 누가기록 links straight to a tab (?tab=assignments).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(
    () => tabs.find((t) => t.value === params.get('tab'))?.value ?? 'students',
  );
  const [resetting, setResetting] = useState<ClassStudentRow | null>(null);
  const { detail, statistics, loading, failure } = useClassDetail(classId);

  if (loading) return <Spinner />;
  if (!detail || !statistics) {
    return (
      <section className="page">
        <Link to="/teacher" className="back-link">
          ← 클래스 목록
        </Link>
        <p className="card empty-state">{failure}</p>
      </section>
    );
  }

  return (
    <section className="page class-detail">
      <Link to="/teacher" className="back-link">
        ← 클래스 목록
      </Link>
      <ClassDetailHeader detail={detail} />

      <div className="class-layout">
        <div className="card">
          <Tabs label="클래스 보기" tabs={tabs} value={tab} onChange={setTab}>
            {tab === 'students' && (
              <ClassStudentsTable
                classId={detail.id}
                students={detail.students}
                onResetPassword={setResetting}
              />
            )}
            {tab === 'roster' && (
              <div className="roster-tab">
                <ClassApprovals classId={detail.id} />
                <RosterPanel detail={detail} />
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
        <ClassSide detail={detail} />
      </div>
      <ResetPasswordDialog detail={detail} student={resetting} onClose={() => setResetting(null)} />
    </section>
  );
}

/**
 * The class's side column. 보호자 동의 leads it in a 중학교 class, where students wait on it; in
 * any other class it is one checkbox, kept among the settings below the live trades. The place is
 * chosen once per visit: a panel that moved as the teacher ticked its box would lose their focus.
 */
function ClassSide({ detail }: { detail: ClassDetail }) {
  const { data: consent } = useApiQuery(guardianConsentApi.overview, {
    params: { id: detail.id },
  });
  const [consentFirst, setConsentFirst] = useState<boolean | null>(null);
  if (consent && consentFirst === null) setConsentFirst(consent.middleSchool);
  return (
    <div className="class-side">
      {consentFirst && <GuardianConsentPanel classId={detail.id} />}
      <NameChangesPanel classId={detail.id} />
      <LiveTradeFeed classId={detail.id} />
      <ProjectorPanel classId={detail.id} />
      <LeaderboardSettingsPanel classId={detail.id} />
      {consentFirst === false && <GuardianConsentPanel classId={detail.id} />}
      <SemesterPanel detail={detail} />
    </div>
  );
}
