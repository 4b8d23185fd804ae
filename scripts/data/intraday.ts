// SOURCE.md §9: every stored version of the KRX listing and index files, 2026-03-09 … 03-20. A
// version committed during the session is a snapshot of the day so far; it becomes a point the
// replay passes through.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { roundToTick } from '../../src/shared/domain/market/tick-size';
import type { DailyBar } from '../../src/shared/schemas/market';
import { csvRecords } from '../../src/server/market/krx-data/csv';
import type { IndexName, IntradayFile } from '../../src/server/market/krx-data/format';
import { num, type Row, type SourceReader } from './sources';

const OPEN_MINUTE = 9 * 60;
const CLOSE_MINUTE = 15 * 60 + 30;
const INDEX_FOLDERS: Partial<Record<IndexName, string>> = { KOSPI: 'ks11', KOSDAQ: 'kq11' };

interface Version {
  kind: string;
  date: string;
  minute: number;
  file: string;
}

/** Versions committed on their own date within 09:00–15:30 KST, oldest first. */
function sessionVersions(source: SourceReader): Version[] {
  return source
    .read('intraday/MANIFEST.csv')
    .map((row) => {
      const time = row.commit_time_kst ?? '';
      const [, kind = '', fileDate = ''] =
        /^data\/(listing\/krx|index\/\w+)\/(\d{4}-\d{2}-\d{2})\.csv$/.exec(row.repo_path ?? '') ?? [];
      const minute = Number(time.slice(11, 13)) * 60 + Number(time.slice(13, 15));
      return { kind, date: fileDate, minute, file: row.out_file ?? '', commitDate: time.slice(0, 10) };
    })
    .filter((v) => v.date === v.commitDate && v.minute > OPEN_MINUTE && v.minute <= CLOSE_MINUTE)
    .sort((a, b) => a.date.localeCompare(b.date) || a.minute - b.minute);
}

function readVersion(source: SourceReader, file: string): Row[] {
  return csvRecords(gunzipSync(readFileSync(join(source.dir, 'intraday', file.endsWith('.gz') ? file : `${file}.gz`))).toString('utf8'));
}

interface Snapshot {
  minute: number;
  price: number;
  high: number;
  low: number;
  volume: number;
}

/**
 * A snapshot is kept when it fits the day that followed: inside the final high and low, its
 * running high and low never undoing an earlier snapshot's. The last trade can be a half-tick
 * midpoint (SOURCE.md §9); it is put on the grid inside the high and low so far.
 */
function fits(snapshot: Snapshot, day: DailyBar, before: Snapshot | undefined): boolean {
  const { price, high, low } = snapshot;
  if (!(low > 0 && low <= price && price <= high)) return false;
  if (high > day.high || low < day.low) return false;
  return !before || (high >= before.high && low <= before.low && snapshot.volume >= before.volume);
}

export interface IntradayStats {
  versions: number;
  days: number;
  stockSnapshots: number;
  dropped: number;
}

export function intradaySnapshots(
  source: SourceReader,
  stockDay: (symbol: string, date: string) => DailyBar | undefined,
  indexDay: (index: IndexName, date: string) => DailyBar | undefined,
): { file: IntradayFile; stats: IntradayStats } {
  const file: IntradayFile = { stocks: {}, indices: {} };
  const stats: IntradayStats = { versions: 0, days: 0, stockSnapshots: 0, dropped: 0 };
  const last = new Map<string, Snapshot>();
  const days = new Set<string>();
  const keep = (target: Record<string, Record<string, number[]>>, key: string, date: string, snapshot: Snapshot, day: DailyBar | undefined) => {
    const before = last.get(`${key}:${date}`);
    if (!day || !fits(snapshot, day, before)) return void (stats.dropped += 1);
    last.set(`${key}:${date}`, snapshot);
    const perDate = (target[key] ??= {});
    (perDate[date] ??= []).push(snapshot.minute, snapshot.price, snapshot.high, snapshot.low, snapshot.volume);
    return true;
  };
  for (const version of sessionVersions(source)) {
    stats.versions += 1;
    const rows = readVersion(source, version.file);
    if (version.kind === 'listing/krx') {
      days.add(version.date);
      for (const row of rows) {
        const high = num(row.High);
        const low = num(row.Low);
        if (!(num(row.Open) > 0 && low > 0)) continue;
        const price = Math.min(high, Math.max(low, roundToTick(num(row.Close), 'nearest')));
        const snapshot = { minute: version.minute, price, high, low, volume: num(row.Volume) };
        const symbol = row.Code ?? '';
        if (keep(file.stocks, symbol, version.date, snapshot, stockDay(symbol, version.date)))
          stats.stockSnapshots += 1;
      }
      continue;
    }
    const index = (Object.keys(INDEX_FOLDERS) as IndexName[]).find(
      (name) => version.kind === `index/${INDEX_FOLDERS[name]}`,
    );
    const row = rows.find((r) => r.Date === version.date);
    if (!index || !row) continue;
    const snapshot = {
      minute: version.minute,
      price: num(row.Close),
      high: num(row.High),
      low: num(row.Low),
      volume: num(row.Volume),
    };
    keep(file.indices as Record<string, Record<string, number[]>>, index, version.date, snapshot, indexDay(index, version.date));
  }
  stats.days = days.size;
  return { file, stats };
}
