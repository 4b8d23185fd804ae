import type { z } from 'zod';
import type { zOutsourcing } from '../../../shared/schemas/privacy';

type Outsourcing = z.infer<typeof zOutsourcing>;

// What each live provider is sent (src/server/market/live/*): the symbols of the stocks the
// classes track and the school's own API key, from the school's server. No user's data leaves it.
const LIVE_PROVIDERS: Record<string, Outsourcing> = {
  kis: {
    provider: 'kis',
    name: '한국투자증권 KIS Developers Open API',
    sent: '시세를 받을 종목 코드와 학교가 발급받은 앱 키·시크릿(토큰 발급용)',
    personalData: false,
  },
  naver: {
    provider: 'naver',
    name: '네이버 금융 시세',
    sent: '시세를 받을 종목 코드',
    personalData: false,
  },
  yahoo: {
    provider: 'yahoo',
    name: 'Yahoo Finance 시세',
    sent: '시세를 받을 종목 심볼(예: 005930.KS)',
    personalData: false,
  },
};

/** None for the embedded replay or simulation: their market runs inside the school's server. */
export function marketOutsourcing(provider: string): Outsourcing[] {
  const live = LIVE_PROVIDERS[provider];
  return live ? [live] : [];
}
