import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

// For tests that start the real server, or one of the npm scripts, in a process of its own.

const tsx = join(process.cwd(), 'node_modules/.bin/tsx');

/** Runs `scripts/<script>` as its npm script does, answering its exit code and what it printed. */
export function runScript(script: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(tsx, [join('scripts', script), ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** A port nothing listens on now, for the next server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function untilHealthy(port: number) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Each test's own data folder and the server it starts there (`start`), both gone after the
 * test, the server by a kill -9 if the test left it running.
 */
export function serverOfEachTest(folderPrefix: string) {
  const own: {
    dataDir: string;
    server?: ChildProcess;
    start(env: NodeJS.ProcessEnv): ChildProcess;
  } = {
    dataDir: '',
    // node itself, not the tsx launcher: a signal must reach the server's own process.
    start(env) {
      own.server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
        env,
        stdio: 'ignore',
      });
      return own.server;
    },
  };
  beforeEach(() => {
    own.dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  });
  afterEach(() => {
    own.server?.kill('SIGKILL');
    own.server = undefined;
    rmSync(own.dataDir, { recursive: true, force: true });
  });
  return own;
}
