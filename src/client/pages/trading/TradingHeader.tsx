import { realStocksApi } from '../../../shared/contracts/market';
import { stocksApi } from '../../../shared/contracts/stocks';
import { Icon } from '../../components/Icon';
import { RefreshControls } from '../../components/RefreshControls';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';

/** 모의투자 with the refresh controls, and for staff 가격 업데이트 of every stock. */
export function TradingHeader({
  autoRefresh,
  onAutoRefreshChange,
  reload,
  canUpdatePrices,
}: {
  autoRefresh: boolean;
  onAutoRefreshChange: (on: boolean) => void;
  reload: () => Promise<boolean>;
  canUpdatePrices: boolean;
}) {
  const updateAll = useApiMutation(realStocksApi.updateAllPrices, {
    invalidates: [stocksApi.list],
    success: '주식 가격이 업데이트되었습니다',
    fallback: '가격 업데이트에 실패했습니다',
  });

  async function refresh() {
    if (await reload()) notify.success('가격 정보가 업데이트되었습니다');
    else notify.error('업데이트에 실패했습니다');
  }

  return (
    <header className="page-header">
      <h1 className="page-title">
        <Icon name="chart" size={26} /> 모의투자
      </h1>
      <div className="toolbar">
        <RefreshControls
          autoRefresh={autoRefresh}
          onAutoRefreshChange={onAutoRefreshChange}
          onRefresh={refresh}
        />
        {canUpdatePrices && (
          <button
            type="button"
            className="button button-outline button-small"
            onClick={() => void updateAll.send()}
          >
            가격 업데이트
          </button>
        )}
      </div>
    </header>
  );
}
