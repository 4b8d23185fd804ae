import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatWon } from '../../../shared/format';
import { ApiError } from '../../api/client';
import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { PriceChange } from '../../components/PriceChange';
import { Spinner } from '../../components/Spinner';
import { StatCard, StatGrid } from '../../components/StatCard';
import { Tabs } from '../../components/Tabs';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { HoldingsTable, TransactionList } from './ActivityViews';
import { EraseStudentButton } from './EraseStudentButton';
import '../../components/reviews/feedback.css';
import '../../components/reviews/activity.css';

type Tab = 'holdings' | 'transactions';
const tabs: Array<{ value: Tab; label: string }> = [
  { value: 'holdings', label: '보유 종목' },
  { value: 'transactions', label: '거래 내역' },
];

/** A 세특 page's 누가기록 link (#trade-12) lands on its trade once the list is drawn. */
function useScrollToTrade(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!loaded || !hash.startsWith('#trade-')) return;
    const item = document.getElementById(hash.slice(1));
    item?.scrollIntoView({ block: 'center' });
    item?.focus({ preventScroll: true });
  }, [loaded, hash]);
}

export function StudentActivityPage() {
  const { studentId = '' } = useParams();
  const [tab, setTab] = useState<Tab>('transactions');
  const activity = useApiQuery(teacherStudentsApi.activity, { params: { id: studentId } });
  useQueryErrors((error) => {
    if (!(error instanceof ApiError && error.status === 404))
      notify.error('데이터를 불러오는데 실패했습니다');
  }, activity);
  const { data } = activity;
  useScrollToTrade(data !== undefined);
  if (activity.isPending) return <Spinner />;
  if (!data) return <p className="page card empty-state">학생 정보를 찾을 수 없습니다.</p>;
  const { student, portfolio, holdings, transactions } = data;

  return (
    <section className="page student-activity">
      <Link
        to={student.classId ? `/teacher/class/${student.classId}` : '/teacher'}
        className="back-link"
      >
        ← {student.className ?? '클래스'}
      </Link>
      <header className="page-header">
        <div>
          <h1 className="page-title">{student.name}</h1>
          <p className="muted">
            {student.number && <>학번 {student.number} · </>}
            {student.erased ? '개인정보를 파기한 학생입니다' : student.email} ·{' '}
            {student.className ?? '-'}
          </p>
        </div>
        <Link
          className="button button-outline button-small"
          to={`/teacher/student/${student.id}/analytics`}
        >
          분석 보기
        </Link>
        <Link
          className="button button-outline button-small"
          to={`/teacher/student/${student.id}/report`}
        >
          세특 보고서
        </Link>
        {!student.erased && <EraseStudentButton student={student} />}
      </header>
      <StatGrid>
        <StatCard label="총 자산" value={formatWon(portfolio.totalValue)} />
        <StatCard label="보유 현금" value={formatWon(student.currentCash)} />
        <StatCard label="총 손익" value={formatWon(portfolio.totalProfitLoss)} />
        <StatCard
          label="수익률"
          value={
            <PriceChange changePercent={portfolio.totalProfitLossPercent} showAmount={false} />
          }
        />
      </StatGrid>
      <div className="card">
        <Tabs label="학생 활동" tabs={tabs} value={tab} onChange={setTab}>
          {tab === 'holdings' && <HoldingsTable holdings={holdings} />}
          {tab === 'transactions' && <TransactionList transactions={transactions} />}
        </Tabs>
      </div>
    </section>
  );
}
