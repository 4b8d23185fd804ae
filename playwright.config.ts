import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_RUN_SERVERS, runServerPort } from './tests/e2e/ports';

// Two workers, each with a server of its own: most of a spec's time is waiting for a page, a
// socket or a replayed day, so two cores keep two of them busy (docs/development.md, Tests).
const workers = Number(process.env.E2E_WORKERS ?? 2);
if (!(workers >= 1 && workers <= MAX_RUN_SERVERS)) {
  throw new Error(`E2E_WORKERS must be 1 to ${MAX_RUN_SERVERS}`);
}
// Each run gets its own empty data folder, one per server: a fresh SQLite file, a fresh admin.
// This file is read again in every worker: the folder made here reaches them through the env.
const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'stockclass-e2e-'));
process.env.E2E_DATA_DIR = dataRoot;

// A worker talks only to its own server (Playwright sets TEST_PARALLEL_INDEX, 0 … workers − 1, in
// each worker before it reads this file), and a spec file stays on one worker: a spec sees its
// server as it saw the single server of a one-worker run, in a different company of other specs.
const serverURL = (index: number) => `http://localhost:${runServerPort(index)}`;
const thisWorker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: serverURL(thisWorker),
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    // The server as `npm start` runs it: built once into dist/server, run by plain node.
    command: 'node dist/server/index.js',
    url: `${serverURL(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(runServerPort(index)),
      DATA_DIR: join(dataRoot, `server-${index}`),
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'admin1234',
      NODE_ENV: 'test',
      // A trading day in 10 minutes: prices move visibly within a test. E2E_DAY_MINUTES=0.05
      // runs the suite with a day every 3 s, so the tour meets the pages' charts, which need a
      // second day (the a11y tour met them in CI only when the suite ran long).
      REPLAY_DAY_MINUTES: process.env.E2E_DAY_MINUTES ?? '10',
    },
  })),
});
