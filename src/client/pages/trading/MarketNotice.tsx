import { useAtomValue } from 'jotai';
import { kstDate, marketClosedMessage } from '../../../shared/domain/market/calendar';
import { messages } from '../../../shared/messages';
import { Icon } from '../../components/Icon';
import { marketStatusAtom } from '../../state/realtime';

/** Live providers follow KRX hours: outside them, say so before a student writes a rationale. */
export function useMarketClosed(): boolean {
  return useAtomValue(marketStatusAtom)?.status === 'closed';
}

export function MarketNotice() {
  const market = useAtomValue(marketStatusAtom);
  const status = market?.status;
  if (!market || (status !== 'closed' && status !== 'degraded')) return null;
  return (
    <div className="banner" role="status">
      <Icon name="signal" />
      <p>
        {status === 'closed'
          ? marketClosedMessage(kstDate(new Date(market.serverTime)))
          : messages.marketDegraded}
      </p>
    </div>
  );
}
