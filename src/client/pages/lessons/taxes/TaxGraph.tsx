import { formatWon } from '../../../../shared/format';
import type { TaxesLesson } from '../../../../shared/schemas/lessons/taxes';
import './taxes.css';

type Point = TaxesLesson['curve']['points'][number];
const MARKETS = ['KOSPI', 'KOSDAQ', 'KONEX'] as const;
const W = 320;
const H = 170;
const PAD = { left: 56, right: 12, top: 10, bottom: 28 };

/** T(A) for each market as straight lines from the server's points, with a table of the same. */
export function TaxGraph({ points }: { points: Point[] }) {
  const top = points.at(-1)!;
  const maxTax = Math.max(...MARKETS.map((m) => top.taxes[m]), 1);
  const x = (amount: number) => PAD.left + (amount / top.amount) * (W - PAD.left - PAD.right);
  const y = (tax: number) => H - PAD.bottom - (tax / maxTax) * (H - PAD.top - PAD.bottom);
  const summary = MARKETS.map(
    (m) => `${m}: ${formatWon(top.amount)}을 팔면 ${formatWon(top.taxes[m])}`,
  ).join(', ');
  return (
    <figure className="tax-graph">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`매도 금액에 따른 세금 그래프. ${summary}`}
      >
        <line className="tax-axis" x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} />
        <line className="tax-axis" x1={PAD.left} y1={y(0)} x2={PAD.left} y2={PAD.top} />
        <text className="tax-tick" x={PAD.left - 4} y={y(maxTax) + 4} textAnchor="end">
          {formatWon(maxTax)}
        </text>
        <text className="tax-tick" x={W - PAD.right} y={H - 8} textAnchor="end">
          A = {formatWon(top.amount)}
        </text>
        {MARKETS.map((m) => (
          <polyline
            key={m}
            className={`tax-line tax-${m}`}
            points={points.map((p) => `${x(p.amount)},${y(p.taxes[m])}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption className="tax-legend">
        {MARKETS.map((m) => (
          <span key={m} className={`tax-key tax-${m}`}>
            {m}
          </span>
        ))}
      </figcaption>
      <div className="curve-table-scroll" tabIndex={0} role="region" aria-label="T(A) 값 표">
        <table className="lesson-table curve-table">
          <caption>매도 금액 A에 따른 세금 T(A)</caption>
          <thead>
            <tr>
              <th scope="col">A</th>
              {MARKETS.map((m) => (
                <th key={m} scope="col" className="num">
                  {m}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.slice(1).map((p) => (
              <tr key={p.amount}>
                <th scope="row">{formatWon(p.amount)}</th>
                {MARKETS.map((m) => (
                  <td key={m} className="num">
                    {formatWon(p.taxes[m])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
