import type { HeldAtClose } from '../../../shared/domain/assignments/calculation';
import type { ValuedHolding } from '../../../shared/domain/portfolio/valuation';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { analyticsRepo } from '../../db/repos/analytics.repo';
import type { PriceStore } from '../../market/price-store';

/**
 * A student's holdings with their 업종 and the last KRX close before today (the quote's previous
 * close; a stock without a quote keeps the price it is valued at). The 행렬 lessons and their 계산
 * 과제 work on the close: it stays the same through the day, so the question a student reads in
 * the morning is still the one checked in the afternoon.
 */
export function heldAtClose(
  prices: PriceStore,
  holdings: ValuedHolding[],
  sectors: Map<string, string>,
): HeldAtClose[] {
  return holdings.map((h) => ({
    symbol: h.symbol,
    name: h.name,
    sector: sectors.get(h.symbol) ?? '기타',
    quantity: h.quantity,
    currentPrice: h.currentPrice,
    previousClose: prices.get(h.symbol)?.previousClose ?? h.currentPrice,
  }));
}

/** heldAtClose with the 업종 read for these holdings. */
export function readHeldAtClose(
  deps: { db: DbOrTx; prices: PriceStore },
  holdings: ValuedHolding[],
): HeldAtClose[] {
  const symbols = holdings.map((h) => h.symbol);
  return heldAtClose(deps.prices, holdings, analyticsRepo.sectors(deps.db, symbols));
}
