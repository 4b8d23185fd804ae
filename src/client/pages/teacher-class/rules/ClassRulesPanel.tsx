import { formatDateTime } from '../../../../shared/format';
import { classRulesApi } from '../../../../shared/contracts/teacher-market';
import { OpenOrderLine } from '../../../components/class-market/OpenOrdersPanel';
import { Spinner } from '../../../components/Spinner';
import { useApiQuery } from '../../../data/useApiQuery';
import { ClassRulesForm } from './ClassRulesForm';
import '../../../components/class-market/class-market.css';

/** The 우리 반 규칙 tab: the rules, their change log and every student's open orders. */
export function ClassRulesPanel({ classId }: { classId: number }) {
  const params = { id: classId };
  const rules = useApiQuery(classRulesApi.get, { params }).data;
  const changes = useApiQuery(classRulesApi.changes, { params }).data;
  const openOrders = useApiQuery(classRulesApi.openOrders, { params }).data;
  if (!rules || !changes || !openOrders) return <Spinner />;
  return (
    <div className="class-rules-panel">
      <ClassRulesForm key={JSON.stringify(rules)} classId={classId} rules={rules} />
      <h2 className="card-title">규칙 변경 기록</h2>
      {changes.length === 0 ? (
        <p className="muted">아직 바꾼 규칙이 없습니다</p>
      ) : (
        <ul className="rule-log">
          {changes.map((entry) => (
            <li key={entry.id}>
              <span className="muted">
                {formatDateTime(entry.changedAt)} · {entry.changedBy}
              </span>
              {entry.changes.map((change) => (
                <div key={change.rule}>
                  {change.rule}: {change.from} → <strong>{change.to}</strong>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      <h2 className="card-title">학생별 미체결 주문</h2>
      {openOrders.length === 0 ? (
        <p className="muted">미체결 주문이 없습니다</p>
      ) : (
        <ul className="rule-log">
          {openOrders.map((student) => (
            <li key={student.userId}>
              <strong>{student.userName}</strong>
              {student.orders.map((order) => (
                <div key={order.id}>
                  <OpenOrderLine order={order} />
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
