import type { ClassIndexLesson } from '../../../../shared/schemas/lessons/class-index';
import './class-index.css';

type Row = ClassIndexLesson['rows'][number];
const SERIES = [
  { key: 'capWeighted', label: '우리 반 (시가총액 가중)' },
  { key: 'priceWeighted', label: '우리 반 (가격 가중)' },
  { key: 'kospi', label: 'KOSPI' },
  { key: 'kosdaq', label: 'KOSDAQ' },
] as const;
const W = 360;
const H = 170;
const PAD = { left: 36, right: 8, top: 8, bottom: 18 };

/** The four indices, each 100 on the base day, as lines over the days (values in the table). */
export function IndexChart({ rows }: { rows: Row[] }) {
  const values = rows.flatMap((r) => SERIES.map((s) => r[s.key]).filter((v) => v !== null));
  const low = Math.min(...values, 100);
  const high = Math.max(...values, 100);
  const x = (i: number) =>
    PAD.left + (i / Math.max(rows.length - 1, 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) =>
    PAD.top + ((high - v) / Math.max(high - low, 1)) * (H - PAD.top - PAD.bottom);
  const last = rows.at(-1)!;
  const summary = SERIES.map((s) => `${s.label} ${last[s.key] ?? '—'}`).join(', ');
  return (
    <figure className="index-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${rows[0]!.date}~${last.date} 지수 그래프 (기준일 100). ${last.date}: ${summary}`}
      >
        <line className="index-base" x1={PAD.left} x2={W - PAD.right} y1={y(100)} y2={y(100)} />
        <text className="index-tick" x={PAD.left - 4} y={y(100) + 3} textAnchor="end">
          100
        </text>
        <text className="index-tick" x={PAD.left - 4} y={y(high) + 8} textAnchor="end">
          {Math.round(high)}
        </text>
        <text className="index-tick" x={PAD.left - 4} y={y(low)} textAnchor="end">
          {Math.round(low)}
        </text>
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            className={`index-line index-${s.key}`}
            points={rows
              .flatMap((r, i) => (r[s.key] === null ? [] : [`${x(i)},${y(r[s.key]!)}`]))
              .join(' ')}
          />
        ))}
      </svg>
      <figcaption className="index-legend">
        {SERIES.map((s) => (
          <span key={s.key} className={`index-key index-${s.key}`}>
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
