import { formatNumber, formatWon } from '../../../shared/format';
import type { AuctionLesson } from '../../../shared/schemas/auctions';
import { ExplainButton } from '../maths/ExplainButton';

/**
 * 12경수02-05 after the close: the price the buyers paid and the sellers kept with the tax,
 * beside what the same book would have cleared at without it, and who bore the tax (조세 귀착).
 */
export function AuctionIncidence({ lesson }: { lesson: AuctionLesson }) {
  const incidence = lesson.incidence;
  if (lesson.tax === 0) return null;
  if (!incidence)
    return lesson.note ? <p className="auction-lesson-result muted">{lesson.note}</p> : null;
  return (
    <section className="auction-lesson-result" aria-label="세금 전후 비교 (조세 귀착)">
      <dl className="auction-result" data-testid="auction-incidence">
        <div>
          <dt>세금 없을 때 (같은 주문)</dt>
          <dd>
            {formatWon(incidence.untaxed.price)} · {formatNumber(incidence.untaxed.quantity)}주
          </dd>
        </div>
        <div>
          <dt>판매자가 받은 가격</dt>
          <dd>
            {formatWon(incidence.sellersNet)} (체결가 − 세금 {formatWon(lesson.tax)})
          </dd>
        </div>
        <div>
          <dt>세금 부담</dt>
          <dd>
            구매자 {formatWon(incidence.buyers)} · 판매자 {formatWon(incidence.sellers)}
          </dd>
        </div>
      </dl>
      <ExplainButton
        title="조세 귀착"
        figures={[
          { label: '세금이 없을 때의 균형가격 P₀', explanation: incidence.explanations.untaxed },
          { label: '구매자가 부담한 세금', explanation: incidence.explanations.buyers },
          { label: '판매자가 부담한 세금', explanation: incidence.explanations.sellers },
        ]}
      />
    </section>
  );
}
