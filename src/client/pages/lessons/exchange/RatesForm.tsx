import { useId, useState } from 'react';
import { lessonsApi } from '../../../../shared/contracts/lessons';
import type { ExchangeRatesInput } from '../../../../shared/schemas/lessons/exchange';
import { useApiMutation } from '../../../data/useApiMutation';

const FIELDS: Array<{ key: keyof ExchangeRatesInput; label: string }> = [
  { key: 'startRate', label: '시작 S₀ (원/달러)' },
  { key: 'endRate', label: '지금 S₁ (원/달러)' },
  { key: 'spreadPercent', label: '스프레드 (%)' },
  { key: 'preferentialPercent', label: '우대율 (%)' },
];

/** The teacher enters the class's exchange rates: StockClass has no exchange-rate data. */
export function RatesForm({ classId, rates }: { classId: number; rates: ExchangeRatesInput }) {
  const id = useId();
  const [typed, setTyped] = useState(() =>
    Object.fromEntries(FIELDS.map((f) => [f.key, String(rates[f.key])])),
  );
  const save = useApiMutation(lessonsApi.saveExchangeRates, {
    invalidates: [lessonsApi.exchange],
    success: '환율을 저장했어요.',
    fallback: '작업에 실패했습니다.',
  });
  return (
    <form
      className="card exchange-form"
      aria-label="우리 반 환율 입력"
      onSubmit={(e) => {
        e.preventDefault();
        const body = Object.fromEntries(
          FIELDS.map((f) => [f.key, Number(typed[f.key])]),
        ) as ExchangeRatesInput;
        void save.send({ params: { id: classId }, body });
      }}
    >
      <h2 className="card-title">우리 반 환율 입력 (선생님)</h2>
      <p className="curve-note">
        은행 고시 환율을 찾아 입력하세요. 입력하기 전에는 학생에게 &lsquo;예시 환율&rsquo;로 보여요.
      </p>
      <div className="exchange-fields">
        {FIELDS.map((f) => (
          <div className="field" key={f.key}>
            <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
            <input
              id={`${id}-${f.key}`}
              inputMode="decimal"
              value={typed[f.key]}
              onChange={(e) => setTyped({ ...typed, [f.key]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <button type="submit" className="button" disabled={save.pending}>
        환율 저장
      </button>
    </form>
  );
}
