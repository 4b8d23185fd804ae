import { adjustedTradePrice, type LaterAction } from '../../../shared/domain/review/adjusted-price';
import { priceMoveSince } from '../../../shared/domain/review/price-move';
import { corporateActionLabels } from '../../../shared/domain/trading/corporate-action';
import { corporateActionsRepo } from '../../db/repos/corporate-actions.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';

interface TradeAt {
  symbol: string;
  createdAt: Date | string;
}

/** The corporate actions applied to each traded stock after a trade (ADR 0018). */
export function laterActionsOf(db: DbOrTx, trades: TradeAt[]) {
  const symbols = [...new Set(trades.map((t) => t.symbol))];
  const bySymbol = new Map<string, Array<LaterAction & { appliedAt: number }>>();
  for (const row of corporateActionsRepo.appliedToStocks(db, symbols)) {
    if (row.appliedAt === null) continue;
    const action = {
      ...row,
      kindLabel: corporateActionLabels[row.kind],
      appliedAt: row.appliedAt.getTime(),
    };
    bySymbol.set(row.symbol, [...(bySymbol.get(row.symbol) ?? []), action]);
  }
  return (trade: TradeAt): LaterAction[] =>
    (bySymbol.get(trade.symbol) ?? []).filter(
      (a) => a.appliedAt > new Date(trade.createdAt).getTime(),
    );
}

/**
 * The move since a trade, from its price in today's shares when an action came since: the
 * 수정 거래 가격 (null without one) and the move (null while the stock has no price).
 */
export function moveSinceTrade(
  tradePrice: number,
  currentPrice: number | null,
  laterActions: LaterAction[],
) {
  const adjustedPrice = adjustedTradePrice(tradePrice, laterActions);
  const move =
    currentPrice === null
      ? null
      : priceMoveSince({
          tradePrice: adjustedPrice?.value ?? tradePrice,
          currentPrice,
          adjusted: adjustedPrice !== null,
        });
  return { adjustedPrice, move };
}
