import { formatNumber } from '../../../shared/format';
import type {
  AuctionLesson,
  AuctionOrder,
  PriceQuantityPoint,
} from '../../../shared/schemas/auctions';
import { curvesFrame, stepPath, type CurvesFrame } from './curves-frame';
import './auction.css';

interface Props {
  demand: PriceQuantityPoint[];
  supply: PriceQuantityPoint[];
  clearingPrice: number | null;
  referencePrice: number;
  myOrders?: AuctionOrder[];
  /** Wider and taller with bigger type on the projector. */
  size?: 'phone' | 'projector';
  /** The curves the axes are scaled to (a replay keeps the final ones: the axes stay put). */
  scaleTo?: Pick<Props, 'demand' | 'supply'>;
  /** 12경수02-05: the supply with the tax, the demand before the income, E₀, E₁ and the wedge. */
  lesson?: AuctionLesson | null;
}

/** The lesson's curves and points over the ordinary two (12경수02-05). */
function LessonOverlay({
  frame,
  lesson,
  size,
}: {
  frame: CurvesFrame;
  lesson: AuctionLesson;
  size: string;
}) {
  const r = size === 'projector' ? 9 : 5;
  const incidence = lesson.incidence;
  return (
    <g className="auction-lesson">
      {lesson.income && lesson.income.demandBefore.length > 0 && (
        <path
          className="auction-demand-before"
          d={stepPath(frame, lesson.income.demandBefore, 'demand')}
        />
      )}
      {lesson.taxedSupply.length > 0 && (
        <path className="auction-supply-taxed" d={stepPath(frame, lesson.taxedSupply, 'supply')} />
      )}
      {incidence && (
        <>
          <line
            className="auction-wedge"
            x1={frame.x(incidence.sellersNet)}
            x2={frame.x(incidence.buyersPrice)}
            y1={frame.y(incidence.quantity)}
            y2={frame.y(incidence.quantity)}
          />
          <text
            className="auction-point-label"
            x={(frame.x(incidence.sellersNet) + frame.x(incidence.buyersPrice)) / 2}
            y={frame.y(incidence.quantity) - r - 2}
            textAnchor="middle"
          >
            t
          </text>
          <circle
            className="auction-point-untaxed"
            cx={frame.x(incidence.untaxed.price)}
            cy={frame.y(incidence.untaxed.quantity)}
            r={r}
          >
            <title>{`세금 없을 때 E₀: ${formatNumber(incidence.untaxed.price)}원, ${formatNumber(incidence.untaxed.quantity)}주`}</title>
          </circle>
          <circle
            className="auction-point-taxed"
            cx={frame.x(incidence.buyersPrice)}
            cy={frame.y(incidence.quantity)}
            r={r}
          >
            <title>{`세금 있을 때 E₁: ${formatNumber(incidence.buyersPrice)}원, ${formatNumber(incidence.quantity)}주`}</title>
          </circle>
        </>
      )}
    </g>
  );
}

function LessonLegend({ lesson }: { lesson: AuctionLesson }) {
  return (
    <>
      {lesson.taxedSupply.length > 0 && (
        <span className="auction-key-taxed">┅ 세금 {formatNumber(lesson.tax)}원을 더한 공급</span>
      )}
      {lesson.income && <span className="auction-key-before">┈ 소득 전 수요</span>}
      {lesson.incidence && (
        <span className="auction-key-points">○ E₀ 세금 없을 때 · ● E₁ 세금 있을 때 · ━ 세금 t</span>
      )}
    </>
  );
}

function Axes({ frame }: { frame: CurvesFrame }) {
  return (
    <g className="auction-axes">
      {frame.priceTicks.map((tick) => (
        <text key={tick.price} x={tick.x} y={frame.height - 4} textAnchor="middle">
          {formatNumber(tick.price)}
        </text>
      ))}
      {frame.quantityTicks.map((tick) => (
        <text key={tick.quantity} x={frame.left - 6} y={tick.y + 4} textAnchor="end">
          {formatNumber(tick.quantity)}
        </text>
      ))}
      <text x={frame.width - frame.right} y={frame.height - 20} textAnchor="end">
        가격(원) →
      </text>
      <text x={frame.left + 4} y={frame.top - 6}>
        ↑ 수량(주)
      </text>
    </g>
  );
}

/**
 * Demand (누적 매수, at or above a price) and supply (누적 매도, at or below) as step functions,
 * price across and quantity up, with the clearing price and the student's own orders marked.
 */
export function AuctionCurves(props: Props) {
  const scale = { ...props, ...props.scaleTo };
  const frame = curvesFrame({
    ...scale,
    supply: [...scale.supply, ...(props.lesson?.taxedSupply ?? [])],
  });
  const size = props.size ?? 'phone';
  return (
    <figure className={`auction-curves auction-curves-${size}`}>
      <svg
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        role="img"
        aria-label={`수요곡선 ${props.demand.length}개 가격, 공급곡선 ${props.supply.length}개 가격`}
      >
        <Axes frame={frame} />
        {props.clearingPrice !== null && (
          <line
            className="auction-clearing"
            x1={frame.x(props.clearingPrice)}
            x2={frame.x(props.clearingPrice)}
            y1={frame.top}
            y2={frame.height - frame.bottom}
          />
        )}
        <path className="auction-demand" d={stepPath(frame, props.demand, 'demand')} />
        <path className="auction-supply" d={stepPath(frame, props.supply, 'supply')} />
        {props.lesson && <LessonOverlay frame={frame} lesson={props.lesson} size={size} />}
        {(props.myOrders ?? []).map((order) => (
          <circle
            key={order.id}
            className={order.side === 'BUY' ? 'auction-mine-buy' : 'auction-mine-sell'}
            cx={frame.x(order.price)}
            cy={frame.y(order.quantity)}
            r={size === 'projector' ? 9 : 6}
          >
            <title>{`내 ${order.side === 'BUY' ? '매수' : '매도'} ${formatNumber(order.quantity)}주 @ ${formatNumber(order.price)}원`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="auction-legend">
        <span className="auction-key-demand">▲ 수요(매수) 곡선</span>
        <span className="auction-key-supply">▼ 공급(매도) 곡선</span>
        {props.lesson && <LessonLegend lesson={props.lesson} />}
        {props.myOrders && props.myOrders.length > 0 && (
          <span className="auction-key-mine">● 내 주문</span>
        )}
        {props.clearingPrice !== null && (
          <span className="auction-key-clearing">
            ┆ 체결가 {formatNumber(props.clearingPrice)}원
          </span>
        )}
      </figcaption>
    </figure>
  );
}
