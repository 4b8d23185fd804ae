import type { QueueItem, ReviewQuery } from '../../../shared/schemas/reviews';

export type QueueFilters = {
  status: '' | 'unreviewed' | 'reviewed';
  studentId: string;
  symbol: string;
  side: '' | 'BUY' | 'SELL';
  from: string;
  to: string;
  /** '' newest first; 'number' by 학번. */
  sort: '' | 'number';
};

export const noFilters: QueueFilters = {
  status: '',
  studentId: '',
  symbol: '',
  side: '',
  from: '',
  to: '',
  sort: '',
};

/** The filters as the API's query (empty ones left out by the client). */
export function toQuery(filters: QueueFilters): Record<keyof ReviewQuery, string> {
  return { ...filters };
}

/** Stocks seen in the queue so far (kept while a filter narrows it), for the stock choice. */
export function mergeStocks(known: Map<string, string>, items: QueueItem[]): Map<string, string> {
  const merged = new Map(known);
  for (const item of items) merged.set(item.trade.symbol, item.trade.stockName);
  return merged.size === known.size ? known : merged;
}
