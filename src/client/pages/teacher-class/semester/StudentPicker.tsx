import type { ClassStudentRow } from '../../../../shared/schemas/teacher';

/** Checkboxes for the students who may move (not records of students already moved), with 전체 선택. */
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
  const all = movable.length > 0 && movable.every((s) => selected.includes(s.id));
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  if (movable.length === 0) return <p className="field-hint">옮길 수 있는 학생이 없습니다.</p>;
  return (
    <fieldset className="student-picker">
      <legend>
        옮길 학생 ({selected.length}/{movable.length}명)
      </legend>
      <label className="check-row student-picker-all">
        <input
          type="checkbox"
          checked={all}
          onChange={() => onChange(all ? [] : movable.map((s) => s.id))}
        />
        전체 선택
      </label>
      <ul className="student-picker-list">
        {movable.map((student) => (
          <li key={student.id}>
            <label className="check-row">
              <input
                type="checkbox"
                checked={selected.includes(student.id)}
                onChange={() => toggle(student.id)}
              />
              {student.number && <span className="sub">{student.number}</span>} {student.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
