import { percentOf } from './percent';

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
  const currentValue = holding.quantity * holding.currentPrice;
  const cost = holding.quantity * holding.averagePrice;
  return {
    ...holding,
    currentValue,
    totalValue: currentValue,
    weight: percentOf(currentValue, totalValue),
    profitLoss: Math.round(currentValue - cost),
    profitLossPercent: percentOf(currentValue - cost, cost),
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
  const stockValue = holdings.reduce((sum, h) => sum + h.quantity * h.currentPrice, 0);
  const totalValue = cash + stockValue;
  const totalProfitLoss = totalValue - netDeposits;
  const dayBase = previousClose
    ? previousClose.totalValue + previousClose.depositsSince
    : netDeposits;
  const dailyChange = totalValue - dayBase;
  return {
    cash,
    cashWeight: percentOf(cash, totalValue),
    totalValue,
    netDeposits,
    totalProfitLoss,
    totalProfitLossPercent: percentOf(totalProfitLoss, netDeposits),
    dailyChange,
    dailyChangePercent: percentOf(dailyChange, dayBase),
    holdings: holdings.map((holding) => valueHolding(holding, totalValue)),
  };
}
