import { useId } from 'react';
import type { StockChoice as Choice } from '../../../../shared/schemas/lessons/stock-curve';

/** The stock a lesson works on: one of the student's holdings (largest first) or watchlist. */
export function StockChoice({
  choices,
  value,
  onChange,
}: {
  choices: Choice[];
  value: string | undefined;
  onChange: (symbol: string) => void;
}) {
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <div className="curve-stock-choice">
      <label htmlFor={id}>종목</label>
      <select
        id={id}
        value={value ?? choices[0]!.symbol}
        onChange={(e) => onChange(e.target.value)}
      >
        {choices.map((c) => (
          <option key={c.symbol} value={c.symbol}>
            {c.name} ({c.held > 0 ? `${c.held.toLocaleString('ko-KR')}주 보유` : '관심 종목'})
          </option>
        ))}
      </select>
    </div>
  );
}
