// The data build's coverage report: printed, and written to data/krx/COVERAGE.md for the README.
import { writeFileSync } from 'node:fs';
import type { DateAudit } from '../../src/server/market/krx-data/date-audit';
import type { SemesterResult } from '../../src/server/market/krx-data/semester';
import { UNVERIFIABLE_SCALES } from '../../src/server/market/krx-data/semester';
import type { CorporateAction, Instrument } from '../../src/server/market/types';
import type { IntradayStats } from './intraday';

export interface Coverage {
  tradingDays: string[];
  instruments: Instrument[];
  semesters: Map<string, SemesterResult>;
  actions: CorporateAction[];
  referenceRows: { kospiCloses: number; kosdaqBars: number };
  dates: DateAudit[];
  intraday?: IntradayStats;
  history?: HistoryCoverage;
  indices?: IndexCoverage[];
}

/** The real history before the semester (SOURCE.md §11 raw, §6 through Yahoo between raw days). */
export interface HistoryCoverage {
  tradingDays: string[];
  results: Map<string, SemesterResult>;
  dates: DateAudit[];
  /** Stocks with a row in KRX's 전종목 시세 of 2025-10-29 … 12-30, and the rows. */
  rawStocks: number;
  rawRows: number;
}

export interface IndexCoverage {
  index: string;
  overlapping: number;
  added: number;
  first: string;
  last: string;
}

function historySection(history: HistoryCoverage): string[] {
  const results = [...history.results.values()];
  const days = history.tradingDays;
  const withYahoo = results.filter((r) => r.fromYahoo.size > 0).length;
  const yahooDays = results.reduce((n, r) => n + r.fromYahoo.size, 0);
  const referenced = results.reduce((n, r) => n + r.referenceChecks.length, 0);
  const leftOut = results.flatMap((r) => r.leftOut);
  return [
    '## History before the semester',
    '',
    `The charts' real history before the replay's first day: ${days.length} KRX business days, ${days[0]} … ${days.at(-1)} (nothing is replayed there).`,
    '',
    ...monthTable({ tradingDays: days, semesters: history.results }),
    '',
    `- KRX's own 전종목 시세 (SOURCE.md §11, raw prices, 2025-10-29 … 12-30): ${history.rawRows} stock-days of ${history.rawStocks} KOSPI and KOSDAQ stocks (no KONEX), taken as they are.`,
    `- Yahoo Finance (SOURCE.md §6), 2025-06-17 … 10-28: read between two raw days (the 300-stock set's last final day 2025-06-16, SOURCE.md §4, and KRX's 10-29), un-scaled and checked like the semester's: ${yahooDays} stock-days of ${withYahoo} stocks kept; ` +
      `${referenced} compared with a raw KRX reference (SOURCE.md §8), ${sum(results, 'matched')} equal and kept, ${sum(results, 'differ')} different and left out.`,
    `- Left out (not verifiable, never filled in): ${leftOut.length} stock-days: ` +
      [...countBy(leftOut, (l) => l.reason)].map(([r, n]) => `${r} ${n}`).join(', ') +
      '. A stock outside the 300-stock set has no raw day before 10-29 to read Yahoo against: its history starts there.',
    `- Whole dates found unverifiable: ${history.dates.filter((d) => d.flaw).map((d) => `${d.date} (${FLAW_NAMES[d.flaw ?? 'prices']})`).join(', ') || 'none'}.`,
  ];
}

function indexSection(indices: IndexCoverage[]): string[] {
  return [
    '## Indices',
    '',
    ...indices.map(
      (i) =>
        `- ${i.index}: ${i.first} … ${i.last}, whole daily bars (OHLC, volume). SOURCE.md §10 adds ${i.added} days after KRX's cache (§3) and equals it on all ${i.overlapping} days both hold.`,
    ),
  ];
}

const KIND_NAMES: Record<CorporateAction['kind'], string> = {
  split: '액면분할',
  merge: '액면병합',
  bonus: '무상증자·주식배당',
  reduction: '감자',
  rights: '유상증자 권리락',
};

// More mismatches than this with KRX's raw references means the un-scaling is wrong, not Yahoo.
const MISMATCH_LIMIT = 0.02;
const FLAW_NAMES = { prices: '날짜 전체 검증 불가', volume: '거래량 불일치' } as const;

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}

