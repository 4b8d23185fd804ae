import { createCipheriv, randomBytes } from 'node:crypto';
import { roundToTick, tickDown, tickUp } from '../../../shared/domain/market/tick-size';

// What the KIS fake says, in KIS's shapes: quotation outputs, realtime records and daily rows.

export interface Stock {
  previousClose: number;
  price: number;
  open: number;
  high: number;
  low: number;
  volume: number;
}

export const DEFAULT_PRICES: Record<string, number> = {
  '005930': 71_000, // 삼성전자
  '000660': 180_000, // SK하이닉스
  '035420': 200_000, // NAVER
  '247540': 250_000, // 에코프로비엠
  '091990': 70_000, // 셀트리온헬스케어
};

export const QUOTATIONS = '/uapi/domestic-stock/v1/quotations/';
export const TR_BY_PATH: Record<string, string> = {
  'inquire-price': 'FHKST01010100',
  'inquire-asking-price-exp-ccn': 'FHKST01010200',
  'inquire-daily-itemchartprice': 'FHKST03010100',
};
export const SYMBOL = /^[0-9A-Z]{6}$/;
// The fake may run for a whole e2e session; its logs keep only the latest entries.
const LOG_LIMIT = 10_000;

export function remember<T>(log: T[], entry: T) {
  log.push(entry);
  if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
}
export const OK = { rt_cd: '0', msg_cd: 'MCA00000', msg1: '정상처리 되었습니다.' };

export function basePrice(symbol: string): number {
  if (DEFAULT_PRICES[symbol]) return DEFAULT_PRICES[symbol];
  let hash = 2_166_136_261;
  for (const char of symbol) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return roundToTick(10_000 + (hash % 90_000), 'nearest');
}

/** KST wall clock pieces. */
export function kst(now = Date.now()) {
  const iso = new Date(now + 9 * 3_600_000).toISOString();
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 19);
  return {
    yyyymmdd: date.replaceAll('-', ''),
    hhmmss: time.replaceAll(':', ''),
    dateTime: `${date} ${time}`,
  };
}

export const ascii = (length: number) => randomBytes(length).toString('base64url').slice(0, length);
export const sign = (change: number) => (change > 0 ? '2' : change < 0 ? '5' : '3');
export const rate = (change: number, base: number) => ((change / base) * 100).toFixed(2);

export function askLadder(price: number) {
  const asks: number[] = [];
  let at = price;
  for (let i = 0; i < 10; i += 1) asks.push((at = tickUp(at)));
  const bids: number[] = [];
  at = price;
  for (let i = 0; i < 10; i += 1, at = tickDown(at)) bids.push(at);
  return { asks, bids, qty: (level: number) => 1_000 * (level + 1) + (price % 97) };
}

// H0STCNT0: 46 fields, in KIS's column order; 44 (MRKT_TRTM_CLS_CODE, 임의종료구분) comes empty.
export function tradeRecord(symbol: string, s: Stock): string {
  const fields = Array.from({ length: 46 }, () => '0');
  const change = s.price - s.previousClose;
  const { yyyymmdd, hhmmss } = kst();
  const set = (index: number, value: string | number) => (fields[index] = String(value));
  [symbol, hhmmss, s.price, sign(change), change, rate(change, s.previousClose), s.price].forEach(
    (value, index) => set(index, value),
  );
  [s.open, s.high, s.low, tickUp(s.price), s.price, 10, s.volume].forEach((v, i) => set(7 + i, v));
  set(33, yyyymmdd);
  set(34, '20');
  set(35, 'N');
  set(44, '');
  return fields.join('^');
}

// H0STASP0: 62 fields: code, time, hour class, 10 asks, 10 bids, 10 ask sizes, 10 bid sizes,
// totals, expected (동시호가) fields, 누적거래량, increments, deal class, then the three 중간가
// fields (KMID_PRC, KMID_TOTAL_RSQN, KMID_CLS_CODE) KIS added for NXT.
export function bookRecord(symbol: string, s: Stock): string {
  const { asks, bids, qty } = askLadder(s.price);
  const sizes = Array.from({ length: 10 }, (_, level) => qty(level));
  const sum = sizes.reduce((a, b) => a + b, 0);
  const totals = [sum, sum, 0, 0];
  const expected = [0, 0, 0, 0, '3', '0.00', s.volume];
  const increments = [0, 0, 0, 0, '00'];
  const middle = [0, 0, '0'];
  return [
    symbol,
    kst().hhmmss,
    '0',
    ...asks,
    ...bids,
    ...sizes,
    ...sizes,
    ...totals,
    ...expected,
    ...increments,
    ...middle,
  ].join('^');
}

export function encrypt(plain: string, key: string, iv: string): string {
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key), Buffer.from(iv));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

const DAY_MS = 86_400_000;
const parseDay = (d: string) => Date.UTC(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6, 8));
const formatDay = (t: number) => new Date(t).toISOString().slice(0, 10).replaceAll('-', '');
const isWeekday = (t: number) => new Date(t).getUTCDay() % 6 !== 0;

/** Trading days (weekdays; the fake knows no holidays) from `to` back to `from`, newest first. */
export function weekdaysDescending(from: string, to: string, limit: number): string[] {
  const days: string[] = [];
  for (let t = parseDay(to); t >= parseDay(from) && days.length < limit; t -= DAY_MS) {
    if (isWeekday(t)) days.push(formatDay(t));
  }
  return days;
}

export function weekdayBefore(day: string): string {
  let t = parseDay(day) - DAY_MS;
  while (!isWeekday(t)) t -= DAY_MS;
  return formatDay(t);
}

function dailyClose(symbol: string, yyyymmdd: string): number {
  const day = parseDay(yyyymmdd) / DAY_MS;
  return roundToTick(basePrice(symbol) * (1 + 0.08 * Math.sin(day / 9)), 'nearest');
}

// A trading halt (거래정지): KIS answers the day with every price and volume 0.
const SUSPENDED_DAY = '20240614';
/** The halted days: a fixed one in 2024 and the tenth weekday before today. */
export function isSuspended(day: string, today: string): boolean {
  return day === SUSPENDED_DAY || day === weekdaysDescending('19000101', today, 11)[10];
}

export function suspendedRow(date: string) {
  return {
    stck_bsop_date: date,
    stck_clpr: '0',
    stck_oprc: '0',
    stck_hgpr: '0',
    stck_lwpr: '0',
    acml_vol: '0',
    acml_tr_pbmn: '0',
    flng_cls_code: '00',
    prtt_rate: '0.00',
    mod_yn: 'N',
    prdy_vrss_sign: '3',
    prdy_vrss: '0',
    revl_issu_reas: '',
  };
}

export function dailyRow(symbol: string, date: string, previousDate: string) {
  const close = dailyClose(symbol, date);
  const previous = dailyClose(symbol, previousDate);
  return {
    stck_bsop_date: date,
    stck_clpr: String(close),
    stck_oprc: String(previous),
    stck_hgpr: String(tickUp(Math.max(close, previous))),
    stck_lwpr: String(tickDown(Math.min(close, previous))),
    acml_vol: String(100_000 + (close % 9_973) * 10),
    acml_tr_pbmn: String(close * 100_000),
    flng_cls_code: '00',
    prtt_rate: '0.00',
    mod_yn: 'N',
    prdy_vrss_sign: sign(close - previous),
    prdy_vrss: String(close - previous),
    revl_issu_reas: '',
  };
}
