import { formatDateTime, formatNumber, formatVolume, formatWon } from '../../../shared/format';
import type { Tick } from '../../../shared/realtime/events';
import type { StockPriceRecord } from '../../../shared/schemas/market';
import { PriceChange, SourceLabel } from '../../components/PriceChange';
import { usePriceFlash } from '../../hooks/usePriceFlash';

/** The realtime tick wins over the loaded record whenever one has arrived. */
export function QuoteBlock({ record, tick }: { record: StockPriceRecord; tick: Tick | undefined }) {
  const price = tick?.price ?? record.currentPrice;
  const flash = usePriceFlash(price);
  const previousClose = tick?.previousClose ?? record.previousClose;
  const source = tick?.source ?? record.source;
  const figures = [
    { label: '시가', value: formatNumber(tick?.open ?? record.dayOpen) },
    { label: '전일 종가', value: formatNumber(previousClose) },
    { label: '고가', value: formatNumber(tick?.high ?? record.dayHigh) },
    { label: '저가', value: formatNumber(tick?.low ?? record.dayLow) },
    { label: '거래량', value: formatVolume(tick?.volume ?? record.volume) },
    { label: 'PER', value: record.per == null ? '-' : record.per.toFixed(2) },
  ];
  return (
    <div className="card quote-block">
      <div className="quote-main">
        <strong className={`quote-price ${flash}`} data-testid="current-price">
          {formatWon(price)}
        </strong>
        <PriceChange
          change={tick?.change ?? record.change}
          changePercent={tick?.changePercent ?? record.changePercent}
        />
        <span className="quote-source">
          <SourceLabel label={source.label} stale={source.stale} />
          <span className="muted">
            {' '}
            · 시세 시각 {formatDateTime(tick?.updatedAt ?? record.updatedAt)}
          </span>
        </span>
      </div>
      <dl className="quote-figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
