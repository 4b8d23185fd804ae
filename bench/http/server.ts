// An HTTP bench child: the real app (session middleware, routes, services) on a fresh database
// with students (argv[3], default 1) who each hold three stocks and are signed in as the app
// signs in (a session whose refresh-token family every request checks), or the baseline: raw
// node:http answering the same JSON.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdings } from '../../src/server/db/schema';
import { listen } from '../../src/server/http/serve';
import { createBenchApp } from '../lib/bench-app';
import { systemClock } from '../../src/server/clock';
import { usersRepo } from '../../src/server/db/repos/users.repo';
import { createSessions } from '../../src/server/services/accounts/sessions';
import { insertStudent, quote, setWatchlist } from '../../src/server/testing/money-fixtures';

const HELD = ['005930', '000660', '035720'];
const MARKET = { provider: 'bench', status: 'running', label: '벤치마크' };
const HEALTH = { success: true, data: { status: 'ok' } };

function rawServer(): Promise<Server> {
  const body = JSON.stringify(HEALTH);
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': 'no-store',
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function appServer(students: number): Promise<{ server: Server; tokens: string[] }> {
  const { db, app, market, accessTokens, stocks } = createBenchApp({
    synchronous: 'NORMAL',
    marketStatus: () => MARKET,
  });
  const held = HELD.map((symbol) => stocks.get(symbol)!);
  const sessions = createSessions({ db, clock: systemClock, accessTokens });
  const tokens: string[] = [];
  for (let i = 0; i < students; i++) {
    const student = insertStudent(db, { cash: 5_000_000 });
    setWatchlist(
      db,
      student.id,
      held.map((stock) => stock.id),
    );
    for (const stock of held)
      db.insert(holdings)
        .values({
          userId: student.id,
          stockId: stock.id,
          quantity: 10,
          averagePrice: 50_000,
          updatedAt: new Date(),
        })
        .run();
    tokens.push((await sessions.start(usersRepo.findById(db, student.id)!)).accessToken);
  }
  market.prices.apply(HELD.map((symbol, i) => quote(symbol, 50_000 + i * 1_000)));
  // Each student's screen has been signed in for a while: its token verified and kept.
  for (const token of tokens) accessTokens.verify(token);
  // Seeded without an fsync per row; served as production serves, durable.
  db.$client.pragma('synchronous = FULL');
  return { server: await listen(app, 0, '127.0.0.1'), tokens };
}

const mode = process.argv[2] as 'raw' | 'app';
const { server, tokens } =
  mode === 'raw'
    ? { server: await rawServer(), tokens: [''] }
    : await appServer(Number(process.argv[3] ?? 1));
process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port, tokens });
process.on('message', (message: { type: string }) => {
  // A clean exit writes the profile when the child runs under --cpu-prof.
  if (message.type === 'exit') process.exit(0);
  if (message.type !== 'cpu') return;
  process.send?.({ type: 'cpu', cpu: process.cpuUsage() });
});
