// A trades bench child: the real app (auth, validation, trading service, group commit) on a
// fresh database with the given `synchronous`, and in the same process two baselines: the same
// writes as raw better-sqlite3 prepared statements, and the same SQL per request behind a raw
// node:http server.
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from '../../src/server/http/serve';
import { createBenchApp } from '../lib/bench-app';
import { insertStudent, quote, setWatchlist } from '../../src/server/testing/money-fixtures';
import { CONNECTIONS, SYMBOL } from './shared';

const synchronous = process.argv[2] as 'FULL' | 'NORMAL';
const { dir, db, app, market, accessTokens, stocks } = createBenchApp({
  synchronous,
  marketStatus: () => ({ provider: 'bench', status: 'running' }),
  // Each connection trades as fast as it can: the limiter is counted, never reached.
  orderRateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
});
const stock = stocks.get(SYMBOL)!;
market.prices.apply([quote(SYMBOL, 70_000)]);

const RICH = 1_000_000_000_000;
function student() {
  const user = insertStudent(db, { cash: RICH });
  setWatchlist(db, user.id, [stock.id]);
  return user;
}
const students = Array.from({ length: CONNECTIONS }, () => student());
const tokens = await Promise.all(students.map((user) => accessTokens.sign(user)));

/** What the service writes for one 1-share buy, as plain prepared statements. */
function rawBuy() {
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
  return sql.transaction((userId: number) => {
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
    return trade.id;
  });
}

function rawBaseline(seconds: number): number {
  const userId = student().id;
  const buy = rawBuy();
  let trades = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    buy.immediate(userId);
    trades += 1;
  }
  return trades;
}

/**
 * The same SQL behind raw node:http: read the JSON body, one immediate transaction, answer JSON.
 * The student is named by a header instead of a verified token.
 */
function rawHttpServer(): Promise<Server> {
  const buy = rawBuy();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const order = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { quantity: number };
      const tradeId = buy.immediate(Number(request.headers['x-student']));
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, data: { tradeId, quantity: order.quantity } }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const server = await listen(app, 0, '127.0.0.1');
const raw = await rawHttpServer();
const portOf = (s: Server) => (s.address() as AddressInfo).port;
process.send?.({
  type: 'ready',
  port: portOf(server),
  rawPort: portOf(raw),
  tokens,
  studentIds: students.map((user) => user.id),
});
process.on('message', (message: { type: string; seconds: number }) => {
  if (message.type === 'cpu') process.send?.({ type: 'cpu', cpu: process.cpuUsage() });
  if (message.type !== 'raw') return;
  process.send?.({ type: 'raw', trades: rawBaseline(message.seconds) });
  server.close();
  raw.close();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
