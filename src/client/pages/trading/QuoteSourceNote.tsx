import { SourceLabel } from '../../components/PriceChange';
import { useLiveQuote } from '../../hooks/useLiveQuotes';

/** Where the table's prices come from ("실시간 · KIS", "과거 시세 재생 · 2026-03-09"). */
export function QuoteSourceNote({ symbol }: { symbol: string }) {
  const tick = useLiveQuote(symbol);
  if (!tick) return null;
  return (
    <p className="quote-source-note">
      시세 출처 <SourceLabel label={tick.source.label} stale={tick.source.stale} />
    </p>
  );
}
