import {
  explained,
  ratioOrNull,
  texSum,
  texWon,
  texNumber,
  unavailable,
  type Explained,
} from './explained';

export interface PricedHolding {
  name: string;
  quantity: number;
  currentPrice: number;
}

// As in holding.ts, each figure is a plain function its explain… twin takes its value from.

interface Holdings {
  cash: number;
  holdings: PricedHolding[];
}

export const totalValue = ({ cash, holdings }: Holdings) =>
  cash + holdings.reduce((sum, h) => sum + h.quantity * h.currentPrice, 0);

export function explainTotalValue({ cash, holdings }: Holdings): Explained {
  const terms = holdings.map((h) => `${texNumber(h.quantity)} \\times ${texWon(h.currentPrice)}`);
  return explained(
    'won',
    '\\text{총 자산} = \\text{현금} + \\sum_i \\text{수량}_i \\times \\text{현재가}_i',
    [{ expression: `${texWon(cash)} + (${texSum(terms)})`, value: totalValue({ cash, holdings }) }],
  );
}

/** Initial cash and each teacher change, summed: the base of the total return. */
export function explainNetDeposits(deposits: Array<{ amount: number }>): Explained {
  const terms = deposits.map((d) => texWon(d.amount));
  const sum = deposits.reduce((total, d) => total + d.amount, 0);
  return explained('won', '\\text{순입금} = \\text{초기 자금} + \\sum \\text{교사 현금 조정}', [
    { expression: texSum(terms).replace(/\+ -/g, '- '), value: sum },
  ]);
}

interface Invested {
  value: number;
  netDeposits: number;
}

/** (총 자산 − 순입금) ÷ 순입금: a teacher setting cash is a deposit, never a gain. */
export const totalReturnRatio = ({ value, netDeposits }: Invested) =>
  ratioOrNull(value - netDeposits, netDeposits);

export function explainTotalReturn({ value, netDeposits }: Invested): Explained {
  const formula = '\\text{총 수익률} = \\frac{\\text{총 자산} - \\text{순입금}}{\\text{순입금}}';
  const ratio = totalReturnRatio({ value, netDeposits });
  if (ratio === null)
    return unavailable('ratio', formula, '순입금이 0원 이하라 수익률을 잴 기준이 없어요');
  return explained('ratio', formula, [
    {
      expression: `\\frac{${texWon(value)} - ${texWon(netDeposits)}}{${texWon(netDeposits)}}`,
      value: ratio,
    },
  ]);
}

export function explainProfitLoss({ value, netDeposits }: { value: number; netDeposits: number }) {
  return explained('won', '\\text{총 손익} = \\text{총 자산} - \\text{순입금}', [
    { expression: `${texWon(value)} - ${texWon(netDeposits)}`, value: value - netDeposits },
  ]);
}

export interface DayBase {
  /** The previous close's value, or null for an account without one (it starts from its deposits). */
  previousClose: number | null;
  depositsSince: number;
  netDeposits: number;
}

const dayBaseOf = (base: DayBase) =>
  base.previousClose === null ? base.netDeposits : base.previousClose + base.depositsSince;

/** 일간 변동 = 총 자산 − (전일 종가 기준 자산 + 그 뒤 입금). */
export const dailyChange = (value: number, base: DayBase) => value - dayBaseOf(base);

/** 일간 변동 ÷ (전일 종가 기준 자산 + 그 뒤 입금); null on a base of nothing. */
export function dailyChangeRatio(value: number, base: DayBase) {
  const dayBase = dayBaseOf(base);
  return ratioOrNull(value - dayBase, dayBase);
}

export function explainDailyChange(value: number, base: DayBase): Explained {
  const formula =
    '\\text{일간 변동} = \\text{총 자산} - (\\text{전일 종가 자산} + \\text{이후 입금})';
  const expression =
    base.previousClose === null
      ? `${texWon(value)} - ${texWon(base.netDeposits)}`
      : `${texWon(value)} - (${texWon(base.previousClose)} + ${texWon(base.depositsSince)})`;
  const note =
    base.previousClose === null ? '전일 종가 기록이 없어 순입금에서 출발해요' : undefined;
  return explained('won', formula, [{ expression, value: dailyChange(value, base) }], note);
}

/**
 * The rate derives its change from the two values (yesterday's close plus deposits since, and
 * today's total), so a student can follow it without the 일간 변동 panel beside it.
 */
export function explainDailyChangeRatio(value: number, base: DayBase): Explained {
  const formula =
    '\\text{일간 변동률} = \\frac{\\text{총 자산} - (\\text{전일 종가 자산} + \\text{이후 입금})}{\\text{전일 종가 자산} + \\text{이후 입금}}';
  const dayBase = dayBaseOf(base);
  const ratio = dailyChangeRatio(value, base);
  if (ratio === null) return unavailable('ratio', formula, '기준 자산이 0원이라 변동률이 없어요');
  const [change] = explainDailyChange(value, base).steps;
  return explained('ratio', formula, [
    { ...change!, unit: 'won' },
    { expression: `\\frac{${texWon(change!.value!)}}{${texWon(dayBase)}}`, value: ratio },
  ]);
}

/** Σ of each holding's 평가손익: the gain that selling everything now would realise. */
export function explainUnrealisedProfitLoss(profitLosses: Explained[]): Explained {
  const values = profitLosses.map((p) => p.value ?? 0);
  return explained('won', '\\text{미실현 손익} = \\sum_i \\text{평가손익}_i', [
    { expression: texSum(values.map(texWon)), value: values.reduce((sum, v) => sum + v, 0) },
  ]);
}
