import { useState, type FormEvent } from 'react';
import { FIGURE_STANDARDS, templates } from '../../../shared/domain/assignments/templates';
import { zAssignmentInput, type Task } from '../../../shared/schemas/assignments';
import { STANDARDS, type StandardCode } from '../../../shared/standards';
import { api, ApiError } from '../../api/client';
import { notify } from '../../components/toast';
import { TaskParams } from './TaskParams';

const LIBRARY = templates();

/** The KST evening of a week from now, as a datetime-local value. */
function defaultDue(): string {
  const kst = new Date(Date.now() + 9 * 3_600_000 + 7 * 86_400_000);
  return `${kst.toISOString().slice(0, 10)}T23:59`;
}

/** A 과제 from the template library or a free one, for a class. */
export function CreateAssignmentForm({
  classId,
  onCreated,
}: {
  classId: number;
  onCreated: () => void;
}) {
  const [task, setTask] = useState<Task>(LIBRARY[0]!.task);
  const [title, setTitle] = useState(LIBRARY[0]!.name);
  const [standard, setStandard] = useState<StandardCode>(LIBRARY[0]!.standard);
  const [due, setDue] = useState(defaultDue);

  function choose(kind: Task['kind']) {
    const template = LIBRARY.find((t) => t.kind === kind)!;
    setTask(template.task);
    setTitle(template.name);
    setStandard(template.standard);
  }

  // Each 계산 과제 figure belongs to its own 성취기준 (the yearly compound rate to 01-04).
  function changeTask(next: Task) {
    if (next.kind === 'calculation' && task.kind === 'calculation' && next.figure !== task.figure)
      setStandard(FIGURE_STANDARDS[next.figure]);
    setTask(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The date is entered in KST whatever the browser's zone.
    const parsed = zAssignmentInput.safeParse({ title, dueAt: `${due}:00+09:00`, standard, task });
    if (!parsed.success)
      return notify.error(parsed.error.issues[0]?.message ?? '입력을 확인해주세요.');
    try {
      await api.post(`/teacher/classes/${classId}/assignments`, parsed.data);
      notify.success('과제를 만들었습니다');
      onCreated();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : '과제를 만들지 못했습니다');
    }
  }

  return (
    <form className="assignment-form" onSubmit={(e) => void submit(e)} aria-label="과제 만들기">
      <label>
        템플릿
        <select
          className="input"
          value={task.kind}
          onChange={(e) => choose(e.target.value as Task['kind'])}
        >
          {LIBRARY.map((t) => (
            <option key={t.kind} value={t.kind}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        제목
        <input className="input" value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        마감 (KST)
        <input
          className="input"
          type="datetime-local"
          value={due}
          onChange={(e) => setDue(e.target.value)}
        />
      </label>
      <label>
        성취기준
        <select
          className="input"
          value={standard}
          onChange={(e) => setStandard(e.target.value as StandardCode)}
        >
          {STANDARDS.map((s) => (
            <option key={s.code} value={s.code} title={s.text}>
              [{s.code}] {s.text.slice(0, 24)}…
            </option>
          ))}
        </select>
      </label>
      <TaskParams task={task} onChange={changeTask} />
      <button type="submit" className="button button-primary">
        과제 만들기
      </button>
    </form>
  );
}
