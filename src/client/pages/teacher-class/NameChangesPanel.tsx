import { studentDataApi } from '../../../shared/contracts/student-data';
import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';

/** 이름 정정 요청: a student's request for a corrected name, approved or rejected here. */
export function NameChangesPanel({ classId }: { classId: number }) {
  const { data } = useApiQuery(studentDataApi.pendingNameChanges, { params: { id: classId } });
  const invalidates = [studentDataApi.pendingNameChanges, teacherClassesApi.detail];
  const approve = useApiMutation(studentDataApi.approveNameChange, {
    invalidates,
    success: '이름을 바꿨습니다',
  });
  const reject = useApiMutation(studentDataApi.rejectNameChange, {
    invalidates,
    success: '요청을 반려했습니다',
  });
  if (!data?.length) return null;
  return (
    <section className="card" aria-labelledby="name-changes-title">
      <h2 className="card-title" id="name-changes-title">
        이름 정정 요청
      </h2>
      <ul>
        {data.map((request) => (
          <li key={request.id}>
            {request.currentName} → <strong>{request.name}</strong>{' '}
            <button
              type="button"
              className="button button-small"
              onClick={() => void approve.send({ params: { id: request.id } })}
            >
              승인
            </button>{' '}
            <button
              type="button"
              className="button button-small button-outline"
              onClick={() => void reject.send({ params: { id: request.id } })}
            >
              반려
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
