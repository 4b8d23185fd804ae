import { holdingProfitLoss, holdingReturn, marketValue, weight } from '../maths/holding';
import { dailyChange, dailyChangeRatio, totalReturnRatio, totalValue } from '../maths/portfolio';
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

function valueHolding(holding: HoldingInput, total: number): ValuedHolding {
  const currentValue = marketValue({ quantity: holding.quantity, price: holding.currentPrice });
  return {
    ...holding,
    currentValue,
    totalValue: currentValue,
    weight: percentFromRatio(weight({ part: currentValue, total })),
    profitLoss: holdingProfitLoss(holding),
    profitLossPercent: percentFromRatio(holdingReturn(holding)),
  };
}

/**
 * Values a portfolio at current prices, with the figure functions the 계산 보기 explanations take
 * their values from (maths/holding.ts, maths/portfolio.ts) but without writing their LaTeX: every
 * portfolio answer, leaderboard and snapshot values portfolios, and none sends the explanations
 * (the client and the analytics service write those from the figures). The total return is measured against the net deposits
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
  const total = totalValue({ cash, holdings });
  const dayBase = {
    previousClose: previousClose?.totalValue ?? null,
    depositsSince: previousClose?.depositsSince ?? 0,
    netDeposits,
  };
  return {
    cash,
    cashWeight: percentFromRatio(weight({ part: cash, total })),
    totalValue: total,
    netDeposits,
    totalProfitLoss: total - netDeposits,
    totalProfitLossPercent: percentFromRatio(totalReturnRatio({ value: total, netDeposits })),
    dailyChange: dailyChange(total, dayBase),
    dailyChangePercent: percentFromRatio(dailyChangeRatio(total, dayBase)),
    holdings: holdings.map((holding) => valueHolding(holding, total)),
  };
}
