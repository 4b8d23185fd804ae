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

describe('adjustForCorporateAction with the share ratio: KRX allots ⌊q × ratio⌋', () => {
  it.each<
    [string, CorporateActionInput, { quantity: number; cashIn: number; averagePrice: number }]
  >([
    // 아진엑스텍 2026-01-28 1주당 1주 무상증자: 16,970 → 8,490 (the tick grid, not 8,485); 1 → 2
    [
      '무상증자 1:1, one share',
      {
        kind: 'bonus',
        previousClose: 16_970,
        basePrice: 8_490,
        quantity: 1,
        averagePrice: 16_000,
        shareRatio: 2,
      },
      { quantity: 2, cashIn: 0, averagePrice: 8_000 },
    ],
    // 7 × 2 = 14, no fraction (the price rule gave 13 + 8,420 won)
    [
      '무상증자 1:1, seven shares',
      {
        kind: 'bonus',
        previousClose: 16_970,
        basePrice: 8_490,
        quantity: 7,
        averagePrice: 16_000,
        shareRatio: 2,
      },
      { quantity: 14, cashIn: 0, averagePrice: 8_000 },
    ],
    // 티웨이항공 2026-01-28 5 % 주식배당: 100 × 1.05 = 105 (the price rule gave 104 + 1,404 won)
    [
      '주식배당 5 %',
      {
        kind: 'bonus',
        previousClose: 1_521,
        basePrice: 1_449,
        quantity: 100,
        averagePrice: 2_100,
        shareRatio: 1.05,
      },
      { quantity: 105, cashIn: 0, averagePrice: 2_000 },
    ],
    // 7 × 1.05 = 7.35: 7 shares and ⌊0.35 × 1,449⌋ = ⌊507.15⌋ = 507 won 단주 대금
    [
      '주식배당 5 % with a fraction',
      {
        kind: 'bonus',
        previousClose: 1_521,
        basePrice: 1_449,
        quantity: 7,
        averagePrice: 2_100,
        shareRatio: 1.05,
      },
      { quantity: 7, cashIn: 507, averagePrice: 2_000 },
    ],
    // 에이비프로바이오 2026-03-12 10:1 감자: 100 × 0.1 = 10 (the price rule gave 11)
    [
      '감자 10:1',
      {
        kind: 'reduction',
        previousClose: 140,
        basePrice: 1_199,
        quantity: 100,
        averagePrice: 150,
        shareRatio: 0.1,
      },
      { quantity: 10, cashIn: 0, averagePrice: 1_500 },
    ],
    // 15 × 0.1 = 1.5: 1 share and ⌊0.5 × 1,199⌋ = 599 won
    [
      '감자 10:1 with a fraction',
      {
        kind: 'reduction',
        previousClose: 140,
        basePrice: 1_199,
        quantity: 15,
        averagePrice: 150,
        shareRatio: 0.1,
      },
      { quantity: 1, cashIn: 599, averagePrice: 1_500 },
    ],
    // LS ELECTRIC 2026-04-13 액면분할 5:1: 788,000 → 157,600; 3 → 15
    [
      '액면분할 5:1',
      {
        kind: 'split',
        previousClose: 788_000,
        basePrice: 157_600,
        quantity: 3,
        averagePrice: 700_000,
        shareRatio: 5,
      },
      { quantity: 15, cashIn: 0, averagePrice: 140_000 },
    ],
  ])('%s', (_label, input, expected) => {
    const result = adjustForCorporateAction(input);
    expect({
      quantity: result.quantity,
      cashIn: result.cashIn,
      averagePrice: Math.round(result.averagePrice * 1e6) / 1e6,
    }).toEqual(expected);
    const average = result.explanations.find((e) => e.label === '조정 후 평균 단가');
    expect(average?.explanation.value).toBe(expected.averagePrice);
  });
});

it('says the value moved by the tick rounding: 7 × 16,970 = 118,790 → 14 × 8,490 = 118,860', () => {
  const { explanations } = adjustForCorporateAction({
    kind: 'bonus',
    previousClose: 16_970,
    basePrice: 8_490,
    quantity: 7,
    averagePrice: 16_000,
    shareRatio: 2,
  });
  const value = explanations.at(-1);
  expect(value?.label).toBe('평가금액 (전 → 후)');
  expect(value?.explanation.steps.map((s) => s.value)).toEqual([118_790, 118_860]);
});
