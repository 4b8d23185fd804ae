import { previousBusinessDay } from '../market/calendar';
import { explained, texWon, unavailable, type Explained } from '../maths/explained';
import { column, dot, multiply, subtract, texDot, texMatrix, type Matrix } from './matrices';

// 보유 수량과 주가를 행렬로 ([12경수03-01]): the student's holdings as a row H (1×n), the real
// replayed closes of those stocks as P (n stocks × d KRX days, today's current price last), and
// HP (1×d) = what that holding was worth on each day. The class's holdings as C (students × the
// class's most held stocks) times today's price column p = every student's stock value, and
// C·Δp = how today's price move changed each of them.

/**
 * The KRX days P shows before today, oldest first: the business days right before today, back to
 * the first one the data lacks (the embedded data has gaps of months, never spliced over).
 */
export function closeDays(today: string, traded: (date: string) => boolean, count: number) {
  const days: string[] = [];
  let day = previousBusinessDay(today);
  while (days.length < count && traded(day)) {
    days.unshift(day);
    day = previousBusinessDay(day);
  }
  return days;
}

/** The last close's column when the data has no bar for that day: KRX's 기준가 all the same. */
export const PREVIOUS_CLOSE_LABEL = '전일';

/** Holdings a matrix shows at most: P stays readable on a projector and a phone. */
export const MATRIX_MAX_STOCKS = 5;

export interface MatrixHolding {
  symbol: string;
  name: string;
  quantity: number;
  /** The last KRX close before today: what orders the stocks (stable through the day). */
  previousClose: number;
}

/**
 * The holdings H is made of: the largest at the last close first (ties by name), at most five.
 * The lesson and its 계산 과제 take the same ones.
 */
export const matrixHoldings = <T extends MatrixHolding>(holdings: T[]): T[] =>
  holdings
    .filter((h) => h.quantity > 0)
    .sort(
      (a, b) =>
        b.quantity * b.previousClose - a.quantity * a.previousClose || a.name.localeCompare(b.name),
    )
    .slice(0, MATRIX_MAX_STOCKS);

const ENTRY_FORMULA = '(HP)_{1j} = h_{1}p_{1j} + h_{2}p_{2j} + \\cdots + h_{n}p_{nj}';

/** One entry of HP: the holding row times one day's price column, term by term. */
export function explainHoldingsEntry(quantities: number[], prices: number[]): Explained {
  if (quantities.length === 0)
    return unavailable('won', ENTRY_FORMULA, '보유 종목이 생기면 내 행렬을 만들 수 있어요');
  return explained('won', ENTRY_FORMULA, [
    { expression: texDot(quantities, prices), value: dot(quantities, prices) },
  ]);
}

export interface OwnMatrixInput {
  stocks: Array<{ symbol: string; name: string; quantity: number }>;
  /** KRX days oldest first; the last is today (its price the current one). */
  days: string[];
  /** P: one row per stock, one column per day. */
  prices: Matrix;
}

export function ownMatrix({ stocks, days, prices }: OwnMatrixInput) {
  const h = stocks.map((s) => s.quantity);
  const values = multiply([h], prices)[0]!;
  const at = (j: number) => prices.map((row) => row[j]!);
  const today = days.length - 1;
  const lastClose = today - 1;
  const delta = lastClose >= 0 ? subtract(column(at(today)), column(at(lastClose))) : null;
  return {
    values,
    tex: {
      h: texMatrix([h.map(String)]),
      delta: delta && texMatrix(delta.map(([v]) => [texWon(v!)])),
    },
    /** The entry a student redoes by hand: the last close's column (the 계산 과제's entry). */
    entry:
      lastClose >= 0
        ? explainHoldingsEntry(h, at(lastClose))
        : unavailable('won', ENTRY_FORMULA, '지난 거래일 종가가 아직 없어 오늘 열만 있어요'),
    today: explainHoldingsEntry(h, at(today)),
    change: delta
      ? explainValueChange(
          h,
          delta.map(([v]) => v!),
        )
      : unavailable('won', CHANGE_FORMULA, '지난 거래일 종가가 없어 가격 변화를 구할 수 없어요'),
  };
}

const CHANGE_FORMULA = 'H\\Delta P = H(P_{\\text{오늘}} - P_{\\text{전일}})';

function explainValueChange(h: number[], delta: number[]): Explained {
  return explained('won', CHANGE_FORMULA, [{ expression: texDot(h, delta), value: dot(h, delta) }]);
}

export interface ClassMatrixInput {
  /** The class's most held stocks (the columns of C). */
  stocks: Array<{ symbol: string; name: string }>;
  /** One row per student holding any of them; `self` is the student the lesson is about. */
  rows: Array<{ label: string; self: boolean; quantities: number[] }>;
  /** p: today's prices of those stocks; previous: their last closes. */
  prices: number[];
  previous: number[];
}

export function classMatrix({ rows, prices, previous }: ClassMatrixInput) {
  const c = rows.map((r) => r.quantities);
  const delta = prices.map((p, i) => p - previous[i]!);
  const values = multiply(c, column(prices)).map(([v]) => v!);
  const changes = multiply(c, column(delta)).map(([v]) => v!);
  const self = rows.find((r) => r.self);
  const formula = '(Cp)_{i} = c_{i1}p_{1} + c_{i2}p_{2} + \\cdots';
  const changeFormula = '(C\\Delta p)_{i} = c_{i1}\\Delta p_{1} + c_{i2}\\Delta p_{2} + \\cdots';
  return {
    values,
    changes,
    delta,
    selfValue: self
      ? explained('won', formula, [
          { expression: texDot(self.quantities, prices), value: dot(self.quantities, prices) },
        ])
      : unavailable('won', formula, '이 학생은 우리 반이 많이 가진 종목을 갖고 있지 않아요'),
    selfChange: self
      ? explained('won', changeFormula, [
          { expression: texDot(self.quantities, delta), value: dot(self.quantities, delta) },
        ])
      : unavailable('won', changeFormula, '이 학생은 우리 반이 많이 가진 종목을 갖고 있지 않아요'),
  };
}

/** The columns of C: the class's stocks by total value held today, at most `max`. */
export function mostHeld(
  holdings: Array<{ symbol: string; name: string; quantity: number; price: number }>,
  max = 4,
): Array<{ symbol: string; name: string }> {
  const byStock = new Map<string, { symbol: string; name: string; value: number }>();
  for (const h of holdings) {
    const found = byStock.get(h.symbol) ?? { symbol: h.symbol, name: h.name, value: 0 };
    found.value += h.quantity * h.price;
    byStock.set(h.symbol, found);
  }
  return [...byStock.values()]
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .slice(0, max)
    .map(({ symbol, name }) => ({ symbol, name }));
}
