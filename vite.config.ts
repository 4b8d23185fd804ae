import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build, at the highest
 * levels (done once here, not per request): the server sends the one a browser accepts.
 */
function precompress(): Plugin {
  return {
    name: 'stockclass:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (source.length < MIN_BYTES) return;
          const path = join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod is one chunk, which /login does not load (tests/e2e/loading.spec.ts); the first
          // script sets it jitless before any chunk builds a schema (src/client/zod-config.ts).
          groups: [
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/realtime/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    // Each test builds its own app on its own database file (createTestApp), so a file needs no
    // fresh process: one per file cost two thirds of the suite's CPU time (docs/development.md).
    isolate: false,
    testTimeout: 20_000,
  },
});
