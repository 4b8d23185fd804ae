import type { SignColumnView } from '../../../../shared/schemas/lessons/graph-shape';
import { formatWon } from '../../../../shared/format';

const signText = { '+': '+', '-': '−', '0': '0' } as const;
const trendWords: Record<string, string> = { '↗': '증가', '↘': '감소', '→': '일정' };

/** The 증감표 as a textbook writes it: t, the sign of f′(t), and what f does, left to right. */
export function SignChartTable({ columns }: { columns: SignColumnView[] }) {
  return (
    <div
      className="curve-table-scroll"
      tabIndex={0}
      role="region"
      aria-label="증감표 (옆으로 밀어 볼 수 있어요)"
    >
      <table className="lesson-table sign-chart">
        <caption>증감표</caption>
        <tbody>
          <tr>
            <th scope="row">t</th>
            {columns.map((c, i) =>
              c.kind === 'interval' ? (
                <td key={i}>⋯</td>
              ) : (
                <td key={i}>
                  {c.t.toLocaleString('ko-KR', { maximumFractionDigits: 2 })}
                  <span className="sub">{c.date.slice(5)}</span>
                </td>
              ),
            )}
          </tr>
          <tr>
            <th scope="row">f′(t)</th>
            {columns.map((c, i) => (
              <td key={i}>
                {c.kind === 'interval' ? signText[c.sign] : c.kind === 'critical' ? '0' : ''}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">f(t)</th>
            {columns.map((c, i) =>
              c.kind === 'interval' ? (
                <td key={i}>
                  <span aria-hidden="true">{c.shape}</span>
                  <span className="visually-hidden">{trendWords[c.shape]}</span>
                </td>
              ) : (
                <td key={i}>
                  {c.shape && <strong>{c.shape} </strong>}
                  {formatWon(Math.round(c.value))}
                </td>
              ),
            )}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
