import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime, formatNumber, formatWon } from '../../../shared/format';
import { tradeTypeLabels } from '../../../shared/messages';
import { ApiError } from '../../api/client';
import { call } from '../../api/call';
import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { PriceChange } from '../../components/PriceChange';
import { Spinner } from '../../components/Spinner';
import { StatCard, StatGrid } from '../../components/StatCard';
import { TableHead } from '../../components/TableHead';
import { Tabs } from '../../components/Tabs';
import { notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { ReviewScores } from '../feedback/ReviewScores';
import '../feedback/feedback.css';
import './teacher-student.css';

type Tab = 'holdings' | 'transactions';
const tabs: Array<{ value: Tab; label: string }> = [
  { value: 'holdings', label: '보유 종목' },
  { value: 'transactions', label: '거래 내역' },
];

export function StudentActivityPage() {
  const { studentId = '' } = useParams();
  const [tab, setTab] = useState<Tab>('transactions');
  const { data, loading } = useApiData(
    studentId,
    (signal) => call(teacherStudentsApi.activity, { params: { id: studentId }, signal }),
    (error) => {
      if (!(error instanceof ApiError && error.status === 404))
        notify.error('데이터를 불러오는데 실패했습니다');
    },
  );
  if (loading && !data) return <Spinner />;
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
            {student.email} · {student.className ?? '-'}
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
      </header>
      <StatGrid>
        <StatCard label="총 자산" value={formatWon(portfolio.totalValue)} />
        <StatCard label="보유 현금" value={formatWon(student.currentCash)} />
        <StatCard label="총 손익" value={formatWon(portfolio.totalProfitLoss)} />
        <StatCard
          label="수익률"
          value={
            <PriceChange
              changePercent={portfolio.totalProfitLossPercent}
              showAmount={false}
              palette="gain"
            />
          }
        />
      </StatGrid>
      <div className="card">
        <Tabs label="학생 활동" tabs={tabs} value={tab} onChange={setTab}>
          {tab === 'holdings' &&
            (holdings.length === 0 ? (
              <p className="empty-state">보유 중인 종목이 없습니다</p>
            ) : (
              <div className="table-scroll">
                <table className="data-table stack-table">
                  <TableHead
                    columns={[
                      '종목',
                      { label: '수량', num: true },
                      { label: '평균 매입가', num: true },
                      { label: '평가 금액', num: true },
                      { label: '수익률', num: true },
                    ]}
                  />
                  <tbody>
                    {holdings.map((h) => (
                      <tr key={h.id}>
                        <td>
                          <strong>{h.stock.name}</strong>
                          <div className="sub">{h.stock.symbol}</div>
                        </td>
                        <td className="num" data-label="수량">
                          {formatNumber(h.quantity)}주
                        </td>
                        <td className="num" data-label="평균 매입가">
                          {formatWon(h.averagePrice)}
                        </td>
                        <td className="num" data-label="평가 금액">
                          {formatWon(h.currentValue)}
                        </td>
                        <td className="num" data-label="수익률">
                          <PriceChange
                            changePercent={h.profitLossPercent}
                            showAmount={false}
                            palette="gain"
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          {tab === 'transactions' &&
            (transactions.length === 0 ? (
              <p className="empty-state">거래 내역이 없습니다</p>
            ) : (
              <ul className="activity-list">
                {transactions.map((t) => (
                  <li key={t.id}>
                    <div className="activity-head">
                      <span className={`trade-badge ${t.type === 'BUY' ? 'up' : 'down'}`}>
                        {tradeTypeLabels[t.type]}
                      </span>
                      <strong>{t.stock.name}</strong>
                      <span className="num">
                        {formatNumber(t.quantity)}주 × {formatWon(t.price)} ={' '}
                        <strong>{formatWon(t.totalAmount)}</strong>
                      </span>
                      <span className="muted small">{formatDateTime(t.createdAt)}</span>
                    </div>
                    <blockquote className="rationale">{t.reason}</blockquote>
                    {t.review && <ReviewScores review={t.review} />}
                    {t.reflection && (
                      <p className="activity-reflection">
                        <strong>회고</strong> {t.reflection}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            ))}
        </Tabs>
      </div>
    </section>
  );
}
