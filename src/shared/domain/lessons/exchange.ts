import {
  explained,
  roundRatio,
  texNumber,
  texPercent,
  texWon,
  type Explained,
} from '../maths/explained';

// 12경수01-02 환율: the student's portfolio seen from abroad and 환전 at a bank. The embedded data
// has no exchange rates: every rate here is the teacher's (or the 예시 default), never market data.

export interface ExchangeRates {
  /** 원/달러 매매기준율 S₀ at the period's start and S₁ now, to 0.01원. */
  startRate: number;
  endRate: number;
  /** 환전 스프레드: 살 때 and 팔 때 differ from the 매매기준율 by this percent of it. */
  spreadPercent: number;
  /** 환율 우대율: the percent of the spread the bank gives back. */
  preferentialPercent: number;
}

/** The 예시 환율 a class uses until its teacher enters rates (labelled 예시 wherever shown). */
export const EXAMPLE_RATES: ExchangeRates = {
  startRate: 1_350,
  endRate: 1_400,
  spreadPercent: 1.75,
  preferentialPercent: 50,
};

const cents = (value: number) => Math.round(value * 100) / 100;
const texRate = (rate: number) => texNumber(rate, 2);

/** r달러 = (1 + r원화) × S₀ ÷ S₁ − 1: a won return seen by an investor who counts in dollars. */
export function explainDollarReturn(wonReturn: number, rates: ExchangeRates): Explained {
  const { startRate, endRate } = rates;
  return explained('ratio', 'r_{\\$} = (1 + r_{\\text{원}}) \\times \\frac{S_0}{S_1} - 1', [
    {
      expression: `(1 + ${texPercent(wonReturn, 4)}) \\times \\frac{${texRate(startRate)}}{${texRate(endRate)}} - 1`,
      value: roundRatio(((1 + wonReturn) * startRate) / endRate - 1),
    },
  ]);
}

/** The spread the customer pays after 우대: s × (1 − 우대율), in percent of the 매매기준율. */
const paidSpread = (rates: ExchangeRates, preferential: boolean) =>
  rates.spreadPercent * (preferential ? 1 - rates.preferentialPercent / 100 : 1);

/** 살 때 (the bank sells dollars) = 매매기준율 × (1 + 스프레드 × (1 − 우대율)), to 0.01원. */
export function explainBuyingRate(rates: ExchangeRates, preferential: boolean): Explained {
  const spread = paidSpread(rates, preferential);
  const formula = preferential
    ? '\\text{살 때} = S \\times (1 + s \\times (1 - \\text{우대율}))'
    : '\\text{살 때} = S \\times (1 + s)';
  const inner = preferential
    ? `${texNumber(rates.spreadPercent, 4)}\\% \\times (1 - ${rates.preferentialPercent}\\%)`
    : `${texNumber(rates.spreadPercent, 4)}\\%`;
  return explained('won', formula, [
    {
      expression: `${texRate(rates.endRate)} \\times (1 + ${inner})`,
      value: cents(rates.endRate * (1 + spread / 100)),
    },
  ]);
}

/** 팔 때 (the bank buys dollars back) = 매매기준율 × (1 − 스프레드), to 0.01원. */
export function explainSellingRate(rates: ExchangeRates): Explained {
  return explained('won', '\\text{팔 때} = S \\times (1 - s)', [
    {
      expression: `${texRate(rates.endRate)} \\times (1 - ${texNumber(rates.spreadPercent, 4)}\\%)`,
      value: cents(rates.endRate * (1 - rates.spreadPercent / 100)),
    },
  ]);
}

/** The dollars `won` buys at a 살 때 rate, cut to the cent: ⌊원 ÷ 살 때 × 100⌋ ÷ 100. */
export function explainDollarsBought(won: number, buyingRate: number): Explained {
  return explained('number', '\\text{달러} = \\text{원화} \\div \\text{살 때 환율}', [
    {
      expression: `${texWon(won)} \\div ${texRate(buyingRate)}`,
      value: Math.floor((won / buyingRate) * 100 + 1e-9) / 100,
    },
  ]);
}

/** The won the same dollars fetch when sold back at once: the round trip's cost is the spread. */
export function explainWonBack(dollars: number, sellingRate: number): Explained {
  return explained(
    'won',
    '\\text{원화} = \\lfloor \\text{달러} \\times \\text{팔 때 환율} \\rfloor',
    [
      {
        expression: `\\lfloor ${texNumber(dollars, 2)} \\times ${texRate(sellingRate)} \\rfloor`,
        value: Math.floor(dollars * sellingRate + 1e-9),
      },
    ],
  );
}
