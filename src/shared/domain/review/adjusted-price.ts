import { explained, texNumber, texWon, type Explained } from '../maths/explained';

/** A corporate action of the traded stock applied after the trade (0018). */
export interface LaterAction {
  kindLabel: string;
  /** The first trading day at the base price. */
  marketDate: string;
  previousClose: number;
  basePrice: number;
}

/**
 * The trade's price in today's shares (수정 거래 가격), as brokers show 권리락 adjusted prices:
 * the original × each later action's factor, base price ÷ previous close, the factor 0018 scales
 * the average price by. Rounded to the won. Null when nothing happened to the stock since.
 */
export function adjustedTradePrice(price: number, actions: LaterAction[]): Explained | null {
  if (actions.length === 0) return null;
  const factors = actions.map((a) => a.basePrice / a.previousClose);
  const exact = factors.reduce((product, factor) => product * factor, price);
  const factorSteps = actions.map((a, i) => ({
    expression: `\\text{${a.marketDate} ${a.kindLabel}: } \\frac{${texWon(a.basePrice)}}{${texWon(a.previousClose)}}`,
    value: factors[i]!,
    unit: 'number' as const,
  }));
  const written = actions.map((a) => `\\frac{${texWon(a.basePrice)}}{${texWon(a.previousClose)}}`);
  return explained(
    'won',
    '\\text{수정 거래 가격} = \\text{거래 가격} \\times \\prod \\frac{\\text{기준가}}{\\text{전일 종가}}',
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
