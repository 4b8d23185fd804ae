// npm run data:build [source dir] [output dir]: turns the KRX data set in ../shared/data/krx (see
// its SOURCE.md) into the compact files under data/krx that the app reads at start-up (format:
// data/README.md). Another output dir lets bench/data-build.ts build without touching data/krx.
import { mkdirSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { DailyBar, Market } from '../src/shared/schemas/market';
import type { Sector } from '../src/shared/schemas/stocks';
import { detectCorporateActions } from '../src/server/market/krx-data/corporate-actions';
import {
  CATALOGUE_FILE,
  CORPORATE_ACTIONS_FILE,
  DAILY_FILE,
  encodeSegments,
  INDEX_NAMES,
  INTRADAY_FILE,
  type CatalogueFile,
  type CorporateActionsFile,
  type DailyFile,
  type IndexName,
} from '../src/server/market/krx-data/format';
import { auditDates, isUnexplained } from '../src/server/market/krx-data/date-audit';
import {
  leaveOutUnverifiableScales,
  semesterBars,
  type SemesterResult,
} from '../src/server/market/krx-data/semester';
import type { DateFlaw, YahooBar } from '../src/server/market/krx-data/yahoo-scale';
import { isOnTick } from '../src/shared/domain/market/tick-size';
import {
  commonShareOf,
  isPreferredShare,
  isSpac,
  sectorOfKindIndustry,
  sectorOfKrxIndustry,
} from '../src/server/market/krx-data/sectors';
import type { CorporateAction, Instrument } from '../src/server/market/types';
import { intradaySnapshots } from './data/intraday';
import { writeCoverage, type Coverage, type IndexCoverage } from './data/report';
import {
  krxBar,
  krxDays,
  noaKrxDays,
  num,
  references,
  sourceReader,
  yahooBars,
  type References,
  type Row,
} from './data/sources';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = sourceReader(resolve(process.argv[2] ?? join(root, '../shared/data/krx')));
const outDir = resolve(process.argv[3] ?? join(root, 'data/krx'));
const AS_OF = '2026-03-20';
// The semester replayed: 2026's first day to the last day Yahoo has for every stock (SOURCE.md §6).
const SEMESTER_START = '2026-01-02';
const SEMESTER_END = '2026-07-10';
const INDEX_FROM_YEAR = 2023;
// SOURCE.md caveat (b): the 2025-06-17 row of the 300-stock history was fetched mid-session.
const UNFINISHED_DAY = '2025-06-17';
// The history before the semester (§6, §11) is read from the 300-stock set's last final day on.
const HISTORY_ANCHOR = '2025-06-16';
const INDEX_FOLDERS: Record<IndexName, string> = {
  KOSPI: 'ks11',
  KOSDAQ: 'kq11',
  KOSPI200: 'ks200',
};

const read = source.read;

function sectorFinder() {
  const krx = new Map(
    read('sector/krx_sector_2023-09.utf8.csv').map((r) => [r['종목코드'] ?? '', r]),
  );
  const desc = new Map(read(`listing/krx_desc_${AS_OF}.csv`).map((r) => [r.Code, r]));
  const counts = { krx: 0, common: 0, kind: 0, other: 0 };
  const fromKrx = (code: string) => {
    const row = krx.get(code);
    return row && sectorOfKrxIndustry(row['시장구분'] ?? '', row['업종명'] ?? '');
  };
  function sectorOf(code: string): Sector {
    const direct = fromKrx(code);
    if (direct) return (counts.krx++, direct);
    // A preferred share or a stock listed since 2023-09 may still have its common share's 업종.
    const common = fromKrx(commonShareOf(code));
    if (common) return (counts.common++, common);
    const kind = sectorOfKindIndustry(desc.get(code)?.Industry ?? '');
    if (kind) return (counts.kind++, kind);
    return (counts.other++, '기타');
  }
  const agreement = () => {
    const checked = [...krx.keys()].flatMap((code) => {
      const kind = sectorOfKindIndustry(desc.get(code)?.Industry ?? '');
      return kind ? [kind === fromKrx(code)] : [];
    });
    return { checked: checked.length, agree: checked.filter(Boolean).length };
  };
  return { sectorOf, counts, agreement };
}

function buildInstruments() {
  const sectors = sectorFinder();
  const instruments = read(`listing/krx_listing_${AS_OF}.csv`).map((row): Instrument => ({
    symbol: row.Code ?? '',
    name: (row.Name ?? '').trim(),
    market: row.Market as Market,
    sector: sectors.sectorOf(row.Code ?? ''),
    isPreferred: isPreferredShare(row.Code ?? '', row.Name ?? ''),
    isSpac: isSpac(row.Dept ?? '', row.Name ?? ''),
    listedShares: num(row.Stocks),
    marketCap: num(row.Marcap),
    lastBar: krxBar(AS_OF, row),
  }));
  instruments.sort((a, b) => b.marketCap - a.marketCap || a.symbol.localeCompare(b.symbol));
  return { instruments, sectors };
}

const fdrIndexBar = (row: Row): DailyBar => {
  const close = num(row.Close);
  const bar = { open: num(row.Open), high: num(row.High), low: num(row.Low), close };
  const previousClose = Math.round((close - num(row.Comp)) * 100) / 100;
  return { date: row.Date ?? '', ...bar, volume: num(row.Volume), previousClose };
};

// SOURCE.md §10: whole daily bars of the three indices to 2026-08-21, in the same format as §3.
const INDEX_EXT_FILES: Record<IndexName, string> = {
  KOSPI: 'quant-marcap-runner_KOSPI_to_2026-08-21.csv',
  KOSDAQ: 'quant-marcap-runner_KOSDAQ_to_2026-08-21.csv',
  KOSPI200: 'quant-marcap-runner_KOSPI200_to_2026-08-21.csv',
};
const KOSPI_CLOSES = 'nextinvestment_kospi_close_2024-12-09_2026-08-21.csv';
const sameIndexBar = (a: DailyBar, b: DailyBar) =>
  a.open === b.open &&
  a.high === b.high &&
  a.low === b.low &&
  a.close === b.close &&
  a.volume === b.volume;

/**
 * An index's bars from 2023: KRX's cache (§3) to 2026-03-20, then the extension (§10), which must
 * equal the cache on every day both hold (OHLC and volume) and, for KOSPI, the close-only set (§7).
 */
function indexBars(index: IndexName, checks: IndexCoverage[]): DailyBar[] {
  const folder = join('ohlcv/index', INDEX_FOLDERS[index]);
  const years = source.list(folder).filter((file) => Number(file.slice(0, 4)) >= INDEX_FROM_YEAR);
  const byDate = new Map(
    years.flatMap((file) => read(join(folder, file)).map(fdrIndexBar)).map((b) => [b.date, b]),
  );
  const ext = read(join('ohlcv/index/ext', INDEX_EXT_FILES[index]))
    .map(fdrIndexBar)
    .filter((bar) => bar.date.slice(0, 4) >= String(INDEX_FROM_YEAR) && bar.date <= SEMESTER_END);
  let overlapping = 0;
  for (const bar of ext) {
    const known = byDate.get(bar.date);
    if (known && !sameIndexBar(known, bar))
      throw new Error(`${index} ${bar.date}: the extension differs from KRX's cache`);
    if (known) overlapping += 1;
    else byDate.set(bar.date, bar);
  }
  if (index === 'KOSPI')
    for (const row of read(join('ohlcv/index/ext', KOSPI_CLOSES))) {
      const bar = byDate.get(row.date ?? '');
      if (bar && bar.close !== num(row.close))
        throw new Error(
          `KOSPI ${row.date}: ${bar.close} differs from the close-only set's ${row.close}`,
        );
    }
  const bars = [...byDate.values()]
    .filter((bar) => bar.date <= SEMESTER_END)
    .sort((a, b) => a.date.localeCompare(b.date));
  checks.push({
    index,
    overlapping,
    added: ext.length - overlapping,
    first: bars[0]?.date ?? '',
    last: bars.at(-1)?.date ?? '',
  });
  return bars;
}

/** The 300 large stocks, 2023-12-05 … 2025-06-16 (adjusted prices, SOURCE.md §4). */
function history(): Map<string, DailyBar[]> {
  const out = new Map<string, DailyBar[]>();
  for (const { Code: code = '' } of read('ohlcv/stocks/_selection.csv')) {
    const bars = read(`ohlcv/stocks/${code}.csv`)
      .map((row) => ({
        date: row['날짜'] ?? '',
        open: num(row['시가']),
        high: num(row['고가']),
        low: num(row['저가']),
        close: num(row['종가']),
        volume: num(row['거래량']),
      }))
      .filter((bar) => bar.date !== UNFINISHED_DAY && bar.close > 0 && bar.low > 0);
    out.set(code, bars);
  }
  return out;
}

/** Splits bars wherever a trading day of the calendar is missing: gaps are never spliced. */
function segments(bars: DailyBar[], calendar: Map<string, number>): DailyBar[][] {
  const out: DailyBar[][] = [];
  let previous = -2;
  for (const bar of bars) {
    const day = calendar.get(bar.date);
    if (day === undefined) throw new Error(`${bar.date} is not a KOSPI trading day`);
    if (day !== previous + 1) out.push([]);
    out.at(-1)?.push(bar);
    previous = day;
  }
  return out;
}

interface WindowSources {
  instruments: Instrument[];
  tradingDays: string[];
  raw: Map<string, Map<string, DailyBar>>;
  yahoo: Map<string, Map<string, YahooBar>>;
  checks: References;
}

/**
 * Every stock's bars over a window of trading days, in two passes: the first audits each Yahoo
 * date against the raw references of all stocks (auditDates), the second leaves out what a bad
 * date cannot verify.
 */
function verifiedWindow({ instruments, tradingDays, raw, yahoo, checks }: WindowSources) {
  const run = (dateChecks?: Map<string, DateFlaw>) =>
    new Map(
      instruments.map((i) => [
        i.symbol,
        semesterBars({
          market: i.market,
          tradingDays,
          krx: raw.get(i.symbol) ?? new Map(),
          yahoo: yahoo.get(i.symbol) ?? new Map(),
          references: checks.prices.get(i.symbol) ?? new Map(),
          dateChecks,
        }),
      ]),
    );
  const dates = auditDates([...run().values()].flatMap((s) => s.referenceChecks));
  const unexplained = dates.filter(isUnexplained);
  if (unexplained.length > 0)
    throw new Error(
      `references disagree with Yahoo on ${unexplained.map((d) => `${d.date} (${d.disagree}/${d.checked})`).join(', ')}`,
    );
  const flawed = new Map(dates.flatMap((d) => (d.flaw ? [[d.date, d.flaw] as const] : [])));
  return { results: run(flawed), dates };
}

/**
 * The raw days Yahoo's 2025 is read between: the 300-stock set's last final day (§4, on the tick
 * grid, so not rescaled) and KRX's 전종목 시세 of 2025-10-29 … 12-30 (§11).
 */
function historyAnchors(
  older: Map<string, DailyBar[]>,
  noa: Map<string, Map<string, DailyBar>>,
): Map<string, Map<string, DailyBar>> {
  const out = new Map<string, Map<string, DailyBar>>();
  for (const [symbol, bars] of noa) out.set(symbol, new Map(bars));
  for (const [symbol, bars] of older) {
    const last = bars.at(-1);
    if (last?.date !== HISTORY_ANCHOR) continue;
    if (![last.open, last.high, last.low, last.close].every(isOnTick)) continue;
    const days = out.get(symbol) ?? new Map<string, DailyBar>();
    days.set(last.date, last);
    out.set(symbol, days);
  }
  return out;
}

function buildDaily(instruments: Instrument[], indexChecks: IndexCoverage[]) {
  const indices = Object.fromEntries(
    INDEX_NAMES.map((name) => [name, indexBars(name, indexChecks)]),
  );
  const calendar = new Map((indices.KOSPI ?? []).map((bar, i) => [bar.date, i]));
  const tradingDays = [...calendar.keys()].filter((d) => d >= SEMESTER_START && d <= SEMESTER_END);
  const symbols = new Set(instruments.map((i) => i.symbol));
  const raw = krxDays(source, symbols);
  const noa = noaKrxDays(source, symbols);
  const checks = references(source, [...calendar.keys()]);
  const yahoo = new Map(instruments.map((i) => [i.symbol, yahooBars(source, i.symbol)]));
  const older = history();
  const { results, dates } = verifiedWindow({
    instruments,
    tradingDays,
    raw: raw.bars,
    yahoo,
    checks,
  });
  const historyDays = [...calendar.keys()].filter((d) => d >= HISTORY_ANCHOR && d < SEMESTER_START);
  const before = verifiedWindow({
    instruments,
    tradingDays: historyDays,
    raw: historyAnchors(older, noa.bars),
    yahoo,
    checks,
  });
  for (const [symbol, result] of results) leaveOutUnverifiableScales(symbol, result);
  const actions: CorporateAction[] = [];
  const stocks = new Map(
    instruments.map((i) => {
      const semester = results.get(i.symbol) as SemesterResult;
      const shares = new Map([
        ...(raw.shares.get(i.symbol) ?? []),
        ...(checks.shares.get(i.symbol) ?? []),
      ]);
      actions.push(
        ...detectCorporateActions({
          symbol: i.symbol,
          bars: semester.bars,
          shares,
          fromYahoo: semester.fromYahoo,
          tradingDays,
        }),
      );
      const added = (before.results.get(i.symbol)?.bars ?? []).filter(
        (b) => b.date > HISTORY_ANCHOR,
      );
      const bars = [...(older.get(i.symbol) ?? []), ...added, ...semester.bars];
      return [i.symbol, segments(bars, calendar)] as const;
    }),
  );
  actions.sort((a, b) => a.date.localeCompare(b.date) || a.symbol.localeCompare(b.symbol));
  return {
    indices: indices as Record<IndexName, DailyBar[]>,
    stocks,
    calendar,
    tradingDays,
    semesters: results,
    history: {
      tradingDays: historyDays.slice(1),
      results: before.results,
      dates: before.dates,
      rawStocks: noa.bars.size,
      rawRows: [...noa.bars.values()].reduce((n, days) => n + days.size, 0),
    },
    actions,
    checks,
    dates,
  };
}
type Daily = ReturnType<typeof buildDaily>;

/**
 * A stock whose replayed bars stop before the replay's last day keeps that day as `dataUntil`:
 * after it the replay has no price of it (a gap in the sources, told apart from a 거래정지).
 */
function markDataUntil(instruments: Instrument[], daily: Daily) {
  const lastDay = daily.tradingDays.at(-1) ?? SEMESTER_END;
  for (const instrument of instruments) {
    const last = daily.semesters.get(instrument.symbol)?.bars.at(-1)?.date;
    if (last !== undefined && last < lastDay) instrument.dataUntil = last;
  }
}

function encodeDaily(daily: Daily): DailyFile {
  const used = new Set<string>();
  for (const list of [...daily.stocks.values(), ...Object.values(daily.indices).map((b) => [b])])
    for (const bar of list.flat()) used.add(bar.date);
  const dates = [...used].sort();
  const dateIndex = new Map(dates.map((date, i) => [date, i]));
  const stocks = Object.fromEntries(
    [...daily.stocks].map(([symbol, segs]) => [symbol, encodeSegments(segs, dateIndex)]),
  );
  const indices = Object.fromEntries(
    INDEX_NAMES.map((name) => [name, encodeSegments([daily.indices[name]], dateIndex)]),
  ) as DailyFile['indices'];
  const yahooDates = new Set<string>();
  for (const semester of [...daily.semesters.values(), ...daily.history.results.values()])
    for (const day of semester.fromYahoo) yahooDates.add(day);
  return { dates, stocks, indices, yahooDates: [...yahooDates].sort(), replayFrom: SEMESTER_START };
}

// One instrument per line keeps the committed catalogue readable and its diffs small.
function catalogueJson(file: CatalogueFile): string {
  const lines = file.instruments.map((i) => `    ${JSON.stringify(i)}`);
  const head = `  "source": ${JSON.stringify(file.source)},\n  "asOf": "${file.asOf}",`;
  return `{\n${head}\n  "instruments": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

function report(built: ReturnType<typeof buildInstruments>, daily: Daily): Coverage {
  const { counts, agreement } = built.sectors;
  const total = built.instruments.length;
  const pct = (n: number) => `${((100 * n) / total).toFixed(1)}%`;
  console.info(`instruments: ${total}`);
  console.info(
    `sectors: KRX 업종 ${counts.krx} (${pct(counts.krx)}), common share's 업종 ${counts.common}, ` +
      `KIND industry ${counts.kind} (${pct(counts.kind)}), 기타 by default ${counts.other}`,
  );
  const { checked, agree } = agreement();
  console.info(`KIND keyword mapping agrees with KRX 업종 on ${agree}/${checked} covered stocks`);
  return {
    tradingDays: daily.tradingDays,
    instruments: built.instruments,
    semesters: daily.semesters,
    actions: daily.actions,
    referenceRows: daily.checks.days,
    dates: daily.dates,
  };
}

