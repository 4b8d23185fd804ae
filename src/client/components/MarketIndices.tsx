import { useEffect } from 'react';
import { formatPoints } from '../../shared/format';
import { marketApi } from '../../shared/contracts/market';
import { useApiQuery } from '../data/useApiQuery';
import { PriceChange } from './PriceChange';

// Indices move slowly beside a stock's ticks: a poll as often as the chart's refresh is enough.
const POLL_MS = 10_000;
const signedPoints = (change: number) => formatPoints(change, true);

/** KOSPI and KOSDAQ now with their change; 지수 정보 없음 where the feed has none. */
export function MarketIndices({
  className = '',
  showAmount = true,
}: {
  className?: string;
  /** The change in points beside the percentage (the projector's narrow cells show only the latter). */
  showAmount?: boolean;
}) {
  const { data, refetch } = useApiQuery(marketApi.indices);
  useEffect(() => {
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  if (!data) return null;
  return (
    <ul className={`market-indices ${className}`} aria-label="시장 지수">
      {data.map(({ name, now }) => (
        <li key={name} className="market-index" title={now?.label}>
          <span className="market-index-name">{name}</span>
          {now ? (
            <>
              <span className="market-index-level">{formatPoints(now.level)}</span>
              <PriceChange
                change={now.change}
                changePercent={now.changePercent}
                formatAmount={signedPoints}
                showAmount={showAmount}
              />
            </>
          ) : (
            <span className="market-index-none">지수 정보 없음</span>
          )}
        </li>
      ))}
    </ul>
  );
}
