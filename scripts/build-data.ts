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
import { semesterBars, type SemesterResult } from '../src/server/market/krx-data/semester';
import type { DateFlaw } from '../src/server/market/krx-data/yahoo-scale';
import {
  commonShareOf,
  isPreferredShare,
  isSpac,
  sectorOfKindIndustry,
  sectorOfKrxIndustry,
} from '../src/server/market/krx-data/sectors';
import type { CorporateAction, Instrument } from '../src/server/market/types';
import { intradaySnapshots } from './data/intraday';
import { writeCoverage, type Coverage } from './data/report';
import { krxBar, krxDays, num, references, sourceReader, yahooBars } from './data/sources';

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

function indexBars(index: IndexName): DailyBar[] {
  const folder = join('ohlcv/index', INDEX_FOLDERS[index]);
  const years = source.list(folder).filter((file) => Number(file.slice(0, 4)) >= INDEX_FROM_YEAR);
  const bars: DailyBar[] = years.flatMap((file) =>
    read(join(folder, file)).map((row) => {
      const close = num(row.Close);
      const bar = { open: num(row.Open), high: num(row.High), low: num(row.Low), close };
      const previousClose = Math.round((close - num(row.Comp)) * 100) / 100;
      return { date: row.Date ?? '', ...bar, volume: num(row.Volume), previousClose };
    }),
  );
  return extendIndex(index, bars).filter((bar) => bar.date <= SEMESTER_END);
}

// SOURCE.md §7: KOSPI and KOSDAQ OHLC to 2026-06-01, then KOSPI closes only (open, high and low 0:
// the replay draws that day's path to its close). Where the two KOSPI sets meet, the OHLC set
// disagrees with the close set on 10 days of 2026-04/05, and the close set chains with its own
// changes: those rows were taken mid-session, so that day keeps only the KOSPI close and KOSDAQ
// (with no second source) has no bar.
const OHLC_FILES: Partial<Record<IndexName, string>> = {
  KOSPI: 'onekindalpha_kospi_2023-01-02_2026-06-01.csv',
  KOSDAQ: 'onekindalpha_kosdaq_2023-01-02_2026-06-01.csv',
};
const KOSPI_CLOSES = 'nextinvestment_kospi_close_2024-12-09_2026-08-21.csv';

const isoDate = (yyyymmdd = '') =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

function ohlcRows(index: IndexName): DailyBar[] {
  const file = OHLC_FILES[index];
  if (!file) return [];
  return read(join('ohlcv/index/ext', file)).map((row) => {
    const [open, high, low, close] = [row.open, row.high, row.low, row.close].map(num);
    return { date: isoDate(row.date), open, high, low, close, volume: 0 } as DailyBar;
  });
}

const kospiCloses = () =>
  new Map(read(join('ohlcv/index/ext', KOSPI_CLOSES)).map((r) => [r.date ?? '', num(r.close)]));

/** Dates on which the OHLC set's KOSPI close is not KRX's final close. */
function midSessionDates(closes: Map<string, number>): Set<string> {
  return new Set(
    ohlcRows('KOSPI')
      .filter((bar) => closes.has(bar.date) && closes.get(bar.date) !== bar.close)
      .map((bar) => bar.date),
  );
}

function extendIndex(index: IndexName, bars: DailyBar[]): DailyBar[] {
  if (!OHLC_FILES[index]) return bars;
  const closes = kospiCloses();
  const midSession = midSessionDates(closes);
  const byDate = new Map(bars.map((bar) => [bar.date, bar]));
  for (const bar of ohlcRows(index)) {
    const known = byDate.get(bar.date);
    if (known && (known.close !== bar.close || known.open !== bar.open))
      throw new Error(`${index} ${bar.date}: ${bar.close} differs from KRX's ${known.close}`);
    if (!known && !midSession.has(bar.date)) byDate.set(bar.date, bar);
  }
  if (index === 'KOSPI')
    for (const [date, close] of closes) {
      const known = byDate.get(date);
      if (known && known.close !== close)
        throw new Error(`KOSPI ${date}: ${close} differs from KRX's ${known.close}`);
      if (!known) byDate.set(date, { date, open: 0, high: 0, low: 0, close, volume: 0 });
    }
  const out = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  return out.map((bar, i) => ({ ...bar, previousClose: bar.previousClose ?? out[i - 1]?.close }));
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

/**
 * Every stock's semester, in two passes: the first audits each Yahoo date against the raw
 * references of all stocks (auditDates), the second leaves out what a bad date cannot verify.
 */
function semesters(instruments: Instrument[], tradingDays: string[]) {
  const raw = krxDays(source, new Set(instruments.map((i) => i.symbol)));
  const checks = references(source);
  const yahoo = new Map(instruments.map((i) => [i.symbol, yahooBars(source, i.symbol)]));
  const run = (dateChecks?: Map<string, DateFlaw>) =>
    new Map(
      instruments.map((i) => [
        i.symbol,
        semesterBars({
          market: i.market,
          tradingDays,
          krx: raw.bars.get(i.symbol) ?? new Map(),
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
  return { results: run(flawed), raw, checks, dates };
}

function buildDaily(instruments: Instrument[]) {
  const indices = Object.fromEntries(INDEX_NAMES.map((name) => [name, indexBars(name)]));
  const calendar = new Map((indices.KOSPI ?? []).map((bar, i) => [bar.date, i]));
  const tradingDays = [...calendar.keys()].filter((d) => d >= SEMESTER_START && d <= SEMESTER_END);
  const { results, raw, checks, dates } = semesters(instruments, tradingDays);
  const older = history();
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
      const bars = [...(older.get(i.symbol) ?? []), ...semester.bars];
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
    actions,
    checks,
    dates,
  };
}
type Daily = ReturnType<typeof buildDaily>;

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
  for (const semester of daily.semesters.values())
    for (const day of semester.fromYahoo) yahooDates.add(day);
  return { dates, stocks, indices, yahooDates: [...yahooDates].sort() };
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
  const daily = buildDaily(built.instruments);
  mkdirSync(outDir, { recursive: true });
  const sourceNote =
    'KRX (한국거래소) via FinanceData/fdr_krx_data_cache, FinanceData/marcap, do0405/invest-KR; ' +
    'Yahoo Finance via voxprepstudiohelp-stack/sfd-pipeline; indices via onekindalpha/breadth-analysis-dashboard, nextinvestment/kospi-flows';
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
  writeCoverage(join(outDir, 'COVERAGE.md'), { ...coverage, intraday: intraday.stats });
}

main();