function monthTable(coverage: Pick<Coverage, 'tradingDays' | 'semesters'>): string[] {
  const perDay = new Map<string, { stocks: number; yahoo: number }>();
  for (const semester of coverage.semesters.values())
    for (const bar of semester.bars) {
      const day = perDay.get(bar.date) ?? { stocks: 0, yahoo: 0 };
      day.stocks += 1;
      if (semester.fromYahoo.has(bar.date)) day.yahoo += 1;
      perDay.set(bar.date, day);
    }
  const months = countBy(coverage.tradingDays, (d) => d.slice(0, 7));
  const lines = ['| month | trading days | from KRX files | through Yahoo | without stock bars | stocks a day (min–max) |', '| --- | --- | --- | --- | --- | --- |'];
  for (const [month, days] of months) {
    const inMonth = coverage.tradingDays.filter((d) => d.startsWith(month));
    const counts = inMonth.map((d) => perDay.get(d)?.stocks ?? 0);
    const yahooDays = inMonth.filter((d) => (perDay.get(d)?.yahoo ?? 0) > 0).length;
    const empty = counts.filter((n) => n === 0).length;
    lines.push(`| ${month} | ${days} | ${days - yahooDays - empty} | ${yahooDays} | ${empty} | ${Math.min(...counts)}–${Math.max(...counts)} |`);
  }
  return lines;
}

function sum(semesters: SemesterResult[], key: 'matched' | 'differ' | 'volumeFromReference' | 'referenceBars') {
  return semesters.reduce((n, s) => n + s[key], 0);
}

/** The dates Yahoo got wrong as a whole, with what their references said. */
function flawedDates(coverage: Coverage, perDate: Map<string, Map<string, string[]>>): string[] {
  return coverage.dates.flatMap((d) => {
    if (!d.flaw) return [];
    const left = perDate.get(d.date)?.get(FLAW_NAMES[d.flaw])?.length ?? 0;
    const why =
      d.flaw === 'prices'
        ? `${d.disagree} of ${d.checked} raw references disagree with Yahoo's prices`
        : `${d.volumeOff} of ${d.volumeChecked} raw references disagree with Yahoo's volume`;
    return [`- ${d.date}: ${why}; ${left} Yahoo stock-days of that date left out (${FLAW_NAMES[d.flaw]}).`];
  });
}

/** Per date, per reason, the codes left out (whole-date reasons and stocks without Yahoo aside). */
function leftOutByDate(semesters: Map<string, SemesterResult>) {
  const perDate = new Map<string, Map<string, string[]>>();
  for (const [symbol, semester] of semesters)
    for (const { date, reason } of semester.leftOut) {
      const reasons = perDate.get(date) ?? new Map<string, string[]>();
      reasons.set(reason, [...(reasons.get(reason) ?? []), symbol]);
      perDate.set(date, reasons);
    }
  return perDate;
}

function leftOutSection(coverage: Coverage, noYahoo: Set<string>): string[] {
  const perDate = leftOutByDate(coverage.semesters);
  const lines = ['## Stock-days left out', '', '### Whole dates', '', ...flawedDates(coverage, perDate)];
  const noHistory = [...noYahoo].filter((symbol) =>
    coverage.semesters.get(symbol)?.leftOut.every((l) => l.reason === '야후 자료 없음'),
  );
  const neverKept = [...noYahoo].filter((symbol) => !noHistory.includes(symbol));
  lines.push('', '### No Yahoo day kept (no day after 2026-03-20 nor in 02-23 … 03-05)', '');
  lines.push(`No Yahoo history (${noHistory.length}): ${noHistory.sort().join(' ')}`, '');
  lines.push(`Halted or unverifiable on every Yahoo day (${neverKept.length}): ${neverKept.sort().join(' ')}`);
  lines.push('', '### Per date, per reason', '');
  const wholeDate = new Set<string>(Object.values(FLAW_NAMES));
  for (const [date, reasons] of [...perDate].sort(([a], [b]) => a.localeCompare(b))) {
    const parts = [...reasons].flatMap(([reason, codes]) => {
      const listed = codes.filter((c) => !noYahoo.has(c));
      if (listed.length === 0 || wholeDate.has(reason)) return [];
      return [`${reason} ${listed.length}: ${listed.sort().join(' ')}`];
    });
    if (parts.length > 0) lines.push(`- ${date}: ${parts.join('; ')}`);
  }
  return lines;
}

const VERIFIED_BY: Record<CorporateAction['verifiedBy'], string> = {
  'listed-shares': 'listed shares',
  'base-price': 'base price on the tick grid',
  none: 'none (price rule)',
};

