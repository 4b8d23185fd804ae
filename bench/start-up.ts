// Start-up: reading the embedded market (loadCatalogue) and the replay's first quotes of the 300
// stocks a fresh server prices, against the bare cost of the data in the same run (read, gunzip
// and JSON.parse of data/krx, nothing decoded). The data grows with each semester added (issue 23:
// about 3×), so this says whether start-up stays proportionate to the bytes it must read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fixedClock } from '../src/server/clock';
import { KRX_DATA_DIR, loadCatalogue } from '../src/server/market/catalogue';
import { createPriceStore } from '../src/server/market/price-store';
import { createReplayProvider, replayPlan } from '../src/server/market/providers/replay';
import { ratio, writeResults } from './lib/results';

const RUNS = 7;
const PRICED = 300;

function median(run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
}

const files = readdirSync(KRX_DATA_DIR).filter((file) => /\.json(\.gz)?$/.test(file));
function bareParse() {
  for (const file of files) {
    const bytes = readFileSync(join(KRX_DATA_DIR, file));
    JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
  }
}

function firstQuotes() {
  const catalogue = loadCatalogue();
  const largest = [...catalogue.instruments()]
    .sort((a, b) => b.marketCap - a.marketCap)
    .slice(0, PRICED)
    .map((i) => i.symbol);
  const clock = fixedClock('2026-03-20T01:00:00Z');
  const engine = createReplayProvider({
    catalogue,
    prices: createPriceStore(),
    seed: 1,
    dayMinutes: 30,
    clock,
    // The whole data's first replayable day: every series walks its full history.
    startDate: replayPlan(catalogue, clock.now()).replayDates[0],
  });
  engine.track(largest);
  engine.indexLevel('KOSPI');
}

const bytes = files.reduce((sum, file) => sum + statSync(join(KRX_DATA_DIR, file)).size, 0);
bareParse();
const bare = median(bareParse);
const catalogue = median(() => loadCatalogue());
const start = median(firstQuotes);
console.info(`\n## Start-up (data/krx: ${files.join(', ')}; ${(bytes / 1e6).toFixed(1)} MB)`);
console.info(`bare read + gunzip + JSON.parse       ${bare.toFixed(1)} ms`);
console.info(`loadCatalogue                          ${catalogue.toFixed(1)} ms`);
console.info(`loadCatalogue + replay, ${PRICED} first quotes ${start.toFixed(1)} ms`);
writeResults('start-up', [
  ratio('loadCatalogue against the bare parse of data/krx', catalogue, bare, 'ms', {
    atMost: 1.5,
  }),
  ratio(`catalogue + replay's first ${PRICED} quotes against the bare parse`, start, bare, 'ms', {
    atMost: 3,
  }),
]);
