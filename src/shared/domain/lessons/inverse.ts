import { explained, texWon, unavailable, type Explained } from '../maths/explained';
import {
  det2,
  inverse2,
  multiply,
  roundedEntries,
  texMatrix,
  texNumberMatrix,
  type Matrix,
} from './matrices';

// 역행렬로 두 종목 주문 짜기 ([12경수03-02]): x shares of stock 1 at p₁ and y of stock 2 at p₂
// that spend exactly W won and make exactly N shares:
//   p₁x + p₂y = W,  x + y = N   ⇔   A(x, y)ᵀ = (W, N)ᵀ with A = [[p₁, p₂], [1, 1]],
// solved as (x, y)ᵀ = A⁻¹(W, N)ᵀ, A⁻¹ = (1/det A)[[1, −p₂], [−1, p₁]], det A = p₁ − p₂.
// Fees are left out: the targets are the order's amount, as the 주문 금액 a student types.

export interface OrderStock {
  name: string;
  price: number;
}

export interface OrderTargets {
  /** W: won to spend. */
  budget: number;
  /** N: shares in total. */
  shares: number;
}

const TARGET_STEP = 10_000;

/**
 * Targets a two-stock buy can meet, from the prices: N shares and W between N·(the cheaper
 * price) and N·(the dearer), on a 10,000-won step. `share` is where W sits between the two:
 * the lesson opens at the middle (x ≈ N/2), the 계산 과제 at 40 % (x ≈ 0.4N).
 */
export function targetsFor(a: OrderStock, b: OrderStock, shares: number, share: number) {
  const [low, high] = [Math.min(a.price, b.price) * shares, Math.max(a.price, b.price) * shares];
  const mixed = shares * (share * a.price + (1 - share) * b.price);
  const budget = Math.min(high, Math.max(low, Math.floor(mixed / TARGET_STEP) * TARGET_STEP));
  return { budget, shares };
}

export const LESSON_TARGETS = { shares: 10, share: 1 / 2 };
export const ASSIGNMENT_TARGETS = { shares: 12, share: 0.4 };

export const orderMatrix = (a: OrderStock, b: OrderStock): Matrix => [
  [a.price, b.price],
  [1, 1],
];

const X_FORMULA = 'x = \\frac{1}{\\det A}(W - p_2 N) = \\frac{W - p_2 N}{p_1 - p_2}';
const Y_FORMULA = 'y = \\frac{1}{\\det A}(-W + p_1 N) = \\frac{p_1 N - W}{p_1 - p_2}';

/** The exact x (or y) from A⁻¹'s row times (W, N): the figure the 계산 과제 asks for. */
export function explainOrderShares(
  which: 'x' | 'y',
  a: OrderStock,
  b: OrderStock,
  { budget, shares }: OrderTargets,
): Explained {
  const formula = which === 'x' ? X_FORMULA : Y_FORMULA;
  const det = a.price - b.price;
  if (det === 0) return unavailable('number', formula, sameDetNote(a, { budget, shares }));
  const [top, numerator] =
    which === 'x'
      ? [`${texWon(budget)} - ${texWon(b.price)} \\times ${shares}`, budget - b.price * shares]
      : [`${texWon(a.price)} \\times ${shares} - ${texWon(budget)}`, a.price * shares - budget];
  const value = round4(numerator / det);
  return explained('number', formula, [
    { expression: `\\frac{${top}}{${texWon(a.price)} - ${texWon(b.price)}}`, value },
    { expression: `\\frac{${texWon(numerator)}}{${texWon(det)}}`, value },
  ]);
}

const round4 = (v: number) => Math.round(v * 10_000) / 10_000 + 0;

/** det A = 0: the two rows are proportional, so the targets agree (∞ orders) or clash (none). */
function sameDetNote(a: OrderStock, { budget, shares }: OrderTargets): string {
  const why = `두 종목의 가격이 ${a.price.toLocaleString('ko-KR')}원으로 같아 det A = 0이고 역행렬이 없어요.`;
  return budget === a.price * shares
    ? `${why} W = p × N이라 두 식이 같은 식이 되어, x + y = ${shares}인 주문은 모두 답이에요 (해가 무수히 많아요).`
    : `${why} 어떻게 나누어도 ${shares}주는 ${(a.price * shares).toLocaleString('ko-KR')}원이라 W원을 맞출 수 없어요 (해가 없어요).`;
}

