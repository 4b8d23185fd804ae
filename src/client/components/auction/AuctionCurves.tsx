import { formatNumber } from '../../../shared/format';
import type { AuctionOrder, PriceQuantityPoint } from '../../../shared/schemas/auctions';
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
  const frame = curvesFrame({ ...props, ...props.scaleTo });
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
