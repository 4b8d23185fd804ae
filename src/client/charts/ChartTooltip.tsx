import { priceChange } from '../../shared/domain/market/price-change';
import type { ChartPeriod } from '../../shared/schemas/market';
import { formatNumber, formatVolume } from '../../shared/format';
import { PriceChange } from '../components/PriceChange';
import { epochMs, type ChartPoint } from './chart-series';

const isIntraday = (period: ChartPeriod) => period === '1D' || period === '1W';

// A tooltip names its day in full: a 1Y chart spans two years.
const tooltipFormat = (period: ChartPeriod): Intl.DateTimeFormatOptions =>
  isIntraday(period)
    ? {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }
    : { year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' };

export const kstLabel = (epoch: number, format: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', ...format }).format(epoch);

export const tooltipLabel = (epoch: number, period: ChartPeriod) =>
  kstLabel(epoch, tooltipFormat(period));

export function ChartTooltip({
  point,
  previousClose,
  period,
}: {
  point: ChartPoint;
  previousClose: number;
  period: ChartPeriod;
}) {
  const { change, changePercent } = priceChange(point.close, previousClose);
  return (
    <dl className="chart-tooltip">
      <dt>{tooltipLabel(epochMs(point.timestamp), period)}</dt>
      <dd />
      <dt>시가</dt>
      <dd>{formatNumber(point.open)}</dd>
      <dt>고가</dt>
      <dd>{formatNumber(point.high)}</dd>
      <dt>저가</dt>
      <dd>{formatNumber(point.low)}</dd>
      <dt>종가</dt>
      <dd>{formatNumber(point.close)}</dd>
      <dt>변동</dt>
      <dd>
        <PriceChange change={change} changePercent={changePercent} />
      </dd>
      <dt>거래량</dt>
      <dd>{formatVolume(point.volume)}</dd>
    </dl>
  );
}
