// A trades bench child: the real app (auth, validation, trading service, one immediate
// transaction per trade) on a fresh database with the given `synchronous`, and in the same
// process the baseline: the same writes as raw better-sqlite3 prepared statements.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/connection';
import { listen } from '../../src/server/http/serve';
import { createAccessTokens } from '../../src/server/services/access-tokens';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestMarket } from '../../src/server/testing/test-market';
import { CONNECTIONS, SYMBOL } from './shared';

const synchronous = process.argv[2] as 'FULL' | 'NORMAL';
const dir = mkdtempSync(join(tmpdir(), 'stockclass-bench-'));
const db = openDatabase(join(dir, 'bench.db'), { synchronous });
const accessTokens = createAccessTokens({
  secret: new TextEncoder().encode('t'.repeat(32)),
  clock: systemClock,
});
const market = createTestMarket();
const app = createApp({
  ...market,
  db,
  clock: systemClock,
  accessTokens,
  version: 'bench',
  marketStatus: () => ({ provider: 'bench', status: 'running' }),
  // Each connection trades as fast as it can: the limiter is counted, never reached.
  orderRateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
});
const stock = insertStocks(db, market.catalogue).get(SYMBOL)!;
market.prices.apply([quote(SYMBOL, 70_000)]);

const RICH = 1_000_000_000_000;
function student() {
  const user = insertStudent(db, { cash: RICH });
  setWatchlist(db, user.id, [stock.id]);
  return user;
}
const tokens = await Promise.all(
  Array.from({ length: CONNECTIONS }, () => accessTokens.sign(student())),
);

/** What the service writes for one 1-share buy, as plain prepared statements. */
function rawBaseline(seconds: number): number {
  const userId = student().id;
  const sql = db.$client;
  const readUser = sql.prepare('select cash, class_id from users where id = ?');
  const readFee = sql.prepare('select fee_rate_ppm from classes where id = ?');
  const readStock = sql.prepare('select id from stocks where symbol = ?');
  const inWatchlist = sql.prepare(
    'select 1 from watchlist_items where user_id = ? and stock_id = ?',
  );
  const readHolding = sql.prepare(
    'select quantity, average_price from holdings where user_id = ? and stock_id = ?',
  );
  const insertTrade = sql.prepare(
    `insert into trades (user_id, stock_id, type, quantity, price, total_amount, fee, tax, reason, price_source, created_at)
     values (?, ?, 'BUY', 1, 70000, 70000, 10, 0, '벤치마크', 'bench', ?) returning id`,
  );
  const upsertHolding = sql.prepare(
    `insert into holdings (user_id, stock_id, quantity, average_price, updated_at) values (?, ?, 1, 70000, ?)
     on conflict (user_id, stock_id) do update set quantity = quantity + 1, updated_at = excluded.updated_at`,
  );
  const setCash = sql.prepare('update users set cash = ? where id = ?');
  const ledger = sql.prepare(
    'insert into cash_ledger (user_id, kind, amount, balance_after, trade_id, created_at) values (?, ?, ?, ?, ?, ?)',
  );
  const buy = sql.transaction(() => {
    const now = Date.now();
    const user = readUser.get(userId) as { cash: number; class_id: number };
    readFee.get(user.class_id);
    const stockId = (readStock.get(SYMBOL) as { id: number }).id;
    inWatchlist.get(userId, stockId);
    readHolding.get(userId, stockId);
    const trade = insertTrade.get(userId, stockId, now) as { id: number };
    upsertHolding.run(userId, stockId, now);
    setCash.run(user.cash - 70_010, userId);
    ledger.run(userId, 'BUY', -70_000, user.cash - 70_000, trade.id, now);
    ledger.run(userId, 'FEE', -10, user.cash - 70_010, trade.id, now);
  });
  let trades = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    buy.immediate();
    trades += 1;
  }
  return trades;
}

const server = await listen(app, 0, '127.0.0.1');
process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port, tokens });
process.on('message', (message: { type: string; seconds: number }) => {
  if (message.type !== 'raw') return;
  process.send?.({ type: 'raw', trades: rawBaseline(message.seconds) });
  server.close();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
