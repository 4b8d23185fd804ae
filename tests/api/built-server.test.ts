import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, runScript } from './own-process.helpers';

// `npm run build` makes the server once (docs/operations.md): what it builds runs with plain node
// beside package.json, node_modules and the embedded market alone, from any folder, reading none
// of the TypeScript sources it was built from.

let folder: string | undefined;
let server: ChildProcess | undefined;

afterEach(() => {
  server?.kill('SIGKILL');
  server = undefined;
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The app folder a school keeps after `npm ci && npm run build`, without src/. */
async function installWithoutSources(app: string) {
  mkdirSync(join(app, 'data'), { recursive: true });
  copyFileSync('package.json', join(app, 'package.json'));
  symlinkSync(join(process.cwd(), 'node_modules'), join(app, 'node_modules'));
  symlinkSync(join(process.cwd(), 'data/krx'), join(app, 'data/krx'));
  const build = await runScript('build-server.ts', process.env, [join(app, 'dist/server')]);
  if (build.code !== 0) throw new Error(build.output);
}

/** Answers /api/health's status, or what the server printed if it exited first. */
function healthOf(child: ChildProcess, port: number, output: () => string) {
  return new Promise<string>((resolve) => {
    child.once('exit', () => resolve(`exited: ${output()}`));
    const ask = () =>
      fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.json() as Promise<{ data: { status: string } }>)
        .then((body) => resolve(body.data.status))
        .catch(() => setTimeout(ask, 200));
    ask();
  });
}

describe('the built server', () => {
  it('starts from its built files in another folder, without the sources', async () => {
    folder = mkdtempSync(join(tmpdir(), 'stockclass-built-'));
    const app = join(folder, 'app');
    await installWithoutSources(app);
    const port = await freePort();
    let output = '';
    server = spawn(process.execPath, [join(app, 'dist/server/index.js')], {
      cwd: folder,
      env: { ...process.env, PORT: String(port), ADMIN_PASSWORD: 'admin1234', NODE_ENV: 'test' },
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await healthOf(server, port, () => output)).toBe('ok');
    expect(output).toContain(`(db: ${join(app, 'data/stockclass.db')})`);
  }, 120_000);
});
