import type { OptimizationLessonView } from '../../../../shared/schemas/lessons/optimization';

const W = 420;
const H = 230;
const LEFT = 52;
const RIGHT = 24;
const TOP = 14;
const BOTTOM = 40;

export interface Mark {
  weight: number;
  /** Yearly σ as a ratio, as the server computed it. */
  sigma: number;
}

const percent = (ratio: number, digits = 1) => `${(ratio * 100).toFixed(digits)}%`;

/**
 * σ(w) per year over w ∈ [0, 1] (SVG): the curve, w* as a filled dot and the student's own mix
 * as a ring, so the two read apart without colour.
 */
export function SigmaCurve({
  lesson,
  optimum,
  actual,
}: {
  lesson: OptimizationLessonView;
  optimum: Mark | null;
  actual: Mark | null;
}) {
  const { curve, pair } = lesson;
  const sigmas = [...curve, ...(optimum ? [optimum] : []), ...(actual ? [actual] : [])].map(
    (p) => p.sigma,
  );
  const [low, high] = [Math.min(...sigmas), Math.max(...sigmas)];
  const span = Math.max(high - low, 0.01);
  const [bottom, top] = [Math.max(0, low - span * 0.15), high + span * 0.15];
  const x = (w: number) => LEFT + w * (W - LEFT - RIGHT);
  const y = (s: number) => TOP + ((top - s) / (top - bottom)) * (H - TOP - BOTTOM);
  const path = curve.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.weight)},${y(p.sigma)}`).join(' ');
  return (
    <figure className="sigma-figure">
      <svg
        className="sigma-plot"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${pair?.a.name ?? 'A'}의 비중 w에 따른 연 변동성 σ(w) 곡선${optimum ? `, 최소 ${percent(optimum.sigma)} (w = ${percent(optimum.weight)})` : ''}`}
      >
        <line className="sigma-axis" x1={LEFT} y1={H - BOTTOM} x2={W - RIGHT} y2={H - BOTTOM} />
        <line className="sigma-axis" x1={LEFT} y1={TOP} x2={LEFT} y2={H - BOTTOM} />
        {[0, 0.25, 0.5, 0.75, 1].map((w) => (
          <text key={w} className="sigma-label" x={x(w)} y={H - BOTTOM + 14} textAnchor="middle">
            {w * 100}%
          </text>
        ))}
        {[bottom, (bottom + top) / 2, top].map((s) => (
          <text key={s} className="sigma-label" x={LEFT - 4} y={y(s) + 4} textAnchor="end">
            {percent(s)}
          </text>
        ))}
        <text className="sigma-label" x={W - RIGHT} y={H - 6} textAnchor="end">
          w = {pair?.a.name ?? 'A'}의 비중 →
        </text>
        <text className="sigma-label" x={LEFT + 4} y={TOP + 2}>
          ↑ 연 변동성 σ(w)
        </text>
        <path className="sigma-curve" d={path} />
        {optimum && (
          <circle className="sigma-optimum" cx={x(optimum.weight)} cy={y(optimum.sigma)} r={7} />
        )}
        {actual && (
          <circle className="sigma-actual" cx={x(actual.weight)} cy={y(actual.sigma)} r={7} />
        )}
      </svg>
      <figcaption className="sigma-legend">
        <span>━ σ(w)</span>
        {optimum && <span>● 최소분산 w*</span>}
        {actual && <span>○ 지금 내 비중</span>}
      </figcaption>
    </figure>
  );
}
