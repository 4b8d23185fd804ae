import type { z } from 'zod';
import type { zOutsourcing } from '../../../shared/schemas/privacy';

type Outsourcing = z.infer<typeof zOutsourcing>;

// What each live provider is sent (src/server/market/live/*): the stocks' codes, the dates of the
// daily bars asked for and, for KIS, the school's own key, from the school's server. No user's
// data leaves it.
const LIVE_PROVIDERS: Record<string, Outsourcing> = {
  kis: {
    provider: 'kis',
    name: '한국투자증권 KIS Developers Open API',
    sent: '시세·일봉을 받을 종목 코드와 일봉의 기간, 학교가 발급받은 앱 키·시크릿(토큰과 실시간 접속키 발급용)',
    personalData: false,
  },
  naver: {
    provider: 'naver',
    name: '네이버 금융 시세',
    sent: '시세·일봉·종목 뉴스를 받을 종목 코드와 일봉의 기간',
    personalData: false,
  },
  yahoo: {
    provider: 'yahoo',
    name: 'Yahoo Finance 시세',
    sent: '시세·일봉을 받을 종목 심볼(예: 005930.KS)과 일봉의 기간',
    personalData: false,
  },
};

/** None for the embedded replay or simulation: their market runs inside the school's server. */
export function marketOutsourcing(provider: string): Outsourcing[] {
  const live = LIVE_PROVIDERS[provider];
  return live ? [live] : [];
}
