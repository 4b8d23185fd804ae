// Market engine: every listed stock (2,879 in data/krx) priced at 1 tick per second with the real timer
// loop, measured as CPU time / wall time. Baseline in the same run: a bare 250 ms loop that
// moves 2,879 numbers per second and publishes nothing.
import { systemClock } from '../src/server/clock';
import { ratio, writeResults } from './lib/results';
import { createBarRecorder } from '../src/server/market/bar-recorder';
import { createPriceStore } from '../src/server/market/price-store';
import { createReplayProvider } from '../src/server/market/providers/replay';
import { loadCatalogue } from '../src/server/market/catalogue';
import type { Catalogue } from '../src/server/market/types';
import { createTestDb } from '../src/server/testing/test-db';

const SECONDS = Number(process.env.BENCH_MARKET_SECONDS ?? 20);
const catalogue = loadCatalogue();
const STOCKS = catalogue.instruments().length;

interface Measured {
  cpuMs: number;
  wallMs: number;
  ticks: number;
}

const WARM_UP_MS = 3_000;

// Start-up (loading 2,879 histories, the first quote of each) is excluded: the bench measures
// the steady state a running server pays every second.
async function measure(run: () => { stop(): void; ticks(): number }): Promise<Measured> {
  const running = run();
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  const ticksBefore = running.ticks();
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const used = process.cpuUsage(cpu);
  const wallMs = performance.now() - wall;
  const ticks = running.ticks() - ticksBefore;
  running.stop();
  return { cpuMs: (used.user + used.system) / 1000, wallMs, ticks };
}

function baseline() {
  const values = new Float64Array(STOCKS).fill(10_000);
  let ticks = 0;
  let next = 0;
  const timer = setInterval(() => {
    const end = Math.min(STOCKS, next + Math.ceil(STOCKS / 4));
    ticks += end - next;
    for (; next < end; next++)
      values[next] = (values[next] ?? 0) * (1 + (Math.random() - 0.5) * 0.001);
    if (next >= STOCKS) next = 0;
  }, 250);
  return { stop: () => clearInterval(timer), ticks: () => ticks };
}

function engine(catalogue: Catalogue, withRecorder: boolean) {
  return () => {
    const prices = createPriceStore();
    let ticks = 0;
    prices.onQuotes((batch) => (ticks += batch.length));
    const testDb = withRecorder ? createTestDb() : undefined;
    const bars = testDb ? createBarRecorder({ db: testDb.db, prices }) : undefined;
    const market = createReplayProvider({
      catalogue,
      prices,
      seed: 1,
      dayMinutes: 30,
      clock: systemClock,
    });
    const symbols = catalogue.instruments().map((i) => i.symbol);
    market.start(symbols);
    bars?.start();
    return {
      stop() {
        market.stop();
        bars?.stop();
        testDb?.dispose();
      },
      ticks: () => ticks,
    };
  };
}

function report(name: string, m: Measured) {
  const ratio = m.cpuMs / m.wallMs;
  const perSecond = m.ticks / (m.wallMs / 1000);
  console.info(
    `${name.padEnd(44)} cpu/wall ${ratio.toFixed(4)}  (${(ratio * 100).toFixed(2)}% of one core)  ` +
      `${Math.round(perSecond).toLocaleString('en')} ticks/s`,
  );
  return ratio;
}

console.info(`\n## Market engine (${STOCKS} stocks, 1 tick/s each, ${SECONDS} s per run)`);
console.info('catalogue: the embedded KRX data (data/krx), replay from its latest segment');
const baselineShare = report('baseline: bare 250 ms loop, no publishing', await measure(baseline));
const engineShare = report(
  'engine → price store + order books',
  await measure(engine(catalogue, false)),
);
const withBars = report(
  'engine + 1-minute bar recorder (SQLite)',
  await measure(engine(catalogue, true)),
);
console.info(`target < 10% of one core: ${engineShare < 0.1 ? 'met' : 'NOT met'}`);
const percent = (share: number) => share * 100;
writeResults('market-engine', [
  ratio(
    'market engine, 2,879 stocks at 1 tick/s: CPU',
    percent(engineShare),
    percent(baselineShare),
    '% core',
    { below: 10 },
  ),
  ratio(
    'market engine with 1-minute bars: CPU',
    percent(withBars),
    percent(baselineShare),
    '% core',
    { below: 10 },
  ),
]);
