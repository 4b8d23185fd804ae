import { RationaleChecklist } from './RationaleChecklist';
import { QuantityShortcuts } from './QuantityShortcuts';

/** 수량 (주) with the 10% / 25% / … shortcuts of what the student can order. */
export function QuantityField({
  value,
  onChange,
  isBuy,
  max,
  orderable,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  isBuy: boolean;
  max: number | undefined;
  orderable: number;
  error: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor="trade-quantity">수량 (주)</label>
      <input
        id="trade-quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'trade-quantity-error' : undefined}
      />
      <QuantityShortcuts
        orderable={orderable}
        isBuy={isBuy}
        onPick={(picked) => onChange(String(picked))}
      />
      {error && (
        <span id="trade-quantity-error" className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** 투자 판단 근거 with the checklist of what a good rationale names. */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor="trade-reason">투자 판단 근거</label>
      <textarea
        id="trade-reason"
        value={value}
        maxLength={1000}
        placeholder="왜 이 종목을 이 수량만큼 사거나 파는지 적어 주세요."
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'trade-reason-error' : undefined}
      />
      <RationaleChecklist text={value} />
      {error && (
        <span id="trade-reason-error" className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
