import { formatNumber, formatWon } from '../../../../shared/format';
import type { ElasticityLessonView } from '../../../../shared/schemas/lessons/elasticity';

type Chosen = NonNullable<ElasticityLessonView['chosen']>;

/**
 * P, D(P) and P·D(P) along the demand steps, highest price first as a student walks down the
 * curve: the two steps of the arc are marked, and the one where the sellers would take in most.
 */
export function DemandTable({ chosen }: { chosen: Chosen }) {
  const arcPrices = new Set(chosen.arc ? [chosen.arc.low.price, chosen.arc.high.price] : []);
  const rows = [...chosen.steps].reverse();
  return (
    <>
      <h3 className="lesson-subtitle">계단마다 매도자의 수입 P·D(P)</h3>
      <div
        className="lesson-table-box"
        tabIndex={0}
        role="region"
        aria-label="수요곡선의 계단별 가격, 수요량, 수입 표"
      >
        <table className="lesson-table">
          <thead>
            <tr>
              <th scope="col">가격 P</th>
              <th scope="col">수요량 D(P)</th>
              <th scope="col">수입 P·D(P)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((step) => (
              <tr key={step.price} className={arcPrices.has(step.price) ? 'lesson-row-arc' : ''}>
                <th scope="row">
                  {formatWon(step.price)}
                  {step.price === chosen.clearingPrice && ' P*'}
                </th>
                <td>{formatNumber(step.demand)}주</td>
                <td>
                  {formatWon(step.revenue)}
                  {chosen.bestRevenue?.price === step.price && ' ★'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted lesson-note">
        P*는 체결가, 굵은 두 줄이 탄력성을 구한 두 계단이에요. 두 계단 사이의 |E|는 낮은 가격의
        수입이 더 크면 1보다 크고, 작으면 1보다 작아요. 그래서 수입이 가장 큰 계단(★)과 바로 위 계단
        사이는 |E| &gt; 1, 바로 아래 계단 사이는 |E| &lt; 1이에요.
      </p>
    </>
  );
}
