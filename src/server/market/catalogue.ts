import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  CATALOGUE_FILE,
  DAILY_FILE,
  decodeSegments,
  type CatalogueFile,
  type DailyFile,
} from './krx-data/format';
import type { Catalogue } from './types';

/** data/krx in the project: the embedded KRX data shipped with the app (data/README.md). */
export const KRX_DATA_DIR = fileURLToPath(new URL('../../../data/krx', import.meta.url));

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
  return {
    instruments: () => instruments,
    get: (symbol) => bySymbol.get(symbol),
    dailySegments: (symbol) => decodeSegments(daily.stocks[symbol] ?? [], daily.dates),
    indexBars: (index) => indices[index],
  };
}
