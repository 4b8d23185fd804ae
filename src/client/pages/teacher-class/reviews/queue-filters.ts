import type { z } from 'zod';
import type { QueueItem, zReviewQuery } from '../../../../shared/schemas/reviews';

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

/** The filters as the API's query: an empty filter is left out. */
export function toQuery(filters: QueueFilters): z.input<typeof zReviewQuery> {
  return {
    status: filters.status || undefined,
    studentId: filters.studentId || undefined,
    symbol: filters.symbol || undefined,
    side: filters.side || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: filters.sort || undefined,
  };
}

/** Stocks seen in the queue so far (kept while a filter narrows it), for the stock choice. */
export function mergeStocks(known: Map<string, string>, items: QueueItem[]): Map<string, string> {
  const merged = new Map(known);
  for (const item of items) merged.set(item.trade.symbol, item.trade.stockName);
  return merged.size === known.size ? known : merged;
}
