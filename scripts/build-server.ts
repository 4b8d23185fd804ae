// npm run build (after the client): the server compiled once into dist/server/index.js, so
// `npm start` runs it with plain node instead of compiling TypeScript on every start (docs/product/README.md#one-server).
// Packages stay in node_modules (better-sqlite3 is native); our code is bundled into one file.
// The migrations go beside it, so the built server reads none of the sources it was built from.
// A test builds into another folder: `tsx scripts/build-server.ts <folder>`.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const folder = process.argv[2] ?? 'dist/server';
await build({
  entryPoints: ['src/server/index.ts'],
  outfile: join(folder, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', join(folder, 'migrations'), { recursive: true });
