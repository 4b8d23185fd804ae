import type { ChangeEvent } from 'react';
import { DEFAULT_CLASS_RULES, type ClassRules } from '../../../shared/schemas/class-rules';
import { TextField } from '../../components/FormField';
import { optionalNumberOf } from '../../hooks/form-numbers';

/** The rules a teacher usually decides when creating a class; the rest keep their defaults. */
export const STARTING_RULES = {
  initialCash: String(DEFAULT_CLASS_RULES.initialCash),
  maxPositionPercent: '',
  maxOrdersPerDay: '',
};
type StartingRules = typeof STARTING_RULES;

export function startingRules(values: StartingRules): ClassRules {
  return {
    ...DEFAULT_CLASS_RULES,
    initialCash: Number(values.initialCash),
    maxPositionPercent: optionalNumberOf(values.maxPositionPercent),
    maxOrdersPerDay: optionalNumberOf(values.maxOrdersPerDay),
  };
}

export function StartingRulesFields({
  field,
  error,
}: {
  field: (name: keyof StartingRules) => {
    name: string;
    value: string;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  error: string | undefined;
}) {
  return (
    <fieldset className="starting-rules">
      <legend>우리 반 규칙 (나중에 클래스 화면에서 더 바꿀 수 있습니다)</legend>
      <TextField
        label="시작 자금 (원)"
        type="number"
        inputMode="numeric"
        {...field('initialCash')}
      />
      <div className="field-row">
        <TextField
          label="한 종목 비중 한도 (%)"
          type="number"
          placeholder="제한 없음"
          {...field('maxPositionPercent')}
        />
        <TextField
          label="하루 주문 한도 (회)"
          type="number"
          placeholder="제한 없음"
          {...field('maxOrdersPerDay')}
        />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
