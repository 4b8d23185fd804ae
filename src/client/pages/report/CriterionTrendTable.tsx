import type { StudentReport } from '../../../shared/schemas/reviews';

/** Rubric averages per criterion: overall and per month, as a percent of the maximum. */
export function CriterionTrendTable({ criteria }: { criteria: StudentReport['criteria'] }) {
  if (criteria.length === 0) return <p className="muted small">평가받은 근거가 없습니다</p>;
  const periods = [...new Set(criteria.flatMap((c) => c.periods.map((p) => p.period)))].sort();
  return (
    <table className="data-table report-trend">
      <thead>
        <tr>
          <th scope="col">기준</th>
          {periods.map((period) => (
            <th key={period} scope="col" className="num">
              {period.replace('-', '.')}
            </th>
          ))}
          <th scope="col" className="num">
            전체
          </th>
        </tr>
      </thead>
      <tbody>
        {criteria.map((criterion) => (
          <tr key={criterion.name}>
            <th scope="row">{criterion.name}</th>
            {periods.map((period) => {
              const found = criterion.periods.find((p) => p.period === period);
              return (
                <td key={period} className="num">
                  {found ? `${found.percent}%` : '-'}
                </td>
              );
            })}
            <td className="num">
              <strong>{criterion.overall}%</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
