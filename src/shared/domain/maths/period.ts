import {
  explained,
  ratioOrNull,
  redoable,
  texSum,
  texWon,
  unavailable,
  type Explained,
  type Step,
} from './explained';

export interface DatedFlow {
  /** Epoch ms. */
  at: number;
  amount: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The share of the period a flow was invested; flows before the start count fully. */
export function flowWeight(at: number, start: number, end: number): number {
  const span = end - start;
  return span > 0 ? (end - Math.max(at, start)) / span : 1;
}

/**
 * Modified Dietz: (V₁ − V₀ − F) ÷ (V₀ + Σ wᵢFᵢ), each weight written out as the days the flow
 * was invested over the days of the period.
 */
export function explainModifiedDietz({
  startValue,
  endValue,
  flows,
  start,
  end,
  note,
}: {
  startValue: number;
  endValue: number;
  flows: DatedFlow[];
  start: number;
  end: number;
  /** What the period is, when the figure's label does not say (all time: from the first deposit). */
  note?: string;
}): Explained {
  const formula =
    'R = \\frac{V_1 - V_0 - F}{V_0 + \\sum_i w_i F_i},\\quad w_i = \\frac{T - t_i}{T}';
  const netFlows = flows.reduce((sum, f) => sum + f.amount, 0);
  const weights = flows.map((f) => flowWeight(f.at, start, end));
  const weighted = flows.reduce((sum, f, i) => sum + f.amount * weights[i]!, 0);
  const dayCount = (ms: number) => ({ value: ms / DAY_MS, style: 'number' as const, digits: 2 });
  const weightSteps: Step[] = flows.map((f, i) => {
    const [invested, period] = redoable(
      [dayCount(end - Math.max(f.at, start)), dayCount(end - start)],
      ([t, total]) => t! / total!,
      weights[i]!,
      'number',
    );
    return {
      expression: `w_{${i + 1}} = \\frac{${invested}\\text{일}}{${period}\\text{일}}`,
      value: weights[i]!,
      unit: 'number',
    };
  });
  const writtenWeights = redoable(
    weights.map((w) => ({ value: w, style: 'number', digits: 4 })),
    (ws) => ws.reduce((sum, w, i) => sum + w * flows[i]!.amount, 0),
    weighted,
    'won',
  );
  const base = startValue + weighted;
  const ratio = ratioOrNull(endValue - startValue - netFlows, base);
  const steps: Step[] = [
    ...weightSteps,
    {
      expression: `F = ${texSum(flows.map((f) => texWon(f.amount)))}`,
      value: netFlows,
      unit: 'won',
    },
    {
      expression: `\\sum w_i F_i = ${texSum(flows.map((f, i) => `${writtenWeights[i]} \\times ${texWon(f.amount)}`))}`,
      value: weighted,
      unit: 'won',
    },
  ];
  if (ratio === null)
    return unavailable(
      'ratio',
      formula,
      '기간 시작 자산과 가중 입금의 합이 0원 이하라 수익률이 없어요',
    );
  const [writtenWeighted] = redoable(
    [{ value: weighted, style: 'number', digits: 2 }],
    ([w]) => (endValue - startValue - netFlows) / (startValue + w!),
    ratio,
    'ratio',
  );
  return explained(
    'ratio',
    formula,
    [
      ...steps,
      {
        expression: `R = \\frac{${texWon(endValue)} - ${texWon(startValue)} - ${texWon(netFlows)}}{${texWon(startValue)} + ${writtenWeighted}}`,
        value: ratio,
      },
    ],
    note,
  );
}