export function writeCoverage(path: string, coverage: Coverage): void {
  const semesters = [...coverage.semesters.values()];
  const leftOut = semesters.flatMap((s) => s.leftOut);
  const [matched, differ] = [sum(semesters, 'matched'), sum(semesters, 'differ')];
  const days = coverage.tradingDays.length;
  const full = semesters.filter((s) => s.leftOut.length === 0 && s.bars.length > 0).length;
  const withYahoo = semesters.filter((s) => s.fromYahoo.size > 0).length;
  const names = new Map(coverage.instruments.map((i) => [i.symbol, i]));
  const noYahoo = coverage.instruments.filter((i) => (coverage.semesters.get(i.symbol)?.fromYahoo.size ?? 0) === 0);
  const referenced = semesters.reduce((n, s) => n + s.referenceChecks.length, 0);
  const reasons = countBy(leftOut, (l) => l.reason);
  const lines = [
    '# Coverage of the embedded semester',
    '',
    `Written by \`npm run data:build\`. ${days} KRX business days, ${coverage.tradingDays[0]} … ${coverage.tradingDays.at(-1)}.`,
    '',
    ...monthTable(coverage),
    '',
    `- Stocks: ${coverage.instruments.length}; every day of their listing present: ${full}; with days through Yahoo Finance: ${withYahoo}.`,
    `- No Yahoo day kept (so no days after 2026-03-20 nor in 02-23 … 03-05; no Yahoo history, or halted or unverifiable throughout): ${noYahoo.length} (` +
      [...countBy(noYahoo, (i) => i.market)].map(([m, n]) => `${m} ${n}`).join(', ') +
      '). They rest at their last real close on those days and cannot be traded; the catalogue gives their last replayed day as `dataUntil` ' +
      `(${coverage.instruments.filter((i) => i.dataUntil !== undefined).length} stocks stop before the last day), and the replay says 재생 자료 없음, not 거래정지.`,
    `- Stock-days left out (not verifiable, never filled in): ${leftOut.length} in ${semesters.filter((s) => s.leftOut.length > 0).length} stocks: ` +
      [...reasons].map(([r, n]) => `${r} ${n}`).join(', ') + '.',
    `- Checked against raw KRX references (SOURCE.md §8: ${coverage.referenceRows.kospiCloses} KOSPI closes, ${coverage.referenceRows.kosdaqBars} KOSDAQ bars): ` +
      `${referenced} Yahoo stock-days were compared with one; ${matched} are equal on every price given and kept; ${differ} differ and are left out (원자료 불일치); ` +
      `${referenced - matched - differ} equal but left out for another reason (limits, scale). ` +
      `Whole dates: ${coverage.dates.filter((d) => d.flaw).length} left out or volume-checked (below); ${sum(semesters, 'referenceBars')} stock-days there are the reference's own raw bar. ` +
      `${sum(semesters, 'volumeFromReference')} kept days carry the reference's volume where Yahoo's differed.`,
    `- Corporate actions: ${coverage.actions.length} (` +
      [...countBy(coverage.actions, (a) => KIND_NAMES[a.kind])].map(([k, n]) => `${k} ${n}`).join(', ') +
      `; ${coverage.actions.filter((a) => a.source === 'yahoo').length} dated by Yahoo's factor). ` +
      `Share ratio (new shares per old share) verified by ${[...countBy(coverage.actions, (a) => VERIFIED_BY[a.verifiedBy])].map(([k, n]) => `${k} ${n}`).join(', ')}; ` +
      'where none is known the holding falls back to previous close ÷ base price (rights keep the quantity). ' +
      `Left out as never happened: a 병합·분할·감자 base with the listed shares unchanged (a halt's reopening); ` +
      UNVERIFIABLE_SCALES.map((u) => `${u.symbol} from ${u.date} (${u.why}; its Yahoo days to the next raw day are left out as 배율 판정 불가)`).join('; ') + '.',
  ];
  if (coverage.intraday) {
    const { versions, days: snapshotDays, stockSnapshots, dropped } = coverage.intraday;
    lines.push(
      `- Intraday snapshots: ${versions} versions over ${snapshotDays} days; ${stockSnapshots} stock snapshots kept, ${dropped} dropped (not inside the day's final high and low, or undoing an earlier one).`,
    );
  }
  const summary = lines.length;
  lines.push('', '## Corporate actions', '', '| date | code | name | kind | previous close | base price | listed shares that day | share ratio | verified by | source |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const a of coverage.actions)
    lines.push(
      `| ${a.date} | ${a.symbol} | ${names.get(a.symbol)?.name ?? ''} | ${KIND_NAMES[a.kind]} | ${a.previousClose} | ${a.basePrice} | ${a.sharesRatio ?? '–'} | ${a.shareRatio === null ? '–' : Number(a.shareRatio.toFixed(4))} | ${VERIFIED_BY[a.verifiedBy]} | ${a.source === 'krx' ? 'KRX' : 'Yahoo'} |`,
    );
  if (coverage.indices) lines.push('', ...indexSection(coverage.indices));
  if (coverage.history) lines.push('', ...historySection(coverage.history));
  lines.push('', ...leftOutSection(coverage, new Set(noYahoo.map((i) => i.symbol))));
  writeFileSync(path, `${lines.join('\n')}\n`);
  console.info(lines.slice(0, summary).join('\n'));
  const compared = matched + differ;
  if (compared > 0 && differ / compared > MISMATCH_LIMIT)
    throw new Error(`${differ} of ${compared} compared days differ from KRX's raw prices`);
}
