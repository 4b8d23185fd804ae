import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { kstToEpoch, parseKisMessage } from './kis-frames';
import type { AesKey } from './kis-frames';

const NOW = Date.UTC(2026, 0, 5, 1, 0, 0);
const none = new Map<string, AesKey>();

// A real H0STCNT0 record as KIS sent it (46 fields; 현재가 250500, 전일대비 -19500; field 44,
// 임의종료구분코드, empty).
const REAL_TRADE = [
  '005930^115214^250500^5^-19500^-7.22^257548.62^266000^266500^248500^250500^250000^2',
  '^11701513^3013709268750^113664^103131^-10533^60.51^7129195^4313943^1^0.37^73.08^090025',
  '^5^-15500^090025^5^-16000^114825^2^2000^20260724^20^N^8930^67892^101158^466000^0.20',
  '^9999999^55.12^0^^0',
].join('');

function trade(symbol: string, price: number, change: number): string {
  const fields = Array.from({ length: 46 }, () => '0');
  fields[0] = symbol;
  fields[1] = '093000';
  fields[2] = String(price);
  fields[4] = String(change);
  fields[7] = String(price - 100);
  fields[8] = String(price + 100);
  fields[9] = String(price - 200);
  fields[13] = '1234';
  fields[33] = '20260105';
  return fields.join('^');
}

function book(symbol: string): string {
  const asks = Array.from({ length: 10 }, (_, i) => 71_100 + i * 100);
  const bids = Array.from({ length: 10 }, (_, i) => 71_000 - i * 100);
  bids[9] = 0;
  const sizes = Array.from({ length: 10 }, (_, i) => (i + 1) * 10);
  // Totals, expected-price fields, 누적거래량, increments, deal class, then KMID_PRC,
  // KMID_TOTAL_RSQN, KMID_CLS_CODE: 62 fields, as KIS sends them since adding NXT's 중간가.
  const tail = ['550', '550', '0', '0', '0', '0', '0', '0', '3', '0.00', '11701513'];
  const more = ['0', '0', '0', '0', '00', '0', '0', '0'];
  return [symbol, '093000', '0', ...asks, ...bids, ...sizes, ...sizes, ...tail, ...more].join('^');
}

describe('kstToEpoch', () => {
  it('reads KIS date and time fields as Korean wall-clock time', () => {
    expect(kstToEpoch('20260724', '115214')).toBe(Date.parse('2026-07-24T11:52:14+09:00'));
    expect(kstToEpoch('20260101', '000005')).toBe(Date.parse('2025-12-31T15:00:05Z'));
  });
});

