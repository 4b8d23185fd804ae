import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { User } from '../../../shared/schemas/user';
import { call } from '../../api/call';
import { adminUsersApi } from '../../../shared/contracts/admin';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { userAtom } from '../../state/session';
import { ClassRecordPanel } from './ClassRecordPanel';
import { CreateTeacherForm } from './CreateTeacherForm';
import { MarketSettingsPanel } from './MarketSettingsPanel';
import { SchoolLeaderboardPanel } from './SchoolLeaderboardPanel';
import { PendingTable, type ApprovalRole } from './PendingTable';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UsersTable } from './UsersTable';

type Tab = 'pending' | 'users' | 'create' | 'market' | 'leaderboard' | 'records';

const approvedMessages: Record<ApprovalRole, string> = {
  STUDENT: '학생으로 승인했습니다',
  TEACHER: '교사로 승인했습니다',
};

const loadFailed = () => notify.error(messages.loadFailed);

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="empty-state">
      <p>{messages.loadFailed}</p>
      <button type="button" className="button button-ghost" onClick={onRetry}>
        다시 시도
      </button>
    </div>
  );
}

function Count({ n }: { n: number | undefined }) {
  return <span className="count-badge">{n ?? '–'}</span>;
}

/** SPEC §2 /admin: only admins; everyone else goes to /dashboard. */
export function AdminPage() {
  const user = useAtomValue(userAtom);
  if (user?.role !== 'ADMIN') return <Navigate to="/dashboard" replace />;
  return <AdminConsole />;
}

function AdminConsole() {
  const [tab, setTab] = useState<Tab>('pending');
  const [resetting, setResetting] = useState<User | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const pending = useApiData(
    'pending',
    (signal) => call(adminUsersApi.pending, { signal }),
    loadFailed,
  );
  const users = useApiData('users', (signal) => call(adminUsersApi.list, { signal }), loadFailed);
  const reloadAll = () => Promise.all([pending.reload(), users.reload()]);

  async function approve(user: User, role: ApprovalRole) {
    try {
      await call(adminUsersApi.approve, { params: { id: user.id }, body: { role } });
      notify.success(`${user.name} 님을 ${approvedMessages[role]}`);
      await reloadAll();
    } catch {
      notify.error('사용자 승인에 실패했습니다');
    }
  }

  async function reject(user: User) {
    try {
      await call(adminUsersApi.reject, { params: { id: user.id } });
      notify.success(`${user.name} 님의 가입 요청을 거부하고 계정을 삭제했습니다`);
      await reloadAll();
    } catch {
      notify.error('사용자 거부에 실패했습니다');
    }
  }

  async function toggle(user: User) {
    setTogglingId(user.id);
    try {
      const updated = await call(adminUsersApi.toggleStatus, { params: { id: user.id } });
      notify.success(
        `${user.name} 님의 계정을 ${updated.isActive ? '활성화' : '비활성화'}했습니다`,
      );
      await users.reload();
    } catch {
      notify.error('사용자 상태 변경에 실패했습니다');
    } finally {
      setTogglingId(null);
    }
  }

  return (
    <section className="page admin-page">
      <header className="page-header">
        <h1 className="page-title">
          <Icon name="shield" size={26} /> 관리자
        </h1>
      </header>
      <Tabs
        label="관리 메뉴"
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'pending',
            label: (
              <>
                승인 대기 <Count n={pending.data?.length} />
              </>
            ),
          },
          {
            value: 'users',
            label: (
              <>
                전체 사용자 <Count n={users.data?.length} />
              </>
            ),
          },
          { value: 'create', label: '교사 계정 생성' },
          { value: 'market', label: '시장 설정' },
          { value: 'leaderboard', label: '리더보드' },
          { value: 'records', label: '클래스 기록' },
        ]}
      >
        {tab === 'pending' && (
          <div className="card table-card">
            {!pending.data ? (
              pending.error ? (
                <LoadFailed onRetry={() => void pending.reload()} />
              ) : (
                <Spinner />
              )
            ) : pending.data.length === 0 ? (
              <p className="empty-state">승인을 기다리는 사용자가 없습니다.</p>
            ) : (
              <PendingTable
                users={pending.data}
                roles={['STUDENT', 'TEACHER']}
                onApprove={approve}
                onReject={reject}
              />
            )}
          </div>
        )}
        {tab === 'users' && (
          <div className="card table-card">
            {!users.data ? (
              users.error ? (
                <LoadFailed onRetry={() => void users.reload()} />
              ) : (
                <Spinner />
              )
            ) : (
              <UsersTable
                users={users.data}
                busyId={togglingId}
                onReset={setResetting}
                onToggle={toggle}
              />
            )}
          </div>
        )}
        {tab === 'create' && <CreateTeacherForm onCreated={() => void users.reload()} />}
        {tab === 'market' && <MarketSettingsPanel />}
        {tab === 'leaderboard' && <SchoolLeaderboardPanel />}
        {tab === 'records' && <ClassRecordPanel />}
      </Tabs>
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
    </section>
  );
}
