// npm run build (after the client): the server compiled once into dist/server/index.js, so
// `npm start` runs it with plain node instead of compiling TypeScript on every start (docs/product/README.md#one-server).
// Packages stay in node_modules (better-sqlite3 is native); our code is bundled into one file.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
