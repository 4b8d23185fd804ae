import { formatWon } from '../../../../shared/format';

type Point = [number, number];

const WIDTH = 420;
const HEIGHT = 200;
const LEFT = 78;
const RIGHT = 12;
const TOP = 24;
const BOTTOM = 36;

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
      <line
        x1={LEFT}
        y1={HEIGHT - BOTTOM}
        x2={WIDTH - RIGHT}
        y2={HEIGHT - BOTTOM}
        className="curve-axis"
      />
      <line x1={LEFT} y1={TOP} x2={LEFT} y2={HEIGHT - BOTTOM} className="curve-axis" />
      <text x={LEFT - 6} y={sy(y1) + 4} textAnchor="end" className="curve-label">
        {format(y1)}
      </text>
      <text x={LEFT - 6} y={sy(y0) + 4} textAnchor="end" className="curve-label">
        {format(y0)}
      </text>
      <text x={LEFT} y={HEIGHT - BOTTOM + 16} className="curve-label">
        {format(x0)}
      </text>
      <text x={WIDTH - RIGHT} y={HEIGHT - BOTTOM + 16} textAnchor="end" className="curve-label">
        {format(x1)}
      </text>
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
