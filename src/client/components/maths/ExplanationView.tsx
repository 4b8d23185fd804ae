import type { Explanation } from '../../../shared/schemas/explanation';
import { formatFigure } from './format-figure';
import { MathTex } from './MathTex';

/** The formula, then the same formula with the student's numbers, ending in the figure. */
export function ExplanationView({
  label,
  explanation,
}: {
  label: string;
  explanation: Explanation;
}) {
  return (
    <section className="explanation" aria-label={`${label} 계산`}>
      <h3 className="explanation-title">{label}</h3>
      <p className="explanation-caption">공식</p>
      <div className="explanation-formula">
        <MathTex tex={explanation.formula} block />
      </div>
      <p className="explanation-caption">내 숫자로 계산</p>
      <ol className="explanation-steps">
        {explanation.steps.map((step, i) => (
          <li key={i}>
            <span className="explanation-expression">
              <MathTex tex={`\\displaystyle ${step.expression}`} />
            </span>
            <span className="explanation-equals">
              = <strong>{formatFigure(step.value, step.unit ?? explanation.unit)}</strong>
            </span>
          </li>
        ))}
      </ol>
      {explanation.note && <p className="explanation-note">{explanation.note}</p>}
    </section>
  );
}
