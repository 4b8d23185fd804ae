import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { User } from '../../../shared/schemas/user';
import { Icon } from '../../components/Icon';
import { Tabs } from '../../components/Tabs';
import { userAtom } from '../../state/session';
import { AccessLogPanel } from './AccessLogPanel';
import { ClassRecordPanel } from './ClassRecordPanel';
import { CreateTeacherForm } from './CreateTeacherForm';
import { MarketSettingsPanel } from './MarketSettingsPanel';
import { SchoolLeaderboardPanel } from './SchoolLeaderboardPanel';
import { PendingTab, UsersTab } from './AdminUserTabs';
import { PrivacyOfficerPrompt, PrivacyPanel } from './PrivacyPanel';
import { ResetPasswordModal } from './ResetPasswordModal';
import { useAdminUsers } from './useAdminUsers';

type Tab =
  'pending' | 'users' | 'create' | 'market' | 'leaderboard' | 'records' | 'privacy' | 'access';

function Count({ n }: { n: number | undefined }) {
  return <span className="count-badge">{n ?? '–'}</span>;
}

/** /admin (docs/product/roles-and-screens.md#who-is-sent-where): only admins; everyone else goes to /dashboard. */
export function AdminPage() {
  const user = useAtomValue(userAtom);
  if (user?.role !== 'ADMIN') return <Navigate to="/dashboard" replace />;
  return <AdminConsole />;
}

function AdminConsole() {
  const [tab, setTab] = useState<Tab>('pending');
  const [resetting, setResetting] = useState<User | null>(null);
  const admin = useAdminUsers();

  return (
    <section className="page admin-page">
      <header className="page-header">
        <h1 className="page-title">
          <Icon name="shield" size={26} /> 관리자
        </h1>
      </header>
      {tab !== 'privacy' && <PrivacyOfficerPrompt onOpen={() => setTab('privacy')} />}
      <Tabs
        label="관리 메뉴"
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'pending',
            label: (
              <>
                승인 대기 <Count n={admin.pending.data?.length} />
              </>
            ),
          },
          {
            value: 'users',
            label: (
              <>
                전체 사용자 <Count n={admin.users.data?.length} />
              </>
            ),
          },
          { value: 'create', label: '교사 계정 생성' },
          { value: 'market', label: '시장 설정' },
          { value: 'leaderboard', label: '리더보드' },
          { value: 'records', label: '클래스 기록' },
          { value: 'privacy', label: '개인정보·점검표' },
          { value: 'access', label: '접근 기록' },
        ]}
      >
        {tab === 'pending' && <PendingTab admin={admin} />}
        {tab === 'users' && <UsersTab admin={admin} onReset={setResetting} />}
        {tab === 'create' && <CreateTeacherForm />}
        {tab === 'market' && <MarketSettingsPanel />}
        {tab === 'leaderboard' && <SchoolLeaderboardPanel />}
        {tab === 'records' && <ClassRecordPanel />}
        {tab === 'privacy' && <PrivacyPanel />}
        {tab === 'access' && <AccessLogPanel />}
      </Tabs>
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
    </section>
  );
}
