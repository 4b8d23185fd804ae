import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { kstDate } from '../../../shared/domain/market/calendar';
import { teacherClassesApi, teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { userAtom } from '../../state/session';
import { PendingTable } from '../../components/accounts/PendingTable';
import {
  rejectedMessage,
  usePendingDecisions,
} from '../../components/accounts/usePendingDecisions';
import { ClassCard } from './ClassCard';
import { CreateClassModal } from './CreateClassModal';
import { OfficerMissingNotice, useOfficerNamed } from './OfficerMissingNotice';
import './teacher.css';

/** /teacher (docs/product/roles-and-screens.md#who-is-sent-where): teachers (and admins, who see every class); others go to /dashboard. */
export function TeacherPage() {
  const user = useAtomValue(userAtom);
  if (user?.role !== 'TEACHER' && user?.role !== 'ADMIN')
    return <Navigate to="/dashboard" replace />;
  return <TeacherDashboard />;
}

function TeacherDashboard() {
  const [creating, setCreating] = useState(false);
  const classes = useApiQuery(teacherClassesApi.list);
  const pending = useApiQuery(teacherStudentsApi.pending);
  useQueryErrors(() => notify.error('클래스 목록을 불러오는데 실패했습니다.'), classes);
  const decisions = usePendingDecisions(teacherStudentsApi, [
    teacherClassesApi.list,
    teacherStudentsApi.pending,
  ]);
  const today = kstDate(new Date());
  // Until the 개인정보 보호책임자 is named the server refuses every new class.
  const canCreate = useOfficerNamed() !== false;

  return (
    <section className="page teacher-page">
      <header className="page-header">
        <h1 className="page-title">
          <Icon name="school" size={26} /> 교사 대시보드
        </h1>
        {classes.data && classes.data.length > 0 && (
          <button
            type="button"
            className="button button-primary"
            disabled={!canCreate}
            onClick={() => setCreating(true)}
          >
            <Icon name="plus" size={18} /> 새 클래스
          </button>
        )}
      </header>
      {!canCreate && <OfficerMissingNotice />}

      {pending.data && pending.data.length > 0 && (
        <section className="card table-card pending-section" aria-labelledby="pending-title">
          <h2 id="pending-title" className="section-title">
            승인 대기 중인 학생 <span className="count-badge">{pending.data.length}</span>
          </h2>
          <PendingTable
            users={pending.data}
            roles={['STUDENT']}
            onApprove={async (user) => {
              await decisions.approve(
                { params: { id: user.id } },
                `${user.name} 학생을 승인했습니다`,
              );
            }}
            onReject={async (user) => {
              await decisions.reject({ params: { id: user.id } }, rejectedMessage(user.name));
            }}
          />
        </section>
      )}

      {!classes.data ? (
        classes.error ? (
          <div className="card empty-state">
            <p>클래스 목록을 불러오는데 실패했습니다.</p>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => void classes.refetch()}
            >
              다시 시도
            </button>
          </div>
        ) : (
          <Spinner />
        )
      ) : classes.data.length === 0 ? (
        <div className="card empty-state class-empty">
          <Icon name="school" size={40} />
          <h2>아직 만든 클래스가 없습니다</h2>
          <p>클래스를 만들면 학생들이 가입할 때 입력할 클래스 코드가 생깁니다.</p>
          <button
            type="button"
            className="button button-primary button-large"
            disabled={!canCreate}
            onClick={() => setCreating(true)}
          >
            <Icon name="plus" size={18} /> 첫 클래스 만들기
          </button>
        </div>
      ) : (
        <div className="class-grid">
          {classes.data.map((klass) => (
            <ClassCard key={klass.id} klass={klass} today={today} />
          ))}
        </div>
      )}

      {creating && <CreateClassModal onClose={() => setCreating(false)} />}
    </section>
  );
}
