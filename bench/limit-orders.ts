// Limit orders in the tick loop: how long one tick takes to reach every listener (the price
// store's apply) with 1,000 resting buy orders on the ticking stock, against the same store with
// no order matcher at all (the baseline, in the same run). Then one tick that crosses all 1,000:
// the tick itself only takes them out of the index; the 1,000 fills (a group commit per 50) run
// after it and are timed separately.
import { createApp } from '../src/server/app';
import { ordersRepo } from '../src/server/db/repos/orders.repo';
import { createPriceStore, type PriceStore } from '../src/server/market/price-store';
import { insertClass, insertUser } from '../src/server/testing/factories';
import { insertStocks, quote, setWatchlist } from '../src/server/testing/money-fixtures';
import { createTestApp } from '../src/server/testing/test-app';
import { buyReservation } from '../src/shared/domain/trading/reservation';

const RESTING = 1_000;
const TICKS = Number(process.env.BENCH_LIMIT_TICKS ?? 20_000);

function timeTicks(prices: PriceStore): number[] {
  const samples: number[] = [];
  for (let i = 0; i < TICKS; i++) {
    // Above every resting limit (69,000 and below): nothing crosses.
    const tick = [quote('005930', 70_000 + (i % 20) * 100)];
    const started = performance.now();
    prices.apply(tick);
    samples.push((performance.now() - started) * 1_000);
  }
  return samples.sort((a, b) => a - b);
}

const stat = (sorted: number[], p: number) => sorted[Math.floor((sorted.length - 1) * p)]!;
const describe = (label: string, sorted: number[]) =>
  `${label.padEnd(36)} median ${stat(sorted, 0.5).toFixed(2)} µs · p99 ${stat(sorted, 0.99).toFixed(2)} µs`;

const t = createTestApp();
const stocks = insertStocks(t.db, t.deps.catalogue);
const klass = insertClass(t.db);
const student = insertUser(t.db, { role: 'STUDENT', classId: klass.id, cash: 1_000_000_000 });
setWatchlist(t.db, student.id, [stocks.get('005930')!.id]);
t.db.transaction((tx) => {
  for (let i = 0; i < RESTING; i++) {
    const limitPrice = 69_000 - (i % 50) * 100;
    ordersRepo.insert(tx, {
      userId: student.id,
      stockId: stocks.get('005930')!.id,
      side: 'BUY',
      type: 'LIMIT',
      quantity: 1,
      limitPrice,
      reservedCash: buyReservation({ limitPrice, quantity: 1, feeRatePpm: 150 }),
      status: 'OPEN',
      reason: '벤치마크 지정가',
      marketDay: '2026-03-20',
    });
  }
});

const bare = createPriceStore();
bare.onQuotes(() => undefined); // the hub's listener stands for the rest of the tick loop
const matched = createPriceStore();
matched.onQuotes(() => undefined);
createApp({ ...t.deps, prices: matched, marketNow: () => new Date('2026-03-20T01:00:00Z') });

timeTicks(bare); // warm-up
timeTicks(matched);
console.info(describe('tick, no matcher (baseline)', timeTicks(bare)));
console.info(describe(`tick, ${RESTING} resting orders`, timeTicks(matched)));
// While the fills run, a 250 ms timer (the hub's tick flush) measures how late it fires.
const FLUSH_MS = 250;
let lastFlush = performance.now();
let worstLateness = 0;
const flush = setInterval(() => {
  const now = performance.now();
  worstLateness = Math.max(worstLateness, now - lastFlush - FLUSH_MS);
  lastFlush = now;
}, FLUSH_MS);
const crossing = performance.now();
matched.apply([quote('005930', 64_000)]);
console.info(`the crossing tick itself: ${((performance.now() - crossing) * 1_000).toFixed(0)} µs`);
while (ordersRepo.resting(t.db).length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
clearInterval(flush);
console.info(
  `${RESTING} fills after the crossing tick: ${(performance.now() - crossing).toFixed(0)} ms`,
);
console.info(`worst lateness of a 250 ms flush timer meanwhile: ${worstLateness.toFixed(0)} ms`);
const open = ordersRepo.resting(t.db).length;
console.info(`open orders left: ${open}`);
t.dispose();
if (open !== 0) process.exitCode = 1;
