import { useState } from 'react';
import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { useApiQuery } from '../../data/useApiQuery';

/**
 * A teacher projects one student's lesson: the class, then the student. The choice lives in the
 * page's address (?student=), so the projected page can be reloaded or bookmarked.
 */
export function StudentPicker({
  student,
  onChoose,
}: {
  student: number | undefined;
  onChoose: (student: number | undefined) => void;
}) {
  const classes = useApiQuery(teacherClassesApi.list);
  const running = (classes.data ?? []).filter((c) => c.isActive);
  const [classId, setClassId] = useState<number | undefined>(undefined);
  const chosenClass = classId ?? running[0]?.id;
  const detail = useApiQuery(
    teacherClassesApi.detail,
    { params: { id: chosenClass ?? 0 } },
    { enabled: chosenClass !== undefined },
  );
  const students = (detail.data?.students ?? []).filter((s) => !s.moved);
  if (classes.data && running.length === 0)
    return <p className="card empty-state">수업을 보여줄 진행 중인 클래스가 없습니다.</p>;
  return (
    <form className="field-row lesson-student-picker" aria-label="수업에 쓸 학생 선택">
      <label>
        클래스
        <select
          className="input"
          value={chosenClass ?? ''}
          onChange={(e) => {
            setClassId(Number(e.target.value));
            onChoose(undefined);
          }}
        >
          {running.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        학생
        <select
          className="input"
          value={student ?? ''}
          onChange={(e) => onChoose(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">학생을 선택하세요</option>
          {students.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
