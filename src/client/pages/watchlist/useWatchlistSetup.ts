import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Stock } from '../../../shared/schemas/stocks';
import { watchlistApi } from '../../../shared/contracts/stocks';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';

// docs/product/trading.md#watchlist: at most 10 stocks, at least 1 to save, one change per day.
export const WATCHLIST_MAX = 10;
const MAX_MESSAGE = '최대 10개까지만 선택할 수 있습니다';

export type SelectableStock = Pick<Stock, 'id' | 'symbol' | 'name' | 'market'>;

/** Whether the student may change today, the market's counts, and the choice being made. */
export function useWatchlistSetup() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<SelectableStock[] | null>(null);
  const canChangeRead = useApiQuery(watchlistApi.canChange);
  const statsRead = useApiQuery(watchlistApi.stats);
  // A student without a watchlist yet may be refused one: they start from nothing.
  const currentRead = useApiQuery(watchlistApi.list);
  // A new watchlist may open the portfolio (WATCHLIST_REQUIRED) and changes the dashboard's list.
  const saveWatchlist = useApiMutation(watchlistApi.save, {
    invalidates: [watchlistApi.list, watchlistApi.canChange, portfolioApi.get],
    success: '관심종목을 저장했어요',
    fallback: '관심종목 저장에 실패했습니다',
  });
  const chosen = selected ?? (currentRead.data ?? []).map((entry) => entry.stock);
  const isSelected = (symbol: string) => chosen.some((stock) => stock.symbol === symbol);

  function toggle(stock: SelectableStock) {
    if (isSelected(stock.symbol))
      return setSelected(chosen.filter((s) => s.symbol !== stock.symbol));
    if (chosen.length >= WATCHLIST_MAX) return notify.error(MAX_MESSAGE);
    setSelected([...chosen, stock]);
  }

  async function save() {
    if (chosen.length === 0) return notify.error('최소 1개 종목을 선택해주세요');
    const saved = await saveWatchlist.send({
      body: { stockIds: chosen.map((stock) => stock.id) },
    });
    if (saved) navigate('/dashboard');
  }

  return {
    loaded: Boolean(canChangeRead.data && statsRead.data && !currentRead.isPending),
    canChange: canChangeRead.data?.canChange ?? false,
    stats: statsRead.data,
    chosen,
    isSelected,
    toggle,
    pick: (stocks: SelectableStock[]) => setSelected(stocks.slice(0, WATCHLIST_MAX)),
    save,
    saving: saveWatchlist.pending,
  };
}