describe('parseKisMessage', () => {
  it('reads a real 체결 record: the change carries its sign, so the reference is price − change', () => {
    const message = parseKisMessage(`0|H0STCNT0|001|${REAL_TRADE}`, none, NOW);
    expect(message).toEqual({
      kind: 'trades',
      quotes: [
        {
          symbol: '005930',
          price: 250_500,
          previousClose: 270_000,
          open: 266_000,
          high: 266_500,
          low: 248_500,
          volume: 11_701_513,
          updatedAt: kstToEpoch('20260724', '115214'),
        },
      ],
    });
  });

  it('splits a frame of several records into one quote each, in order', () => {
    const payload = [
      trade('005930', 71_000, 500),
      trade('005930', 71_100, 600),
      trade('000660', 180_000, -1_000),
    ].join('^');
    const message = parseKisMessage(`0|H0STCNT0|003|${payload}`, none, NOW);
    expect(message.kind).toBe('trades');
    if (message.kind !== 'trades') return;
    expect(message.quotes.map((q) => [q.symbol, q.price, q.previousClose])).toEqual([
      ['005930', 71_000, 70_500],
      ['005930', 71_100, 70_500],
      ['000660', 180_000, 181_000],
    ]);
  });

  it('reads real-width records two to a frame: 46-field 체결 with an empty field 44, 62-field 호가', () => {
    expect(REAL_TRADE.split('^')).toHaveLength(46);
    expect(book('005930').split('^')).toHaveLength(62);
    const trades = parseKisMessage(`0|H0STCNT0|002|${REAL_TRADE}^${REAL_TRADE}`, none, NOW);
    expect(trades.kind === 'trades' && trades.quotes.map((q) => q.price)).toEqual([
      250_500, 250_500,
    ]);
    const books = parseKisMessage(`0|H0STASP0|002|${book('005930')}^${book('000660')}`, none, NOW);
    expect(books.kind === 'books' && books.books.map((b) => [b.symbol, b.asks.length])).toEqual([
      ['005930', 10],
      ['000660', 10],
    ]);
  });

  it('decrypts a flag-1 frame with the key and iv from the subscription answer', () => {
    const aes = { key: 'k'.repeat(32), iv: 'i'.repeat(16) };
    const cipher = createCipheriv('aes-256-cbc', Buffer.from(aes.key), Buffer.from(aes.iv));
    const body = Buffer.concat([
      cipher.update(trade('005930', 72_000, 1_000)),
      cipher.final(),
    ]).toString('base64');
    const message = parseKisMessage(`1|H0STCNT0|001|${body}`, new Map([['H0STCNT0', aes]]), NOW);
    expect(message.kind === 'trades' && message.quotes[0]?.price).toBe(72_000);
    expect(parseKisMessage(`1|H0STCNT0|001|${body}`, none, NOW).kind).toBe('malformed');
  });

  it('reads a 호가 record into ten levels a side, leaving out empty (0) levels', () => {
    const message = parseKisMessage(`0|H0STASP0|001|${book('005930')}`, none, NOW);
    expect(message.kind).toBe('books');
    if (message.kind !== 'books') return;
    const [orderBook] = message.books;
    expect(orderBook?.asks).toHaveLength(10);
    expect(orderBook?.asks[0]).toEqual({ price: 71_100, volume: 10 });
    expect(orderBook?.bids).toHaveLength(9);
    expect(orderBook?.bids[0]).toEqual({ price: 71_000, volume: 10 });
    expect(orderBook?.updatedAt).toBe(NOW);
  });

  it('recognises PINGPONG and subscription answers with their AES key', () => {
    const ping = '{"header":{"tr_id":"PINGPONG","datetime":"20260105093000"}}';
    expect(parseKisMessage(ping, none, NOW)).toEqual({ kind: 'pingpong', raw: ping });
    const ack = JSON.stringify({
      header: { tr_id: 'H0STCNT0', tr_key: '005930', encrypt: 'N' },
      body: {
        rt_cd: '0',
        msg_cd: 'OPSP0000',
        msg1: 'SUBSCRIBE SUCCESS',
        output: { iv: 'a', key: 'b' },
      },
    });
    expect(parseKisMessage(ack, none, NOW)).toEqual({
      kind: 'ack',
      trId: 'H0STCNT0',
      trKey: '005930',
      ok: true,
      msgCd: 'OPSP0000',
      msg1: 'SUBSCRIBE SUCCESS',
      aes: { iv: 'a', key: 'b' },
    });
  });

  it.each([
    ['a count that does not divide the fields', `0|H0STCNT0|002|${trade('005930', 71_000, 0)}`],
    ['a record too short', '0|H0STCNT0|001|005930^093000^71000'],
    [
      'a price that is not a number',
      `0|H0STCNT0|001|${trade('005930', 71_000, 0).replace('^71000^', '^7l000^')}`,
    ],
    ['a zero price', `0|H0STCNT0|001|${trade('005930', 0, 0)}`],
    ['an unknown tr_id', '0|H0STCNI0|001|a^b^c'],
    ['text that is neither', 'hello'],
  ])('calls %s malformed instead of guessing', (_, text) => {
    expect(parseKisMessage(text, none, NOW).kind).toBe('malformed');
  });
});
