import type { ReactNode } from 'react';
import { FIGURES, templates } from '../../../../shared/domain/assignments/templates';
import {
  zAssignmentInput,
  type Assignment,
  type AssignmentInput,
  type Task,
} from '../../../../shared/schemas/assignments';
import { STANDARDS } from '../../../../shared/standards';
import { notify } from '../../../components/toast';
import { useZodForm } from '../../../hooks/useZodForm';
import { TaskParams } from './TaskParams';

const LIBRARY = templates();
const KST_MS = 9 * 3_600_000;

/** The template a task was started from: a 계산 과제's figure has its own. */
function templateOf(task: Task): string {
  const id = task.kind === 'calculation' ? `calculation:${task.figure}` : task.kind;
  return LIBRARY.some((t) => t.id === id) ? id : task.kind;
}

/** The KST evening of a week from now, as a datetime-local value. */
function defaultDue(): string {
  const kst = new Date(Date.now() + KST_MS + 7 * 86_400_000);
  return `${kst.toISOString().slice(0, 10)}T23:59`;
}

/** A stored due date as the KST datetime-local value the teacher entered. */
const kstLocal = (iso: string) => new Date(Date.parse(iso) + KST_MS).toISOString().slice(0, 16);

/**
 * A 과제's title, due date, 성취기준 and parameters. A new one starts from a template; an existing
 * one keeps its kind (its completions were recorded against it) and changes only the rest.
 */
export function AssignmentForm({
  initial,
  label,
  id,
  children,
  onSubmit,
}: {
  initial?: Assignment;
  label: string;
  id?: string;
  children?: ReactNode;
  onSubmit: (input: AssignmentInput) => Promise<void>;
}) {
  const form = useZodForm(
    zAssignmentInput,
    {
      task: initial?.task ?? LIBRARY[0]!.task,
      title: initial?.title ?? LIBRARY[0]!.name,
      standard: initial?.standard ?? LIBRARY[0]!.standard,
      due: initial ? kstLocal(initial.dueAt) : defaultDue(),
    },
    // The date is entered in KST whatever the browser's zone.
    ({ due, ...rest }) => ({ ...rest, dueAt: `${due}:00+09:00` }),
  );
  const { task } = form.values;

  function choose(id: string) {
    const template = LIBRARY.find((t) => t.id === id)!;
    form.update({ task: template.task, title: template.name, standard: template.standard });
  }

  // Each 계산 과제 figure belongs to its own 성취기준 (the yearly compound rate to 01-04).
  function changeTask(next: Task) {
    if (next.kind === 'calculation' && task.kind === 'calculation' && next.figure !== task.figure)
      form.update({ task: next, standard: FIGURES[next.figure].standard });
    else form.update({ task: next });
  }

  const submit = form.handleSubmit(onSubmit, (message) =>
    notify.error(message ?? '입력을 확인해주세요.'),
  );

  return (
    <form id={id} className="assignment-form" onSubmit={(e) => void submit(e)} aria-label={label}>
      {!initial && (
        <label>
          템플릿
          <select
            className="input"
            value={templateOf(task)}
            onChange={(e) => choose(e.target.value)}
          >
            {LIBRARY.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        제목
        <input className="input" {...form.field('title')} />
      </label>
      <label>
        마감 (KST)
        <input className="input" type="datetime-local" {...form.field('due')} />
      </label>
      <label>
        성취기준
        <select className="input" {...form.field('standard')}>
          {STANDARDS.map((s) => (
            <option key={s.code} value={s.code} title={s.text}>
              [{s.code}] {s.text.slice(0, 24)}…
            </option>
          ))}
        </select>
      </label>
      <TaskParams task={task} onChange={changeTask} />
      {children}
    </form>
  );
}
