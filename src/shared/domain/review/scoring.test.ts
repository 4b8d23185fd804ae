import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import { zRubricInput } from '../../schemas/reviews';
import { DEFAULT_RUBRIC } from './default-rubric';
import { canReflect } from './reflection-rule';
import { averageShare, checkScores, criterionAverages } from './scoring';
import { priceMoveSince } from './price-move';

const criteria = [
  {
    id: 1,
    name: '구체성',
    description: '',
    levels: [
      { label: 'a', points: 1 },
      { label: 'b', points: 3 },
    ],
  },
  { id: 2, name: '위험', description: '', levels: [{ label: 'a', points: 2 }] },
];

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.message : 'other';
  }
  return null;
};

describe('checkScores', () => {
  it('returns the picks in rubric order', () => {
    expect(
      checkScores(criteria, [
        { criterionId: 2, level: 1 },
        { criterionId: 1, level: 2 },
      ]),
    ).toEqual([
      { criterionId: 1, level: 2 },
      { criterionId: 2, level: 1 },
    ]);
  });

  it.each([
    [[{ criterionId: 1, level: 1 }], '모든 평가 기준의 수준을 골라주세요'],
    [
      [
        { criterionId: 1, level: 1 },
        { criterionId: 1, level: 2 },
        { criterionId: 2, level: 1 },
      ],
      '모든 평가 기준의 수준을 골라주세요',
    ],
    [
      [
        { criterionId: 1, level: 1 },
        { criterionId: 2, level: 1 },
        { criterionId: 3, level: 1 },
      ],
      '평가 기준을 찾을 수 없습니다.',
    ],
    [
      [
        { criterionId: 1, level: 3 },
        { criterionId: 2, level: 1 },
      ],
      '선택한 수준이 올바르지 않습니다.',
    ],
    [
      [
        { criterionId: 1, level: 0 },
        { criterionId: 2, level: 1 },
      ],
      '선택한 수준이 올바르지 않습니다.',
    ],
  ])('refuses %j', (picks, message) => {
    expect(failure(() => checkScores(criteria, picks))).toBe(message);
  });
});

describe('rubric validation', () => {
  it('accepts the default rubric', () => {
    expect(zRubricInput.safeParse(DEFAULT_RUBRIC).success).toBe(true);
  });

  it.each([
    [{ criteria: [] }, '평가 기준은 2~6개로 정해주세요'],
    [
      {
        criteria: Array.from({ length: 7 }, (_, i) => ({
          name: `c${i}`,
          levels: [{ label: 'x', points: 1 }],
        })),
      },
      '평가 기준은 2~6개로 정해주세요',
    ],
    [
      {
        criteria: [
          { name: ' ', levels: [{ label: 'x', points: 1 }] },
          { name: 'b', levels: [{ label: 'x', points: 1 }] },
        ],
      },
      '평가 기준 이름을 입력해주세요',
    ],
    [
      {
        criteria: [
          { name: 'a', levels: Array(5).fill({ label: 'x', points: 1 }) },
          { name: 'b', levels: [{ label: 'x', points: 1 }] },
        ],
      },
      '수준은 1~4개로 정해주세요',
    ],
    [
      {
        criteria: [
          { name: 'a', levels: [{ label: '', points: 1 }] },
          { name: 'b', levels: [{ label: 'x', points: 1 }] },
        ],
      },
      '수준 이름을 입력해주세요',
    ],
    [
      {
        criteria: [
          { name: 'a', levels: [{ label: 'x', points: 1.5 }] },
          { name: 'b', levels: [{ label: 'x', points: 1 }] },
        ],
      },
      '점수는 0~100 사이의 정수로 입력해주세요',
    ],
  ])('refuses %#', (input, message) => {
    const result = zRubricInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('criterionAverages', () => {
  it('averages points as a share of each version’s maximum', () => {
    // 3/3 and 1/4: (1 + 0.25) ÷ 2 = 62.5 %
    expect(
      criterionAverages([
        { name: '위험', points: 3, maxPoints: 3 },
        { name: '위험', points: 1, maxPoints: 4 },
      ]),
    ).toEqual([{ name: '위험', percent: 62.5, count: 2 }]);
  });
});

describe('averageShare', () => {
  it('averages each review’s share of its maximum', () => {
    // 12/12 and 4/12: (1 + 0.3333) ÷ 2 = 66.7 %
    expect(
      averageShare([
        { totalPoints: 12, maxPoints: 12 },
        { totalPoints: 4, maxPoints: 12 },
      ]),
    ).toBe(66.7);
    expect(averageShare([])).toBeNull();
  });
});

describe('canReflect', () => {
  const now = new Date('2026-03-20T01:00:00Z');
  it.each([
    ['SELL', '2026-03-20T00:59:00Z', false, true],
    ['BUY', '2026-03-20T00:59:00Z', false, false],
    ['BUY', '2026-03-20T00:59:00Z', true, true],
    ['BUY', '2026-03-13T01:00:00Z', false, true],
    ['BUY', '2026-03-13T01:00:01Z', false, false],
  ] as const)('%s at %s, sold since %s → %s', (type, at, soldSince, expected) => {
    expect(canReflect({ type, createdAt: new Date(at), soldSince, now })).toBe(expected);
  });
});

describe('priceMoveSince', () => {
  it('shows the arithmetic ending in the value', () => {
    // (64,400 − 70,000) ÷ 70,000 × 100 = −8.00 %
    expect(priceMoveSince({ tradePrice: 70_000, currentPrice: 64_400 })).toEqual({
      value: -8,
      formula: '(현재가 − 거래 가격) ÷ 거래 가격 × 100',
      steps: ['(64,400 − 70,000) ÷ 70,000 × 100', '-5,600 ÷ 70,000 × 100', '-8.00%'],
    });
  });
});
