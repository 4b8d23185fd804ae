import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { kstDate, marketClosedMessage } from '../../../shared/domain/market/calendar';
import { inTimetable, nextPeriodText } from '../../../shared/domain/trading/rules/trading-time';
import { messages } from '../../../shared/messages';
import type { MyClassRules } from '../../../shared/schemas/class-rules';
import { Icon } from '../Icon';
import { marketStatusAtom } from '../../state/realtime';

// The bell is checked again this often, so buttons open and close with the lesson.
const CLOCK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Why orders cannot be placed now, or null when they can. */
export interface TradingWindow {
  closed: boolean;
  notice: string | null;
}

/**
 * Closed when the market is (live providers follow KRX hours) or, for a class that trades by
 * its 시간표, outside its periods: said before a student writes a whole rationale.
 */
export function useTradingWindow(rules: MyClassRules['rules'] | undefined): TradingWindow {
  const market = useAtomValue(marketStatusAtom);
  const status = market?.status;
  const now = useNow();
  if (market && status === 'closed')
    return { closed: true, notice: marketClosedMessage(kstDate(new Date(market.serverTime))) };
  if (rules?.tradingHours === 'TIMETABLE' && !inTimetable(rules.timetable, now)) {
    const next = nextPeriodText(rules.timetable, now);
    return {
      closed: true,
      notice: `지금은 우리 반 수업 시간이 아니어서 주문할 수 없어요.${next ? ` 다음 수업: ${next}` : ''}`,
    };
  }
  return { closed: false, notice: status === 'degraded' ? messages.marketDegraded : null };
}

export function MarketNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <div className="banner" role="status">
      <Icon name="signal" />
      <p>{notice}</p>
    </div>
  );
}
