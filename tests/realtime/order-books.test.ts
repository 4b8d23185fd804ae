import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OrderBookEvent } from '../../src/shared/realtime/events';
import type { OrderBook } from '../../src/shared/schemas/market';
import { insertUser } from '../../src/server/testing/factories';
import type { TestClient } from '../../src/server/testing/realtime-server';
import { accessTokens, connected, startTestHub, type TestHub } from './fixtures';

const SAMSUNG = '005930';
const HYNIX = '000660';

function book(symbol: string, bestAsk: number): OrderBook {
  return {
    symbol,
    asks: [{ price: bestAsk, volume: 120 }],
    bids: [{ price: bestAsk - 100, volume: 80 }],
    updatedAt: Date.now(),
  };
}

/** Every order book the client hears, as "symbol best-ask". */
function booksHeard(client: TestClient) {
  const heard: string[] = [];
  client.on('orderbook', (b: OrderBookEvent) => heard.push(`${b.symbol} ${b.asks[0]!.price}`));
  return heard;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

let t: TestHub;
let token: string;

beforeEach(async () => {
  t = await startTestHub({
    isKnownSymbol: (symbol) => [SAMSUNG, HYNIX].includes(symbol),
    canWatchClass: () => false,
  });
  token = await accessTokens.sign(insertUser(t.db, { role: 'STUDENT' }));
  t.prices.applyOrderBook(book(SAMSUNG, 70_000));
});

afterEach(() => t.close());

it('sends a trading page no order books, and a detail page only the one it asked for', async () => {
  const client = t.server.connect(token, { tickBatch: true, booksOnRequest: true });
  const heard = booksHeard(client);
  await connected(client);
  await client.emitWithAck('subscribe', [SAMSUNG, HYNIX]);
  t.prices.applyOrderBook(book(SAMSUNG, 70_100));
  await settle();
  expect(heard).toEqual([]);

  // The 호가 tab opens: the current book at once, then each new one of that stock only.
  await client.emitWithAck('books:subscribe', [SAMSUNG]);
  t.prices.applyOrderBook(book(SAMSUNG, 70_200));
  t.prices.applyOrderBook(book(HYNIX, 200_000));
  await settle();
  expect(heard).toEqual([`${SAMSUNG} 70100`, `${SAMSUNG} 70200`]);

  await client.emitWithAck('books:unsubscribe', [SAMSUNG]);
  t.prices.applyOrderBook(book(SAMSUNG, 70_300));
  await settle();
  expect(heard).toEqual([`${SAMSUNG} 70100`, `${SAMSUNG} 70200`]);
});

it('keeps sending every subscribed book to a client that did not ask for books on request', async () => {
  const client = t.server.connect(token, { tickBatch: true });
  const heard = booksHeard(client);
  await connected(client);
  await client.emitWithAck('subscribe', [SAMSUNG]);
  t.prices.applyOrderBook(book(SAMSUNG, 70_100));
  await settle();
  expect(heard).toEqual([`${SAMSUNG} 70000`, `${SAMSUNG} 70100`]);
});

it('refuses books of unknown symbols like subscribe does', async () => {
  const client = t.server.connect(token, { tickBatch: true, booksOnRequest: true });
  await connected(client);
  const answer = await client.emitWithAck('books:subscribe', ['999999']);
  expect(answer).toMatchObject({ ok: false, error: { code: 'INVALID_SYMBOLS' } });
});