function writeJson(file: string, text: string, gzipped = false) {
  const path = join(outDir, file);
  writeFileSync(path, gzipped ? gzipSync(text, { level: 9 }) : text);
  const shown = path.startsWith(root) ? relative(root, path) : path;
  console.info(`${shown}: ${(statSync(path).size / 1e6).toFixed(2)} MB`);
}

function main() {
  const built = buildInstruments();
  const indexChecks: IndexCoverage[] = [];
  const daily = buildDaily(built.instruments, indexChecks);
  markDataUntil(built.instruments, daily);
  mkdirSync(outDir, { recursive: true });
  const sourceNote =
    'KRX (한국거래소) via FinanceData/fdr_krx_data_cache, FinanceData/marcap, do0405/invest-KR; ' +
    'if1live/noa-krx; Yahoo Finance via voxprepstudiohelp-stack/sfd-pipeline; ' +
    'indices via Horororong/quant-marcap-runner, checked against nextinvestment/kospi-flows';
  const catalogue: CatalogueFile = {
    source: sourceNote,
    asOf: AS_OF,
    instruments: built.instruments,
  };
  writeJson(CATALOGUE_FILE, catalogueJson(catalogue));
  writeJson(DAILY_FILE, JSON.stringify(encodeDaily(daily)), true);
  const stockDay = (symbol: string, date: string) =>
    daily.semesters.get(symbol)?.bars.find((bar) => bar.date === date);
  const indexDay = (index: IndexName, date: string) =>
    daily.indices[index].find((bar) => bar.date === date);
  const intraday = intradaySnapshots(source, stockDay, indexDay);
  writeJson(INTRADAY_FILE, JSON.stringify(intraday.file), true);
  const actions: CorporateActionsFile = { source: sourceNote, actions: daily.actions };
  writeJson(CORPORATE_ACTIONS_FILE, `${JSON.stringify(actions, null, 1)}\n`);
  const coverage = report(built, daily);
  writeCoverage(join(outDir, 'COVERAGE.md'), {
    ...coverage,
    intraday: intraday.stats,
    history: daily.history,
    indices: indexChecks,
  });
}

main();
