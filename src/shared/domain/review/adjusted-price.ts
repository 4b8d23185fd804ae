import { explained, texNumber, texWon, type Explained } from '../maths/explained';

/** A corporate action of the traded stock applied after the trade (0018). */
export interface LaterAction {
  kindLabel: string;
  /** The first trading day at the base price. */
  marketDate: string;
  previousClose: number;
  basePrice: number;
  /** New shares per old share where the data knows it (the holding was allotted by it). */
  shareRatio?: number | null;
}

// The factor the holding's average price was scaled by: ÷ the share ratio where the data knows
// it (7 shares of 아진엑스텍 became 14), else the price rule, base price ÷ previous close.
const factorOf = (a: LaterAction) =>
  a.shareRatio ? 1 / a.shareRatio : a.basePrice / a.previousClose;
const factorTex = (a: LaterAction) =>
  a.shareRatio
    ? `\\frac{1}{${texNumber(a.shareRatio, 4)}}`
    : `\\frac{${texWon(a.basePrice)}}{${texWon(a.previousClose)}}`;

/**
 * The trade's price in today's shares (수정 거래 가격), as brokers show 권리락 adjusted prices:
 * the original × each later action's factor, the one 0018 scales the average price by (1 ÷ the
 * share ratio, or base price ÷ previous close). Rounded to the won. Null when nothing happened to
 * the stock since.
 */
export function adjustedTradePrice(price: number, actions: LaterAction[]): Explained | null {
  if (actions.length === 0) return null;
  const factors = actions.map(factorOf);
  const exact = factors.reduce((product, factor) => product * factor, price);
  const factorSteps = actions.map((a, i) => ({
    expression: `\\text{${a.marketDate} ${a.kindLabel}: } ${factorTex(a)}`,
    value: factors[i]!,
    unit: 'number' as const,
  }));
  const written = actions.map(factorTex);
  return explained(
    'won',
    actions.some((a) => a.shareRatio)
      ? '\\text{수정 거래 가격} = \\text{거래 가격} \\times \\prod \\frac{1}{\\text{주식 비율}}'
      : '\\text{수정 거래 가격} = \\text{거래 가격} \\times \\prod \\frac{\\text{기준가}}{\\text{전일 종가}}',
    [
      ...factorSteps,
      { expression: [texWon(price), ...written].join(' \\times '), value: exact },
      {
        expression: `${texNumber(exact, 2)} \\ (\\text{원 단위 반올림})`,
        value: Math.round(exact),
      },
    ],
    '거래 뒤 기업 행사로 주식 수가 바뀌었어요. 지금의 주식 한 주로 따진 거래 가격이라, 현재가와 바로 비교할 수 있어요.',
  );
}
