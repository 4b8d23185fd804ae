// The school's whole board at 2,700 students, timed in-process (ADR 0034): how long one
// computation holds the event loop when nothing changed, after a trade in one class, and after a
// price move of held stocks. Run: npx tsx bench/school-board.ts [classes=90]
import { fixedClock } from '../src/server/clock';
import { snapshotsRepo } from '../src/server/db/repos/snapshots.repo';
import { createLeaderboardService } from '../src/server/services/leaderboard.service';
import { createTestDb } from '../src/server/testing/test-db';
import { createTestMarket } from '../src/server/testing/test-market';
import type { Quote } from '../src/shared/schemas/market';
import { seedSchool } from './school-day/seed';

const classes = Number(process.argv[2] ?? 90);
const { db, dispose } = createTestDb();
const market = createTestMarket();
const clock = fixedClock('2026-03-20T01:00:00Z');
const school = seedSchool(db, classes);

// School days of closes per student, so each row's risk figures have a series to read: twenty by
// default, a semester's 128 with BENCH_BOARD_DAYS=128 (each row then chains 128 daily returns).
const dayCount = Number(process.env.BENCH_BOARD_DAYS ?? 20);
const days = Array.from({ length: dayCount }, (_, k) => {
  const date = new Date(Date.UTC(2026, 2, 12 - dayCount + k));
  return date.toISOString().slice(0, 10);
});
db.$client.transaction(() => {
  for (const student of school.students) {
    snapshotsRepo.saveAll(
      db,
      days.map((date, k) => ({
        userId: student.id,
        date,
        totalValue: 10_000_000 + ((student.id * 7919 + k * 104_729) % 400_000) - 200_000,
        cash: 9_000_000,
        netDeposits: 10_000_000,
      })),
    );
  }
})();

const held = [...new Set(school.students.flatMap((s) => s.holdings))];
const averageOf = db.$client
  .prepare<[string], number>(
    'select h.average_price from holdings h join stocks s on s.id = h.stock_id where s.symbol = ? limit 1',
  )
  .pluck();
let move = 0;
const quote = (symbol: string): Quote => {
  const price = Math.round(averageOf.get(symbol)! * (1 + ((move % 7) - 3) / 100));
  return {
    symbol,
    price,
    previousClose: price,
    open: price,
    high: price,
    low: price,
    volume: 1,
    change: 0,
    changePercent: 0,
    updatedAt: clock.now().getTime(),
    source: { provider: 'replay', label: 'bench', stale: false },
  };
};
const movePrices = () => {
  move += 1;
  market.prices.apply(held.map(quote));
};
movePrices();

const service = createLeaderboardService({
  db,
  prices: market.prices,
  clock,
  market: market.market,
});
market.prices.onQuotes(service.quotesArrived);
// Server CPU time, not wall time: on a shared machine the wall clock also counts the waits for a
// core, and the board's computation is all on this one thread.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const time = (label: string, change: () => void, runs = 5) => {
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) {
    change();
    const started = cpuMs();
    service.leaderboard('all');
    ms.push(cpuMs() - started);
  }
  ms.sort((a, b) => a - b);
  console.info(
    `${label}: median ${ms[Math.floor(runs / 2)]!.toFixed(1)} ms, max ${ms.at(-1)!.toFixed(1)} ms of CPU`,
  );
};
const oneTrade = () => {
  const student = school.students[move % school.students.length]!;
  move += 1;
  db.$client.prepare('update users set cash = cash - 1 where id = ?').run(student.id);
};
const unrelatedWrite = () => {
  db.$client
    .prepare("insert or replace into settings (key, value) values ('bench.unrelated', ?)")
    .run(String(move++));
};

console.info(`${school.students.length} students in ${classes} classes`);
time('first board (cold)', () => {}, 1);
time('nothing changed', () => {});
time('an unrelated write', unrelatedWrite);
time('one student’s cash changed', oneTrade);
time('held stocks’ prices moved', movePrices, 9);
dispose();
