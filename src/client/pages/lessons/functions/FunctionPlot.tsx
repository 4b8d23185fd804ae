import { formatWon } from '../../../../shared/format';
import { PlotAxes, type PlotFrame } from '../../../components/plot/PlotAxes';

type Point = [number, number];

const FRAME: PlotFrame = { width: 420, height: 200, left: 78, right: 12, top: 24, bottom: 36 };
const { width: WIDTH, height: HEIGHT, left: LEFT, right: RIGHT, top: TOP, bottom: BOTTOM } = FRAME;

export interface PlotLine {
  points: Point[];
  /** 'main' solid, 'guide' dashed (the line a floor is cut from, a level to reach). */
  kind: 'main' | 'guide';
  /** A class of its own when several curves share a graph (each with its own dash). */
  className?: string;
}

/**
 * A function's graph as the server sampled it (SVG): lines, one marked point, the axes' ends in
 * won. The text alternative says what the graph shows, with the marked point's numbers.
 */
export function FunctionPlot(props: {
  label: string;
  lines: PlotLine[];
  mark?: { x: number; y: number; text: string };
  xName: string;
  yName: string;
  /** How an axis end is written (default: won). */
  format?: (value: number) => string;
}) {
  const format = props.format ?? formatWon;
  const all = props.lines.flatMap((l) => l.points);
  const [x0, x1] = extent(all.map(([x]) => x));
  const [y0, y1] = extent(all.map(([, y]) => y));
  const sx = (x: number) => LEFT + ((x - x0) / (x1 - x0 || 1)) * (WIDTH - LEFT - RIGHT);
  const sy = (y: number) => TOP + ((y1 - y) / (y1 - y0 || 1)) * (HEIGHT - TOP - BOTTOM);
  return (
    <svg
      className="curve-plot fn-plot"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={props.label}
    >
      <PlotAxes
        frame={FRAME}
        y={{ high: { at: sy(y1), text: format(y1) }, low: { at: sy(y0), text: format(y0) } }}
        x={{ first: format(x0), last: format(x1) }}
        xGap={16}
      />
      <text x={(LEFT + WIDTH) / 2} y={HEIGHT - 4} textAnchor="middle" className="curve-label">
        {props.xName}
      </text>
      <text x={LEFT} y={12} className="curve-label">
        {props.yName}
      </text>
      {props.lines.map((l, i) => (
        <polyline
          key={i}
          points={l.points.map(([x, y]) => `${sx(x).toFixed(1)},${sy(y).toFixed(1)}`).join(' ')}
          className={l.className ?? (l.kind === 'main' ? 'curve-line' : 'fn-guide')}
        />
      ))}
      {props.mark && (
        <g>
          <circle cx={sx(props.mark.x)} cy={sy(props.mark.y)} r={4.5} className="curve-close" />
          <text
            x={sx(props.mark.x) > WIDTH / 2 ? sx(props.mark.x) - 8 : sx(props.mark.x) + 8}
            y={Math.max(TOP + 10, sy(props.mark.y) - 8)}
            textAnchor={sx(props.mark.x) > WIDTH / 2 ? 'end' : 'start'}
            className="curve-label curve-turn"
          >
            {props.mark.text}
          </text>
        </g>
      )}
    </svg>
  );
}

function extent(values: number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}
