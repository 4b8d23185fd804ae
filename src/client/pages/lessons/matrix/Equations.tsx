import { MathTex } from '../../../components/maths/MathTex';

/**
 * Display equations in a box that scrolls sideways on a phone: focusable, so a keyboard can
 * scroll it too, and named for what it shows.
 */
export function Equations({ label, lines }: { label: string; lines: string[] }) {
  return (
    <div className="matrix-equation" tabIndex={0} role="group" aria-label={label}>
      {lines.map((tex) => (
        <MathTex key={tex} tex={tex} block />
      ))}
    </div>
  );
}
