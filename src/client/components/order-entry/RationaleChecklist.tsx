import { rationaleChecklist } from '../../../shared/domain/review/rationale-checklist';
import { Icon } from '../Icon';

/** Writing help under the rationale: a reminder that updates while typing, never a grade. */
export function RationaleChecklist({ text }: { text: string }) {
  return (
    <ul className="rationale-checklist" aria-label="근거 작성 도움말" aria-live="polite">
      {rationaleChecklist(text).map((item) => (
        <li key={item.key} className={item.met ? 'met' : undefined}>
          <span className="checklist-mark" aria-hidden="true">
            {item.met ? <Icon name="check" size={14} /> : '·'}
          </span>
          {item.label}
          <span className="visually-hidden">{item.met ? ' (적었어요)' : ' (아직)'}</span>
        </li>
      ))}
    </ul>
  );
}
