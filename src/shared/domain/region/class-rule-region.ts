import { texNumber, texWon } from '../maths/explained';
import { regionVertices, satisfies, wholeCorners, type HalfPlane, type Point } from './half-planes';

// 우리 반 규칙은 부등식의 영역 ([12경수02-06], docs/product/teaching.md#lessons): buying more of two stocks A and B,
// (x, y) = the shares of A and B held afterwards. Cash, fee and the weight cap are linear in
// (x, y); the fee's cut below one won is left out, so a point on a line may miss by a won.

export interface RegionStock {
  name: string;
  price: number;
  held: number;
}

export interface RegionInput {
  a: RegionStock;
  b: RegionStock;
  cash: number;
  /** Cash plus every holding at its price now. */
  totalAssets: number;
  feeRatePpm: number;
  maxPositionPercent: number | null;
  /** Orders still allowed today; null: no limit. */
  ordersLeft: number | null;
  objective: 'SHARES' | 'INVESTED';
}

export interface Inequality extends HalfPlane {
  key: string;
  /** The rule in Korean, and the inequality in LaTeX with the student's numbers. */
  rule: string;
  tex: string;
}

const round = (v: number) => Math.round(v * 100) / 100;

function buyOnly({ a, b }: RegionInput): Inequality[] {
  return [
    {
      key: 'holdA',
      a: -1,
      b: 0,
      c: -a.held,
      rule: `${a.name}: 지금 가진 만큼 이상`,
      tex: `x \\ge ${a.held}`,
    },
    {
      key: 'holdB',
      a: 0,
      b: -1,
      c: -b.held,
      rule: `${b.name}: 지금 가진 만큼 이상`,
      tex: `y \\ge ${b.held}`,
    },
  ];
}

/** p_A(1+f)(x − x₀) + p_B(1+f)(y − y₀) ≤ cash: the buys and their fee fit the cash. */
function cashLine({ a, b, cash, feeRatePpm }: RegionInput): Inequality {
  const k = 1 + feeRatePpm / 1_000_000;
  const [ca, cb] = [a.price * k, b.price * k];
  return {
    key: 'cash',
    a: ca,
    b: cb,
    c: cash + ca * a.held + cb * b.held,
    rule: '현금과 수수료',
    tex: `${texNumber(round(ca), 2)}(x - ${a.held}) + ${texNumber(round(cb), 2)}(y - ${b.held}) \\le ${texWon(cash)}`,
  };
}

/**
 * The stock's value after the buy ≤ w × the total assets after the fee:
 * p·x ≤ w(T − f·p_A(x − x₀) − f·p_B(y − y₀)).
 */
function capLine(input: RegionInput, which: 'a' | 'b', w: number): Inequality {
  const { a, b, totalAssets: t } = input;
  const f = input.feeRatePpm / 1_000_000;
  const own = input[which];
  const [xa, yb] = which === 'a' ? [a.price, 0] : [0, b.price];
  const variable = which === 'a' ? 'x' : 'y';
  return {
    key: which === 'a' ? 'capA' : 'capB',
    a: xa + w * f * a.price,
    b: yb + w * f * b.price,
    c: w * (t + f * a.price * a.held + f * b.price * b.held),
    rule: `한 종목 비중 ${Math.round(w * 100)} % (${own.name})`,
    tex: `${texNumber(own.price, 0)}${variable} \\le ${texNumber(w, 2)} \\times (${texWon(t)} - \\text{수수료})`,
  };
}

/** No orders left today: neither stock can be bought, the region shrinks to the holding. */
function noOrdersLeft({ a, b }: RegionInput): Inequality[] {
  const rule = '하루 주문 한도 (오늘 남은 주문 0회)';
  return [
    { key: 'ordersA', a: 1, b: 0, c: a.held, rule, tex: `x \\le ${a.held}` },
    { key: 'ordersB', a: 0, b: 1, c: b.held, rule, tex: `y \\le ${b.held}` },
  ];
}

export function classRuleInequalities(input: RegionInput): Inequality[] {
  const w = input.maxPositionPercent === null ? null : input.maxPositionPercent / 100;
  return [
    ...buyOnly(input),
    cashLine(input),
    ...(w === null ? [] : [capLine(input, 'a', w), capLine(input, 'b', w)]),
    ...(input.ordersLeft === 0 ? noOrdersLeft(input) : []),
  ];
}

export const objectiveTex = (input: RegionInput) =>
  input.objective === 'SHARES'
    ? 'z = x + y'
    : `z = ${texNumber(input.a.price, 0)}x + ${texNumber(input.b.price, 0)}y`;

const objectiveValue = (input: RegionInput, { x, y }: Point) =>
  round(input.objective === 'SHARES' ? x + y : input.a.price * x + input.b.price * y);

/**
 * The region's corners (its drawing), and the corners of its whole-share points with the
 * objective at each: no one buys 99.9 shares, so the best of those is the one to aim for.
 */
export function buildRegion(input: RegionInput) {
  const inequalities = classRuleInequalities(input);
  const vertices = regionVertices(inequalities).map((p) => ({
    x: round(p.x),
    y: round(p.y),
    value: objectiveValue(input, p),
  }));
  const whole = wholeCorners(inequalities).map((p) => ({ ...p, value: objectiveValue(input, p) }));
  const best = whole.reduce<(typeof whole)[number] | null>(
    (top, v) => (top === null || v.value > top.value ? v : top),
    null,
  );
  return {
    inequalities,
    vertices,
    wholeCorners: whole,
    best,
    objective: objectiveTex(input),
    note:
      input.ordersLeft === 1
        ? '오늘 주문이 1회 남아 두 종목 중 하나만 더 살 수 있어요: 영역 중 지금 보유점에서 가로나 세로로 뻗은 변 위만 가능해요'
        : undefined,
  };
}

/** The inequalities a point (a proposed order's holding) breaks. */
export const brokenRules = (inequalities: Inequality[], point: Point) =>
  inequalities.filter((q) => !satisfies(q, point));
