import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tick } from '../../src/shared/realtime/events';
import { unpackTicks } from '../../src/shared/realtime/tick-batch';
import { insertUser } from '../../src/server/testing/factories';
import type { TestClient } from '../../src/server/testing/realtime-server';
import { accessTokens, quote, connected, startTestHub, type TestHub } from './fixtures';

const SAMSUNG = '005930';
const HYNIX = '000660';
const NAVER = '035420';
const KAKAO = '035720';
const known = new Set([SAMSUNG, HYNIX, NAVER, KAKAO]);

/** Every batch the client hears, unpacked, and every single `tick`. */
function listen(client: TestClient) {
  const heard = { batches: [] as Tick[][], ticks: [] as Tick[] };
  client.on('ticks', (batch) => heard.batches.push(unpackTicks(batch)));
  client.on('tick', (tick) => heard.ticks.push(tick));
  return heard;
}

const symbolsOf = (ticks: Tick[]) => ticks.map((tick) => tick.symbol).sort();
const bySymbol = (a: Tick, b: Tick) => a.symbol.localeCompare(b.symbol);
// Longer than a flush (250 ms), so whatever one flush sends has arrived.
const afterFlush = () => new Promise((resolve) => setTimeout(resolve, 400));

let t: TestHub;
let token: string;

beforeEach(async () => {
  t = await startTestHub({
    isKnownSymbol: (symbol) => known.has(symbol),
    canWatchClass: () => false,
  });
  token = await accessTokens.sign(insertUser(t.db, { role: 'STUDENT' }));
});

afterEach(() => t.close());

async function batchingClient(symbols: string[]) {
  const client = t.server.connect(token, { tickBatch: true });
  const heard = listen(client);
  await connected(client);
  await client.emitWithAck('subscribe', symbols);
  return { client, heard };
}

describe('tick batches', () => {
  it('sends the snapshot of every symbol subscribed at once as one batch', async () => {
    t.prices.apply([quote(SAMSUNG, 101_000), quote(HYNIX, 99_000)]);
    t.server.hub.flush();
    const { heard } = await batchingClient([SAMSUNG, HYNIX, NAVER]);
    await afterFlush();
    expect(heard.batches.map(symbolsOf)).toEqual([[HYNIX, SAMSUNG].sort()]);
    expect(heard.ticks).toEqual([]);
  });

  it('sends a socket watching 3 symbols one batch per flush with exactly its changed symbols', async () => {
    const { heard } = await batchingClient([SAMSUNG, HYNIX, NAVER]);
    t.prices.apply([quote(SAMSUNG, 101_000), quote(KAKAO, 50_000), quote(NAVER, 98_000)]);
    t.prices.apply([quote(SAMSUNG, 101_500)]);
    await afterFlush();
    expect(heard.batches).toHaveLength(1);
    const [batch] = heard.batches as [Tick[]];
    expect(symbolsOf(batch)).toEqual([SAMSUNG, NAVER].sort());
    expect(batch.find((tick) => tick.symbol === SAMSUNG)?.price).toBe(101_500);
    expect(heard.ticks).toEqual([]);
  });

  it('still sends a `tick` per symbol to a client that did not ask for batches', async () => {
    const client = t.server.connect(token);
    const heard = listen(client);
    await connected(client);
    await client.emitWithAck('subscribe', [SAMSUNG, HYNIX]);
    t.prices.apply([quote(SAMSUNG, 101_000), quote(HYNIX, 99_000)]);
    await afterFlush();
    expect(symbolsOf(heard.ticks)).toEqual([HYNIX, SAMSUNG].sort());
    expect(heard.batches).toEqual([]);
  });

  it('unpacks to the same ticks a per-symbol client hears from the same flush', async () => {
    const single = t.server.connect(token);
    const singleHeard = listen(single);
    await connected(single);
    await single.emitWithAck('subscribe', [SAMSUNG, HYNIX, NAVER]);
    const { heard } = await batchingClient([SAMSUNG, HYNIX, NAVER]);
    t.prices.apply([quote(SAMSUNG, 101_000), quote(HYNIX, 99_000), quote(NAVER, 100_500)]);
    await afterFlush();
    expect(heard.batches.flat().sort(bySymbol)).toEqual(singleHeard.ticks.sort(bySymbol));
    expect(heard.batches).toHaveLength(1);
  });

  it('stops a symbol’s ticks after unsubscribe, and all of them after the last', async () => {
    const { client, heard } = await batchingClient([SAMSUNG, HYNIX]);
    await client.emitWithAck('unsubscribe', [HYNIX]);
    t.prices.apply([quote(SAMSUNG, 101_000), quote(HYNIX, 99_000)]);
    await afterFlush();
    expect(heard.batches.map(symbolsOf)).toEqual([[SAMSUNG]]);
    await client.emitWithAck('unsubscribe', [SAMSUNG]);
    t.prices.apply([quote(SAMSUNG, 102_000), quote(HYNIX, 98_000)]);
    await afterFlush();
    expect(heard.batches).toHaveLength(1);
  });

  it('counts a closed socket out of a symbol’s viewers', async () => {
    const { client } = await batchingClient([SAMSUNG, HYNIX]);
    await batchingClient([SAMSUNG]);
    expect(t.server.hub.viewers()).toEqual(
      new Map([
        [SAMSUNG, 2],
        [HYNIX, 1],
      ]),
    );
    client.disconnect();
    await afterFlush();
    expect(t.server.hub.viewers()).toEqual(new Map([[SAMSUNG, 1]]));
  });
});
