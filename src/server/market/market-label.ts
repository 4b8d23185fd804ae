import type { MarketStatus } from './types';

const statusText: Record<string, string> = {
  running: '시세 전달 중',
  // A live provider failing: prices shown are the last known ones, marked 지연.
  degraded: '시세 지연',
  // Live providers outside KRX hours (replay and sim keep their own market time).
  closed: '장 마감',
  stopped: '시세 정지',
};

/** The market line a classroom reads: what the feed is doing and where prices come from. */
export function marketLabel(market: MarketStatus): { status: string; label: string } {
  return {
    status: statusText[market.status] ?? market.status,
    label: market.label ?? market.provider,
  };
}
