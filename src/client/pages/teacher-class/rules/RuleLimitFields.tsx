import type { ComponentProps } from 'react';
import { NumberField } from './NumberField';
import type { RulesField } from './useClassRulesDraft';

type Limit = Omit<ComponentProps<typeof NumberField>, 'name'> & {
  name: 'cash' | 'feePercent' | 'maxShare' | 'maxOrders';
};

const noLimit = { inputMode: 'numeric', min: 1, placeholder: '제한 없음' } as const;

/** Two rows of two: the money rules, then the limits. */
const rows: Limit[][] = [
  [
    {
      name: 'cash',
      id: 'rule-cash',
      label: '시작 자금 (원)',
      inputMode: 'numeric',
      min: 0,
      step: 1000,
      hint: '새로 승인되는 학생과 현금 초기화에 쓰입니다',
    },
    {
      name: 'feePercent',
      id: 'rule-fee',
      label: '수수료율 (%)',
      inputMode: 'decimal',
      min: 0,
      max: 1,
      step: 0.001,
    },
  ],
  [
    { name: 'maxShare', id: 'rule-share', label: '한 종목 비중 한도 (%)', max: 100, ...noLimit },
    { name: 'maxOrders', id: 'rule-orders', label: '하루 주문 한도 (회)', max: 1000, ...noLimit },
  ],
];

/** Starting cash, fee rate and the two limits (empty means no limit). */
export function RuleLimitFields({ field }: { field: RulesField }) {
  return rows.map((row) => (
    <div className="field-row" key={row[0]!.id}>
      {row.map(({ name, ...limit }) => (
        <NumberField key={name} {...limit} {...field(name)} />
      ))}
    </div>
  ));
}
