import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber, formatWon } from '../../../shared/format';
import type { ClassStudentRow } from '../../../shared/schemas/teacher';
import { DataTable, NumCell } from '../../components/DataTable';
import { ResetPasswordButton } from '../../components/accounts/ResetPasswordButton';
import { PriceChange } from '../../components/PriceChange';
import { invalidateEndpoints } from '../../data/query-client';
import { afterStudentsChange } from './class-resources';
import { SetCashModal } from './SetCashModal';

export function ClassStudentsTable({
  classId,
  students,
  onResetPassword,
}: {
  classId: number;
  students: ClassStudentRow[];
  onResetPassword: (student: ClassStudentRow) => void;
}) {
  const [editing, setEditing] = useState<ClassStudentRow | null>(null);
  if (students.length === 0) return <p className="empty-state">아직 이 클래스에 학생이 없습니다</p>;
  return (
    <>
      <DataTable
        className="stack-table class-students"
        columns={[
          { label: '번호', narrow: true },
          '학생',
          { label: '보유 현금', num: true },
          { label: '총 자산', num: true, narrow: true },
          { label: '수익률', num: true },
          { label: '보유 종목', num: true, narrow: true },
          '관리',
        ]}
      >
        {students.map((student) => (
          <tr key={student.id}>
            {/* 학번 as the 명렬표 gives it; the server lists students in this order. */}
            <td className="hide-narrow" data-label="번호">
              {student.number ?? '—'}
            </td>
            <td>
              <strong>{student.name}</strong>
              {/* A moved student's login went with them; this row is the class's record. */}
              {student.moved ? (
                <div className="sub">다른 클래스로 이동함</div>
              ) : (
                // One line, shortened; the whole address on hover or focus and on 상세.
                <div className="sub student-email" title={student.email} tabIndex={0}>
                  {student.email}
                </div>
              )}
            </td>
            <NumCell label="보유 현금">{formatWon(student.currentCash)}</NumCell>
            <NumCell label="총 자산" narrow>
              {formatWon(student.totalValue)}
            </NumCell>
            <NumCell label="수익률">
              <PriceChange changePercent={student.totalProfitLossPercent} showAmount={false} />
            </NumCell>
            <NumCell label="보유 종목" narrow>
              {formatNumber(student.holdingsCount)}개
            </NumCell>
            <td className="row-actions">
              <div className="student-actions">
                {!student.moved && (
                  <>
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      onClick={() => setEditing(student)}
                    >
                      현금 설정
                    </button>
                    <ResetPasswordButton onClick={() => onResetPassword(student)} />
                  </>
                )}
                <Link
                  className="button button-ghost button-small"
                  to={`/teacher/student/${student.id}`}
                >
                  상세
                </Link>
                <Link
                  className="button button-ghost button-small"
                  to={`/teacher/student/${student.id}/analytics`}
                >
                  분석
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {editing && (
        <SetCashModal
          classId={classId}
          student={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            // The modal saved the cash itself; the class's figures refetch wherever shown.
            void invalidateEndpoints(afterStudentsChange);
          }}
        />
      )}
    </>
  );
}
