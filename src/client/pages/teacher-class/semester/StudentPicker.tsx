import type { ClassStudentRow } from '../../../../shared/schemas/teacher';
import { StudentChecklist } from '../../../components/classes/StudentChecklist';

/** The students who may move (not records of students already moved), to check with 전체 선택. */
export function StudentPicker({
  students,
  selected,
  onChange,
}: {
  students: ClassStudentRow[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const movable = students.filter((s) => !s.moved);
  if (movable.length === 0) return <p className="field-hint">옮길 수 있는 학생이 없습니다.</p>;
  return (
    <StudentChecklist
      legend={`옮길 학생 (${selected.length}/${movable.length}명)`}
      students={movable}
      selected={selected}
      onChange={onChange}
    />
  );
}
