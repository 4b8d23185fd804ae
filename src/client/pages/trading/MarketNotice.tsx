import { useAtomValue } from 'jotai';
import { messages } from '../../../shared/messages';
import { Icon } from '../../components/Icon';
import { marketStatusAtom } from '../../state/realtime';

/** Live providers follow KRX hours: outside them, say so before a student writes a rationale. */
export function useMarketClosed(): boolean {
  return useAtomValue(marketStatusAtom)?.status === 'closed';
}

export function MarketNotice() {
  const status = useAtomValue(marketStatusAtom)?.status;
  if (status !== 'closed' && status !== 'degraded') return null;
  return (
    <div className="banner" role="status">
      <Icon name="signal" />
      <p>{status === 'closed' ? messages.marketClosed : messages.marketDegraded}</p>
    </div>
  );
}
