import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import {
  adjustForCorporateAction,
  guessCorporateActionKind,
  type CorporateActionInput,
} from './corporate-action';

describe('adjustForCorporateAction: value at the base price = value at the previous close', () => {
  it.each<
    [string, CorporateActionInput, { quantity: number; cashIn: number; averagePrice: number }]
  >([
    // 만호제강 2026-03-09: 7 × 54,400 = 380,800 = 70 × 5,440; 50,000 × 5,440 ÷ 54,400 = 5,000
    [
      '액면분할 ×10, no fraction',
      { kind: 'split', previousClose: 54_400, basePrice: 5_440, quantity: 7, averagePrice: 50_000 },
      { quantity: 70, cashIn: 0, averagePrice: 5_000 },
    ],
    // 3 × 10,000 = 30,000; ⌊30,000 ÷ 4,000⌋ = 7; 30,000 − 7 × 4,000 = 2,000 단주 대금
    [
      '액면분할 ×2.5 with a fraction',
      { kind: 'split', previousClose: 10_000, basePrice: 4_000, quantity: 3, averagePrice: 8_000 },
      { quantity: 7, cashIn: 2_000, averagePrice: 3_200 },
    ],
    // DH오토넥스 2026-01-14: 100 × 1,984 = 198,400; ⌊198,400 ÷ 4,200⌋ = 47; 198,400 − 197,400 = 1,000
    // 2,000 × 4,200 ÷ 1,984 = 4,233.870967…
    [
      '감자',
      {
        kind: 'reduction',
        previousClose: 1_984,
        basePrice: 4_200,
        quantity: 100,
        averagePrice: 2_000,
      },
      { quantity: 47, cashIn: 1_000, averagePrice: 4_233.870_967_741_935 },
    ],
    // 대한제강 2026-01-05: 15 × 19,600 = 294,000; ⌊294,000 ÷ 13,070⌋ = 22; 294,000 − 287,540 = 6,460
    // 20,000 × 13,070 ÷ 19,600 = 13,336.734693…
    [
      '무상증자 ×1.5 with a fraction',
      {
        kind: 'bonus',
        previousClose: 19_600,
        basePrice: 13_070,
        quantity: 15,
        averagePrice: 20_000,
      },
      { quantity: 22, cashIn: 6_460, averagePrice: 13_336.734_693_877_552 },
    ],
    // 루닛 2026-03-18: (38,500 − 36,050) × 10 = 24,500; 40,000 × 36,050 ÷ 38,500 = 37,454.5454…
    [
      '유상증자 권리락',
      {
        kind: 'rights',
        previousClose: 38_500,
        basePrice: 36_050,
        quantity: 10,
        averagePrice: 40_000,
      },
      { quantity: 10, cashIn: 24_500, averagePrice: 37_454.545_454_545_456 },
    ],
  ])('%s', (_, input, expected) => {
    const result = adjustForCorporateAction(input);
    expect(result.quantity).toBe(expected.quantity);
    expect(result.cashIn).toBe(expected.cashIn);
    expect(result.averagePrice).toBeCloseTo(expected.averagePrice, 6);
    expect(result.quantity * input.basePrice + result.cashIn).toBe(
      input.quantity * input.previousClose,
    );
  });

  it('explains the ratio, the new quantity, the cash and the value before and after', () => {
    const { explanations } = adjustForCorporateAction({
      kind: 'bonus',
      previousClose: 19_600,
      basePrice: 13_070,
      quantity: 15,
      averagePrice: 20_000,
    });
    expect(explanations.map((e) => [e.label, e.explanation.value])).toEqual([
      ['비율 (전일 종가 ÷ 기준가)', 1.499617],
      ['조정 후 수량', 22],
      ['단주 대금', 6_460],
      ['조정 후 평균 단가', 13_336.73],
      ['평가금액 (전 = 후)', 294_000],
    ]);
    expect(explanations[4]!.explanation.steps.map((s) => s.value)).toEqual([294_000, 294_000]);
  });

  it('refuses a rights issue whose base price is above the close (it would take cash)', () => {
    expect(() =>
      adjustForCorporateAction({
        kind: 'rights',
        previousClose: 10_000,
        basePrice: 11_000,
        quantity: 1,
        averagePrice: 10_000,
      }),
    ).toThrow(DomainError);
  });
});

describe('guessCorporateActionKind (close ÷ live 기준가)', () => {
  it.each([
    [54_400 / 5_440, 'split'], // 만호제강 ×10
    [19_600 / 13_070, 'bonus'], // 대한제강 1 : 0.5
    [38_500 / 36_050, 'rights'], // 루닛 권리락
    [1_984 / 4_200, 'reduction'], // DH오토넥스 감자
    [1_000 / 5_000, 'merge'], // 5 → 1 액면병합
    [10_050 / 10_000, null], // the recorder missed the closing auction
  ])('%d → %s', (ratio, kind) => {
    expect(guessCorporateActionKind(ratio)).toBe(kind);
  });
});
