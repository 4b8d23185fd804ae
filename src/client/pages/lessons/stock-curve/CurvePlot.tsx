import type { GraphShapeLesson } from '../../../../shared/schemas/lessons/graph-shape';
import { CURVE_SAMPLES_PER_DAY } from '../../../../shared/domain/lessons/price-curve';
import { formatWon } from '../../../../shared/format';
import { PlotAxes, type PlotFrame } from '../../../components/plot/PlotAxes';

type Curve = NonNullable<GraphShapeLesson['curve']>;

const FRAME: PlotFrame = { width: 480, height: 280, left: 72, right: 12, top: 16, bottom: 44 };
const { width: WIDTH, height: HEIGHT, left: LEFT, right: RIGHT, top: TOP, bottom: BOTTOM } = FRAME;

/**
 * The real closes as dots and the fitted cubic as a line (SVG), the falling intervals shaded and
 * each 극대 ▲ / 극소 ▼ marked with its KRX day. Shapes carry the meaning as well as colour.
 */
export function CurvePlot({ curve, stockName }: { curve: Curve; stockName: string }) {
  const last = curve.closes.length - 1;
  const values = [...curve.closes.map((c) => c.close), ...curve.samples];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const sx = (t: number) => LEFT + (t / Math.max(1, last)) * (WIDTH - LEFT - RIGHT);
  const sy = (v: number) => TOP + ((high - v) / span) * (HEIGHT - TOP - BOTTOM);
  const line = curve.samples
    .map((v, i) => `${sx(i / CURVE_SAMPLES_PER_DAY).toFixed(1)},${sy(v).toFixed(1)}`)
    .join(' ');
  const falling = fallingIntervals(curve);
  const first = curve.closes[0]!;
  const end = curve.closes.at(-1)!;
  const turns = curve.extrema.map((e) => `${e.kind} ${e.date} 무렵`).join(', ');
  return (
    <figure className="curve-figure">
      <svg
        className="curve-plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${stockName}의 ${first.date}부터 ${end.date}까지 종가 ${curve.closes.length}개와 맞춘 삼차함수 곡선. ${turns || '극값 없음'}.`}
      >
        {falling.map(([from, to]) => (
          <rect
            key={from}
            x={sx(from)}
            y={TOP}
            width={sx(to) - sx(from)}
            height={HEIGHT - TOP - BOTTOM}
            className="curve-falling"
          />
        ))}
        <PlotAxes
          frame={FRAME}
          y={{
            high: { at: sy(high), text: formatWon(high) },
            low: { at: sy(low), text: formatWon(low) },
          }}
          x={{ first: `${first.date} (t = 0)`, last: `${end.date} (t = ${last})` }}
          xGap={20}
        />
        <polyline points={line} className="curve-line" />
        {curve.closes.map((c, t) => (
          <circle key={c.date} cx={sx(t)} cy={sy(c.close)} r={3.5} className="curve-close" />
        ))}
        {curve.extrema.map((e) => (
          <g key={e.kind}>
            <path
              d={marker(sx(e.t), sy(e.value.value ?? 0), e.kind)}
              className={e.kind === '극대' ? 'curve-max' : 'curve-min'}
            />
            <text
              x={sx(e.t)}
              y={e.kind === '극대' ? sy(e.value.value ?? 0) - 18 : sy(e.value.value ?? 0) + 28}
              textAnchor="middle"
              className="curve-label curve-turn"
            >
              {e.kind} {e.date.slice(5)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="curve-legend">
        <span>
          <svg viewBox="0 0 12 12" aria-hidden="true">
            <circle cx={6} cy={6} r={4} className="curve-close" />
          </svg>
          실제 종가 (KRX)
        </span>
        <span>
          <svg viewBox="0 0 16 12" aria-hidden="true">
            <line x1={0} y1={6} x2={16} y2={6} className="curve-line" />
          </svg>
          삼차함수 f(t)
        </span>
        <span>
          <svg viewBox="0 0 12 12" aria-hidden="true">
            <rect width={12} height={12} className="curve-falling" />
          </svg>
          감소 구간
        </span>
        <span>▲ 극대 · ▼ 극소</span>
      </figcaption>
    </figure>
  );
}

/** ▲ above a 극대, ▼ below a 극소, pointing away from the turning point. */
function marker(x: number, y: number, kind: '극대' | '극소'): string {
  const d = kind === '극대' ? -1 : 1;
  return `M ${x} ${y + d * 14} L ${x - 6} ${y + d * 4} L ${x + 6} ${y + d * 4} Z`;
}

/** The [from, to] t-ranges where the 증감표 says f falls. */
function fallingIntervals(curve: Curve): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  curve.signChart.forEach((column, i) => {
    if (column.kind !== 'interval' || column.sign !== '-') return;
    const before = curve.signChart[i - 1];
    const after = curve.signChart[i + 1];
    if (before && after && before.kind !== 'interval' && after.kind !== 'interval')
      out.push([before.t, after.t]);
  });
  return out;
}
