/** A graph's drawing area inside its SVG viewBox: the margins hold the axes' labels. */
export interface PlotFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The two axes of a lesson graph and the values at their ends: the highest and lowest y beside
 * the y-axis (at their plotted heights), the first and last x under the x-axis.
 */
export function PlotAxes({
  frame: { width, height, left, right, top, bottom },
  y,
  x,
  xGap,
}: {
  frame: PlotFrame;
  y: { high: { at: number; text: string }; low: { at: number; text: string } };
  x: { first: string; last: string };
  /** How far below the x-axis its end labels sit. */
  xGap: number;
}) {
  return (
    <>
      <line
        x1={left}
        y1={height - bottom}
        x2={width - right}
        y2={height - bottom}
        className="curve-axis"
      />
      <line x1={left} y1={top} x2={left} y2={height - bottom} className="curve-axis" />
      <text x={left - 6} y={y.high.at + 4} textAnchor="end" className="curve-label">
        {y.high.text}
      </text>
      <text x={left - 6} y={y.low.at + 4} textAnchor="end" className="curve-label">
        {y.low.text}
      </text>
      <text x={left} y={height - bottom + xGap} className="curve-label">
        {x.first}
      </text>
      <text x={width - right} y={height - bottom + xGap} textAnchor="end" className="curve-label">
        {x.last}
      </text>
    </>
  );
}
