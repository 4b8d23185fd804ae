// The data build's baseline, run as its own process like the build: read and parse every source
// file the build read (listed in the JSON file given), with the build's own CSV reader; the
// intraday versions are gzipped CSV, gunzipped first as scripts/data/intraday.ts does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { csvRecords } from '../../src/server/market/krx-data/csv';
import { sourceReader } from '../../scripts/data/sources';

const [sourceDir = '', listFile = ''] = process.argv.slice(2);
const source = sourceReader(sourceDir);
let rows = 0;
for (const path of JSON.parse(readFileSync(listFile, 'utf8')) as string[]) {
  const parsed = path.endsWith('.gz')
    ? csvRecords(gunzipSync(readFileSync(join(sourceDir, path))).toString('utf8'))
    : source.read(path);
  rows += parsed.length;
}
console.info(`${rows} rows`);
