import type { PriceQuantityPoint } from '../../../shared/schemas/auctions';
import type { PlotFrame } from '../plot/PlotAxes';

export interface CurvesFrame extends PlotFrame {
  x: (price: number) => number;
  y: (quantity: number) => number;
  priceTicks: Array<{ price: number; x: number }>;
  quantityTicks: Array<{ quantity: number; y: number }>;
}

const SIZES = {
  phone: { width: 340, height: 240, left: 44, right: 12, top: 22, bottom: 30 },
  projector: { width: 1100, height: 520, left: 80, right: 24, top: 36, bottom: 44 },
};

const niceStep = (span: number, count: number) => {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw) ?? raw;
};

const ticksOf = (from: number, to: number, count: number) => {
  const step = niceStep(Math.max(1, to - from), count);
  const ticks: number[] = [];
  for (let v = Math.ceil(from / step) * step; v <= to; v += step) ticks.push(v);
  return ticks;
};

/** Scales for the curves: every price with an order, the reference and the clearing price fit. */
export function curvesFrame(input: {
  demand: PriceQuantityPoint[];
  supply: PriceQuantityPoint[];
  clearingPrice: number | null;
  referencePrice: number;
  size?: 'phone' | 'projector';
}): CurvesFrame {
  const box = SIZES[input.size ?? 'phone'];
  const points = [...input.demand, ...input.supply];
  const prices = [
    ...points.map((p) => p.price),
    input.referencePrice,
    ...(input.clearingPrice === null ? [] : [input.clearingPrice]),
  ];
  const spread = Math.max(...prices) - Math.min(...prices);
  const pad = Math.max(spread * 0.1, input.referencePrice * 0.005);
  const low = Math.min(...prices) - pad;
  const high = Math.max(...prices) + pad;
  const top = Math.max(10, ...points.map((p) => p.quantity)) * 1.1;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (price: number) => box.left + ((price - low) / (high - low)) * plotWidth;
  const y = (quantity: number) => box.top + plotHeight - (quantity / top) * plotHeight;
  const tickCount = input.size === 'projector' ? 8 : 4;
  return {
    ...box,
    x,
    y,
    priceTicks: ticksOf(low, high, tickCount).map((price) => ({ price, x: x(price) })),
    quantityTicks: ticksOf(0, top, 4).map((quantity) => ({ quantity, y: y(quantity) })),
  };
}

/**
 * The SVG path of a step curve. Demand at p counts buys at or above p, so it holds its value up
 * to each order price and drops just after; supply counts sells at or below p, so it rises at
 * each order price and holds until the next.
 */
export function stepPath(
  frame: CurvesFrame,
  points: PriceQuantityPoint[],
  kind: 'demand' | 'supply',
): string {
  if (points.length === 0) return '';
  const right = frame.width - frame.right;
  const at = (price: number, quantity: number) => `${frame.x(price)},${frame.y(quantity)}`;
  if (kind === 'demand') {
    const steps = points.map(
      (p, i) => `L${at(p.price, p.quantity)} L${at(p.price, points[i + 1]?.quantity ?? 0)}`,
    );
    return `M${frame.left},${frame.y(points[0]!.quantity)} ${steps.join(' ')} L${right},${frame.y(0)}`;
  }
  const steps = points.map(
    (p, i) => `L${at(p.price, points[i - 1]?.quantity ?? 0)} L${at(p.price, p.quantity)}`,
  );
  return `M${frame.left},${frame.y(0)} ${steps.join(' ')} L${right},${frame.y(points.at(-1)!.quantity)}`;
}