export interface WholeOrder {
  x: number;
  y: number;
  cost: number;
  /** W − cost: won left unspent by rounding (never negative). */
  leftover: number;
  /** Rounded the other way (one more share of the dearer stock): won over W; null if exact. */
  otherWay: { x: number; y: number; over: number } | null;
}

/**
 * Whole shares: N stays exact and x moves to the nearest whole number that keeps the cost within
 * W. With x + y = N the cost is p₂N + (p₁ − p₂)x, so it grows with x when p₁ > p₂ (x rounds
 * down) and falls with x when p₁ < p₂ (x rounds up). Null when the exact order is not
 * 0 ≤ x, y (a target no buy can meet).
 */
export function wholeOrder(
  a: OrderStock,
  b: OrderStock,
  targets: OrderTargets,
  exactX: number,
): WholeOrder | null {
  const { budget, shares } = targets;
  if (exactX < 0 || exactX > shares) return null;
  // exactX is rounded to 4 decimals: an x within 10⁻⁴ of a whole number is that number.
  const near = Math.round(exactX);
  const whole = Math.abs(exactX - near) < 1e-4 ? near : null;
  const x = whole ?? (a.price > b.price ? Math.floor(exactX) : Math.ceil(exactX));
  const y = shares - x;
  const cost = a.price * x + b.price * y;
  const otherX = a.price > b.price ? x + 1 : x - 1;
  const otherWay =
    whole !== null || otherX < 0 || otherX > shares
      ? null
      : {
          x: otherX,
          y: shares - otherX,
          over: a.price * otherX + b.price * (shares - otherX) - budget,
        };
  return { x, y, cost, leftover: budget - cost, otherWay };
}

export interface InverseLessonInput {
  a: OrderStock;
  b: OrderStock;
  targets: OrderTargets;
}

export function inverseLesson({ a, b, targets }: InverseLessonInput) {
  const matrix = orderMatrix(a, b);
  const det = det2(matrix);
  const inverse = inverse2(matrix);
  const x = explainOrderShares('x', a, b, targets);
  const y = explainOrderShares('y', a, b, targets);
  const whole = x.value === null ? null : wholeOrder(a, b, targets, x.value);
  return {
    tex: {
      a: texMatrix([
        [texWon(a.price), texWon(b.price)],
        ['1', '1'],
      ]),
      system: `${texMatrix([
        [texWon(a.price), texWon(b.price)],
        ['1', '1'],
      ])}${texMatrix([['x'], ['y']])} = ${texMatrix([[texWon(targets.budget)], [String(targets.shares)]])}`,
      inverse:
        inverse &&
        `\\frac{1}{${texWon(det)}}${texMatrix([
          ['1', `-${texWon(b.price)}`],
          ['-1', texWon(a.price)],
        ])}`,
      check: inverse && texNumberMatrix(roundedEntries(multiply(matrix, inverse)), 0),
    },
    det: explainDet(a, b),
    x,
    y,
    whole,
    wholeNote: wholeNote(targets, x.value, whole),
  };
}

function explainDet(a: OrderStock, b: OrderStock): Explained {
  return explained('won', '\\det A = p_1 \\times 1 - p_2 \\times 1 = p_1 - p_2', [
    { expression: `${texWon(a.price)} - ${texWon(b.price)}`, value: a.price - b.price },
  ]);
}

function wholeNote(targets: OrderTargets, x: number | null, whole: WholeOrder | null) {
  if (x === null) return null;
  if (whole === null)
    return `x나 y가 음수예요: W = ${targets.budget.toLocaleString('ko-KR')}원이 N주를 모두 싼 종목으로 살 때보다 적거나 모두 비싼 종목으로 살 때보다 많아, 두 종목을 사기만 해서는 맞출 수 없어요.`;
  return whole.leftover === 0
    ? '정확한 해가 정수라 반올림할 필요가 없어요.'
    : `주식은 1주 단위라 총 ${targets.shares}주는 그대로 두고 x를 예산 W를 넘지 않는 가장 가까운 정수로 맞췄어요: ${whole.leftover.toLocaleString('ko-KR')}원이 남아요.${
        whole.otherWay
          ? ` 반대로 x = ${whole.otherWay.x}, y = ${whole.otherWay.y}로 맞추면 ${whole.otherWay.over.toLocaleString('ko-KR')}원이 모자라요.`
          : ''
      }`;
}
