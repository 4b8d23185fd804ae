// The data build's coverage report: printed, and written to data/krx/COVERAGE.md for the README.
import { writeFileSync } from 'node:fs';
import type { SemesterResult } from '../../src/server/market/krx-data/semester';
import type { CorporateAction, Instrument } from '../../src/server/market/types';
import type { IntradayStats } from './intraday';

export interface Coverage {
  tradingDays: string[];
  instruments: Instrument[];
  semesters: Map<string, SemesterResult>;
  actions: CorporateAction[];
  referenceRows: { kospiCloses: number; kosdaqBars: number };
  intraday?: IntradayStats;
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

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}

function monthTable(coverage: Coverage): string[] {
  const perDay = new Map<string, { stocks: number; yahoo: number }>();
  for (const semester of coverage.semesters.values())
    for (const bar of semester.bars) {
      const day = perDay.get(bar.date) ?? { stocks: 0, yahoo: 0 };
      day.stocks += 1;
      if (semester.fromYahoo.has(bar.date)) day.yahoo += 1;
      perDay.set(bar.date, day);
    }
  const months = countBy(coverage.tradingDays, (d) => d.slice(0, 7));
  const lines = ['| month | trading days | from KRX files | through Yahoo | stocks a day (min–max) |', '| --- | --- | --- | --- | --- |'];
  for (const [month, days] of months) {
    const inMonth = coverage.tradingDays.filter((d) => d.startsWith(month));
    const counts = inMonth.map((d) => perDay.get(d)?.stocks ?? 0);
    const yahooDays = inMonth.filter((d) => (perDay.get(d)?.yahoo ?? 0) > 0).length;
    lines.push(`| ${month} | ${days} | ${days - yahooDays} | ${yahooDays} | ${Math.min(...counts)}–${Math.max(...counts)} |`);
  }
  return lines;
}

export function writeCoverage(path: string, coverage: Coverage): void {
  const semesters = [...coverage.semesters.values()];
  const leftOut = semesters.flatMap((s) => s.leftOut);
  const checked = semesters.reduce((n, s) => n + s.checked, 0);
  const matched = semesters.reduce((n, s) => n + s.matched, 0);
  const days = coverage.tradingDays.length;
  const full = semesters.filter((s) => s.leftOut.length === 0 && s.bars.length > 0).length;
  const withYahoo = semesters.filter((s) => s.fromYahoo.size > 0).length;
  const names = new Map(coverage.instruments.map((i) => [i.symbol, i]));
  const noYahoo = coverage.instruments.filter((i) => (coverage.semesters.get(i.symbol)?.fromYahoo.size ?? 0) === 0);
  const reasons = countBy(leftOut, (l) => l.reason);
  const lines = [
    '# Coverage of the embedded semester',
    '',
    `Written by \`npm run data:build\`. ${days} KRX business days, ${coverage.tradingDays[0]} … ${coverage.tradingDays.at(-1)}.`,
    '',
    ...monthTable(coverage),
    '',
    `- Stocks: ${coverage.instruments.length}; every day of their listing present: ${full}; with days through Yahoo Finance: ${withYahoo}.`,
    `- No Yahoo history (so no days after 2026-03-20 nor in 02-23 … 03-05): ${noYahoo.length} (` +
      [...countBy(noYahoo, (i) => i.market)].map(([m, n]) => `${m} ${n}`).join(', ') +
      '). They rest at their last real close on those days, like a halted stock, and cannot be traded.',
    `- Stock-days left out (not verifiable, never filled in): ${leftOut.length} in ${semesters.filter((s) => s.leftOut.length > 0).length} stocks: ` +
      [...reasons].map(([r, n]) => `${r} ${n}`).join(', ') + '.',
    `- Checked against raw KRX references (SOURCE.md §8: ${coverage.referenceRows.kospiCloses} KOSPI closes, ${coverage.referenceRows.kosdaqBars} KOSDAQ bars): ` +
      `${checked} Yahoo days had one; ${matched} equal it on every price given; ${checked - matched} differ and are left out.`,
    `- Corporate actions: ${coverage.actions.length} (` +
      [...countBy(coverage.actions, (a) => KIND_NAMES[a.kind])].map(([k, n]) => `${k} ${n}`).join(', ') +
      `; ${coverage.actions.filter((a) => a.source === 'yahoo').length} dated by Yahoo's factor).`,
  ];
  if (coverage.intraday) {
    const { versions, days: snapshotDays, stockSnapshots, dropped } = coverage.intraday;
    lines.push(
      `- Intraday snapshots: ${versions} versions over ${snapshotDays} days; ${stockSnapshots} stock snapshots kept, ${dropped} dropped (not inside the day's final high and low, or undoing an earlier one).`,
    );
  }
  lines.push('', '## Corporate actions', '', '| date | code | name | kind | previous close | base price | shares ratio | source |', '| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const a of coverage.actions)
    lines.push(
      `| ${a.date} | ${a.symbol} | ${names.get(a.symbol)?.name ?? ''} | ${KIND_NAMES[a.kind]} | ${a.previousClose} | ${a.basePrice} | ${a.sharesRatio ?? '–'} | ${a.source === 'krx' ? 'KRX' : 'Yahoo'} |`,
    );
  writeFileSync(path, `${lines.join('\n')}\n`);
  console.info(lines.slice(0, lines.indexOf('## Corporate actions')).join('\n'));
  if (checked > 0 && (checked - matched) / checked > MISMATCH_LIMIT)
    throw new Error(`${checked - matched} of ${checked} checked days differ from KRX's raw prices`);
}
