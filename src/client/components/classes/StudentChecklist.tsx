import './student-checklist.css';
import type { ReactNode } from 'react';

export interface ChecklistStudent {
  id: number;
  number: string | null;
  name: string;
}

/**
 * Students as checkboxes under a legend, with 전체 선택: the teacher's way to pick several at
 * once (students to move to another class, students whose guardian consent came in).
 */
export function StudentChecklist({
  legend,
  students,
  selected,
  onChange,
  error,
}: {
  legend: ReactNode;
  students: ChecklistStudent[];
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const all = students.length > 0 && students.every((s) => selected.includes(s.id));
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <fieldset className="student-checklist">
      <legend>{legend}</legend>
      <label className="check-row student-checklist-all">
        <input
          type="checkbox"
          checked={all}
          onChange={() => onChange(all ? [] : students.map((s) => s.id))}
        />
        전체 선택
      </label>
      <ul className="student-checklist-list">
        {students.map((student) => (
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
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
