import { useState } from 'react';
import type { Explanation } from '../../../shared/schemas/explanation';
import { Modal } from '../Modal';
import { ExplanationView } from './ExplanationView';
import './maths.css';

export interface ExplainedFigure {
  label: string;
  explanation: Explanation;
}

/**
 * "계산 보기" beside a figure: a dialog with its formula and the student's numbers step by step.
 * Several figures (a holdings row) share one dialog, one section each.
 */
export function ExplainButton({ title, figures }: { title: string; figures: ExplainedFigure[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="explain-button"
        aria-label={`${title} 계산 보기`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        계산 보기
      </button>
      <Modal open={open} title={`${title} · 계산 보기`} onClose={() => setOpen(false)}>
        <div className="explain-panel">
          {figures.map((figure) => (
            <ExplanationView key={figure.label} {...figure} />
          ))}
        </div>
      </Modal>
    </>
  );
}

/** The common case: one figure, titled by its own label. */
export function ExplainFigure({ label, explanation }: ExplainedFigure) {
  return <ExplainButton title={label} figures={[{ label, explanation }]} />;
}
