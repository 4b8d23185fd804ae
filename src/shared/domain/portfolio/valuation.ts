import { valueOr0 } from '../maths/explained';
import {
  explainHoldingProfitLoss,
  explainHoldingReturn,
  explainMarketValue,
  explainWeight,
} from '../maths/holding';
import {
  explainDailyChange,
  explainDailyChangeRatio,
  explainTotalReturn,
  explainTotalValue,
} from '../maths/portfolio';
import { percentFromRatio } from './percent';

export interface HoldingInput {
  id: number;
  symbol: string;
  name: string;
  quantity: number;
  averagePrice: number;
  /** The price the holding is valued at (the live quote, else the last known close). */
  currentPrice: number;
}

export interface ValuedHolding extends HoldingInput {
  currentValue: number;
  totalValue: number;
  weight: number;
  profitLoss: number;
  profitLossPercent: number;
}

/** The value at the previous KST close and the deposits made since, for the daily change. */
export interface PreviousClose {
  totalValue: number;
  depositsSince: number;
}

export interface Valuation {
  cash: number;
  cashWeight: number;
  totalValue: number;
  netDeposits: number;
  totalProfitLoss: number;
  totalProfitLossPercent: number;
  dailyChange: number;
  dailyChangePercent: number;
  holdings: ValuedHolding[];
}

function valueHolding(holding: HoldingInput, totalValue: number): ValuedHolding {
  const currentValue = valueOr0(
    explainMarketValue({ quantity: holding.quantity, price: holding.currentPrice }),
  );
  return {
    ...holding,
    currentValue,
    totalValue: currentValue,
    weight: percentFromRatio(
      explainWeight({ label: holding.name, part: currentValue, total: totalValue }).value,
    ),
    profitLoss: valueOr0(explainHoldingProfitLoss(holding)),
    profitLossPercent: percentFromRatio(explainHoldingReturn(holding).value),
  };
}

/**
 * Values a portfolio at current prices. The total return is measured against the net deposits
 * (initial cash and teacher adjustments), so a teacher setting cash is never a gain.
 * Without a previous close (a new account) the day starts from nothing plus today's deposits.
 */
export function valuePortfolio({
  cash,
  holdings,
  netDeposits,
  previousClose,
}: {
  cash: number;
  holdings: HoldingInput[];
  netDeposits: number;
  previousClose: PreviousClose | null;
}): Valuation {
  const totalValue = valueOr0(explainTotalValue({ cash, holdings }));
  const dayBase = {
    previousClose: previousClose?.totalValue ?? null,
    depositsSince: previousClose?.depositsSince ?? 0,
    netDeposits,
  };
  return {
    cash,
    cashWeight: percentFromRatio(
      explainWeight({ label: '현금', part: cash, total: totalValue }).value,
    ),
    totalValue,
    netDeposits,
    totalProfitLoss: totalValue - netDeposits,
    totalProfitLossPercent: percentFromRatio(
      explainTotalReturn({ value: totalValue, netDeposits }).value,
    ),
    dailyChange: valueOr0(explainDailyChange(totalValue, dayBase)),
    dailyChangePercent: percentFromRatio(explainDailyChangeRatio(totalValue, dayBase).value),
    holdings: holdings.map((holding) => valueHolding(holding, totalValue)),
  };
}
