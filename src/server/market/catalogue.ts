import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../project-root';
import { gunzipSync } from 'node:zlib';
import {
  CATALOGUE_FILE,
  CORPORATE_ACTIONS_FILE,
  DAILY_FILE,
  decodeSegments,
  INTRADAY_FILE,
  SNAPSHOT_STRIDE,
  type CatalogueFile,
  type CorporateActionsFile,
  type DailyFile,
  type IndexName,
  type IntradayFile,
} from './krx-data/format';
import type { Catalogue, IntradaySnapshot } from './types';

/** data/krx in the project: the embedded KRX data shipped with the app (data/README.md). */
export const KRX_DATA_DIR = projectPath('data/krx');

/**
 * The embedded KRX catalogue, read once at start-up. Daily bars stay in their compact rows and
 * are decoded per call: the engine keeps what it plays, and most stocks are never asked for.
 */
export function loadCatalogue(dataDir: string = KRX_DATA_DIR): Catalogue {
  const file = JSON.parse(readFileSync(join(dataDir, CATALOGUE_FILE), 'utf8')) as CatalogueFile;
  const daily = JSON.parse(
    gunzipSync(readFileSync(join(dataDir, DAILY_FILE))).toString('utf8'),
  ) as DailyFile;
  const instruments = file.instruments;
  const bySymbol = new Map(instruments.map((instrument) => [instrument.symbol, instrument]));
  const indices = {
    KOSPI: decodeSegments(daily.indices.KOSPI, daily.dates).flat(),
    KOSDAQ: decodeSegments(daily.indices.KOSDAQ, daily.dates).flat(),
    KOSPI200: decodeSegments(daily.indices.KOSPI200, daily.dates).flat(),
  };
  const yahooDates = new Set(daily.yahooDates ?? []);
  // Only ten days have snapshots: read them when the replay first plays one.
  let intraday: IntradayFile | undefined;
  const snapshotsFile = () =>
    (intraday ??= readOptional<IntradayFile>(dataDir, INTRADAY_FILE, true) ?? {
      stocks: {},
      indices: {},
    });
  const actions = readOptional<CorporateActionsFile>(dataDir, CORPORATE_ACTIONS_FILE)?.actions;
  const snapshots = (symbol: string, date: string): IntradaySnapshot[] => {
    const file = snapshotsFile();
    const flat = file.stocks[symbol]?.[date] ?? file.indices[symbol as IndexName]?.[date] ?? [];
    const out: IntradaySnapshot[] = [];
    for (let i = 0; i + SNAPSHOT_STRIDE <= flat.length; i += SNAPSHOT_STRIDE) {
      const [minute = 0, price = 0, high = 0, low = 0, volume = 0] = flat.slice(
        i,
        i + SNAPSHOT_STRIDE,
      );
      out.push({ minute, price, high, low, volume });
    }
    return out;
  };
  return {
    instruments: () => instruments,
    get: (symbol) => bySymbol.get(symbol),
    dailySegments: (symbol) => decodeSegments(daily.stocks[symbol] ?? [], daily.dates),
    indexBars: (index) => indices[index],
    replayFrom: () => daily.replayFrom ?? '',
    stockSource: (date) => (yahooDates.has(date) ? 'yahoo' : 'krx'),
    intradaySnapshots: snapshots,
    corporateActions: () => actions ?? [],
  };
}

function readOptional<T>(dataDir: string, file: string, gzipped = false): T | undefined {
  const path = join(dataDir, file);
  if (!existsSync(path)) return undefined;
  const bytes = readFileSync(path);
  return JSON.parse((gzipped ? gunzipSync(bytes) : bytes).toString('utf8')) as T;
}
