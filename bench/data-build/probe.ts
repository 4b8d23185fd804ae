// Preloaded into each data-build child (`--import`): on exit it writes the process's CPU time to
// $BENCH_PROBE_OUT, and with $BENCH_PROBE_TRACE set to the source folder, every file of it that
// was read, so the baseline reads exactly what the build reads, whatever version of the build.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { relative } from 'node:path';

const out = process.env.BENCH_PROBE_OUT;
const traced = process.env.BENCH_PROBE_TRACE;
const reads = new Set<string>();

if (traced) {
  const readFileSync = fs.readFileSync;
  fs.readFileSync = ((path: fs.PathOrFileDescriptor, options?: unknown) => {
    const content = readFileSync(path, options as never);
    // After the read: a file the build only tries (a stock Yahoo lacks) is not read.
    if (typeof path === 'string' && path.startsWith(traced)) reads.add(relative(traced, path));
    return content;
  }) as typeof fs.readFileSync;
  // The build imports readFileSync by name; this makes its binding the traced one.
  syncBuiltinESMExports();
}

process.on('exit', () => {
  if (!out) return;
  const { user, system } = process.cpuUsage();
  const probe = { cpuMs: (user + system) / 1000, reads: [...reads].sort() };
  fs.writeFileSync(out, JSON.stringify(probe));
});
