import type { Histogram } from '../../../shared/schemas/explanation';
import { formatFigure } from './format-figure';

/**
 * A histogram as a list of labelled bars: readable as text by a screen reader ("−1.50% ~ 5.25%:
 * 3명"), drawn as bars for the eye. Bins are ratios.
 */
export function HistogramBars({
  histogram,
  unitLabel,
}: {
  histogram: Histogram;
  unitLabel: string;
}) {
  const highest = Math.max(1, ...histogram.bins.map((b) => b.count));
  if (histogram.bins.length === 0) return <p className="muted">자료가 없어요</p>;
  return (
    <ul className="histogram">
      {histogram.bins.map((bin) => (
        <li key={bin.from}>
          <span className="histogram-range">
            {formatFigure(bin.from, 'ratio')} ~ {formatFigure(bin.to, 'ratio')}
          </span>
          <span className="histogram-track" aria-hidden="true">
            <span className="histogram-bar" style={{ width: `${(bin.count / highest) * 100}%` }} />
          </span>
          <span className="histogram-count">
            {bin.count}
            {unitLabel}
          </span>
        </li>
      ))}
    </ul>
  );
}
