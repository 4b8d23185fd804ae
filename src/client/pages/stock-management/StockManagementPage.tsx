import { formatNumber } from '../../../shared/format';
import { Icon } from '../../components/Icon';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { ManagementTable } from './ManagementTable';
import { StockFilters } from './StockFilters';
import { useStockManagement } from './useStockManagement';
import './stock-management.css';

export function StockManagementPage() {
  const manager = useStockManagement();

  return (
    <section className="page stock-management">
      <header className="page-header">
        <h1 className="page-title">
          <Icon name="chart" size={26} /> 주식 가격 관리
        </h1>
        <span className="counter">
          전체 {formatNumber(manager.stocks.length)}개 · 추적 중{' '}
          <strong>{formatNumber(manager.tracked.length)}</strong>개
        </span>
      </header>
      <p className="muted">
        학생들이 거래할 수 있는 종목과 가격을 고릅니다. <strong>추적</strong>하는 종목은 서버가
        가격을 계속 받아 와 차트와 시세가 움직이고, 추적하지 않는 종목은 마지막 종가로 보입니다.
        학생의 관심종목과 보유 종목은 추적하지 않아도 가격을 받습니다.
      </p>

      <StockFilters manager={manager} />

      <div className="card table-card">
        {manager.loading ? (
          <Spinner />
        ) : (
          <ManagementTable
            stocks={manager.visible}
            sort={manager.sort}
            onSort={manager.sortBy}
            onToggle={(stock) => void manager.toggleTracking(stock)}
          />
        )}
      </div>

      <Pagination {...manager.page} />
    </section>
  );
}
