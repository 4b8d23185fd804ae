// npm run data:build [source dir]: turns the KRX data set in ../shared/data/krx (see its SOURCE.md)
// into the compact files under data/krx that the app reads at start-up (format: data/README.md).
import { readFileSync, readdirSync, mkdirSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { DailyBar, Market } from '../src/shared/schemas/market';
import type { Sector } from '../src/shared/schemas/stocks';
import { csvRecords } from '../src/server/market/krx-data/csv';
import {
  CATALOGUE_FILE,
  DAILY_FILE,
  encodeSegments,
  INDEX_NAMES,
  type CatalogueFile,
  type DailyFile,
  type IndexName,
} from '../src/server/market/krx-data/format';
import {
  commonShareOf,
  isPreferredShare,
  isSpac,
  sectorOfKindIndustry,
  sectorOfKrxIndustry,
} from '../src/server/market/krx-data/sectors';
import type { Instrument } from '../src/server/market/types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = resolve(process.argv[2] ?? join(root, '../shared/data/krx'));
const outDir = join(root, 'data/krx');
const AS_OF = '2026-03-20';
const INDEX_FROM_YEAR = 2023;
// SOURCE.md caveat (b): the 2025-06-17 row of the 300-stock history was fetched mid-session.
const UNFINISHED_DAY = '2025-06-17';
const INDEX_FOLDERS: Record<IndexName, string> = {
  KOSPI: 'ks11',
  KOSDAQ: 'kq11',
  KOSPI200: 'ks200',
};

type Row = Record<string, string>;
const read = (path: string): Row[] => csvRecords(readFileSync(join(sourceDir, path), 'utf8'));
const num = (text: string | undefined) => Number(text || 0);

/** A bar from a KRX daily row; a day without trades (open, high, low 0) rests at its close. */
function krxBar(date: string, row: Row): DailyBar {
  const close = num(row.Close);
  const traded = num(row.Open) > 0 && num(row.Low) > 0;
  return {
    date,
    open: traded ? num(row.Open) : close,
    high: traded ? num(row.High) : close,
    low: traded ? num(row.Low) : close,
    close,
    volume: traded ? num(row.Volume) : 0,
    previousClose: close - num(row.Changes),
  };
}

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
  const years = readdirSync(join(sourceDir, folder))
    .filter((file) => Number(file.slice(0, 4)) >= INDEX_FROM_YEAR)
    .sort();
  return years.flatMap((file) =>
    read(join(folder, file)).map((row) => {
      const close = num(row.Close);
      const bar = { open: num(row.Open), high: num(row.High), low: num(row.Low), close };
      const previousClose = Math.round((close - num(row.Comp)) * 100) / 100;
      return { date: row.Date ?? '', ...bar, volume: num(row.Volume), previousClose };
    }),
  );
}

/** All 2026 KRX daily rows per symbol: the marcap file (Jan–Feb) and the daily files (March). */
function bars2026(symbols: Set<string>): Map<string, DailyBar[]> {
  const out = new Map<string, DailyBar[]>();
  const add = (date: string, row: Row) => {
    if (!symbols.has(row.Code ?? '') || num(row.Close) <= 0) return;
    const list = out.get(row.Code ?? '') ?? [];
    list.push(krxBar(date, row));
    out.set(row.Code ?? '', list);
  };
  for (const row of read('ohlcv/daily_all/marcap-2026_2026-01-02_2026-02-20.csv'))
    add(row.Date ?? '', row);
  const daily = readdirSync(join(sourceDir, 'ohlcv/daily_all')).filter((f) =>
    /^krx_daily_/.test(f),
  );
  for (const file of daily.sort()) {
    const date = file.slice('krx_daily_'.length, -'.csv'.length);
    for (const row of read(join('ohlcv/daily_all', file))) add(date, row);
  }
  for (const list of out.values()) list.sort((a, b) => a.date.localeCompare(b.date));
  return out;
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

function buildDaily(instruments: Instrument[]) {
  const indices = Object.fromEntries(INDEX_NAMES.map((name) => [name, indexBars(name)]));
  const calendar = new Map((indices.KOSPI ?? []).map((bar, i) => [bar.date, i]));
  const recent = bars2026(new Set(instruments.map((i) => i.symbol)));
  const older = history();
  const stocks = new Map(
    instruments.map((i) => {
      const bars = [...(older.get(i.symbol) ?? []), ...(recent.get(i.symbol) ?? [])];
      return [i.symbol, segments(bars, calendar)] as const;
    }),
  );
  return { indices: indices as Record<IndexName, DailyBar[]>, stocks, calendar };
}

function encodeDaily(daily: ReturnType<typeof buildDaily>): DailyFile {
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
  return { dates, stocks, indices, yahooDates: [] };
}

// One instrument per line keeps the committed catalogue readable and its diffs small.
function catalogueJson(file: CatalogueFile): string {
  const lines = file.instruments.map((i) => `    ${JSON.stringify(i)}`);
  const head = `  "source": ${JSON.stringify(file.source)},\n  "asOf": "${file.asOf}",`;
  return `{\n${head}\n  "instruments": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

function report(built: ReturnType<typeof buildInstruments>, daily: ReturnType<typeof buildDaily>) {
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
  const bySegments = new Map<number, number>();
  for (const segs of daily.stocks.values())
    bySegments.set(segs.length, (bySegments.get(segs.length) ?? 0) + 1);
  console.info(`segments per stock: ${JSON.stringify(Object.fromEntries(bySegments))}`);
}

function main() {
  const built = buildInstruments();
  const daily = buildDaily(built.instruments);
  mkdirSync(outDir, { recursive: true });
  const source =
    'KRX (한국거래소) via FinanceData/fdr_krx_data_cache, FinanceData/marcap, do0405/invest-KR';
  const catalogue: CatalogueFile = { source, asOf: AS_OF, instruments: built.instruments };
  writeFileSync(join(outDir, CATALOGUE_FILE), catalogueJson(catalogue));
  const json = JSON.stringify(encodeDaily(daily));
  writeFileSync(join(outDir, DAILY_FILE), gzipSync(json, { level: 9 }));
  report(built, daily);
  for (const file of [CATALOGUE_FILE, DAILY_FILE]) {
    const size = statSync(join(outDir, file)).size;
    console.info(`${join('data/krx', file)}: ${(size / 1e6).toFixed(2)} MB`);
  }
}

main();
