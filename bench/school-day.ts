// A school day on one box: classes of 30 students, every student on the trading page watching
// 10 stocks, every teacher's class page and every class's projector open, each student placing
// one order in a school minute (market buys and sells, resting limit buys). The server is the
// production entry point (`src/server/index.ts`, replay market, SQLite FULL) in its own process;
// its CPU and memory are read from /proc. Reported at 300, 900 and 2,700 students, and how each
// figure grows with the school.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/connection';
import { createAccessTokens } from '../src/server/services/accounts/access-tokens';
import { next } from './lib/child';
import { ratio, writeResults, type Ratio } from './lib/results';
import { boardCost, type BoardCost } from './school-day/board-cost';
import { seedSchool, STUDENTS_PER_CLASS } from './school-day/seed';
import type { SchoolDayPlan, SchoolDayResult } from './school-day/shared';

const SCHOOLS = (process.env.BENCH_SCHOOL_STUDENTS ?? '300,900,2700').split(',').map(Number);
const MINUTE_MS = Number(process.env.BENCH_SCHOOL_MINUTE_S ?? 60) * 1000;
// Each school is played twice: as it is, and with this many students asking for the board
// without pause (ADR 0034: a leaderboard storm must not move order latency).
const BOARD_READERS = Number(process.env.BENCH_SCHOOL_BOARD_READERS ?? 20);
const JWT_SECRET = 'school-day-bench-'.padEnd(48, 'x');
// Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ) on every mainstream build.
const TICKS_PER_SECOND = 100;
const IDLE_MS = 10_000;
// PROF=1 writes the server's CPU profile to bench/results/profiles/ when it stops.
const profile = process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/results/profiles'] : [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** User plus system CPU seconds the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? Number.NaN) * 1024;
}

async function waitUntilHealthy(port: number, server: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

interface Day extends SchoolDayResult {
  students: number;
  sockets: number;
  serverCpuPercent: number;
  /** The server with nobody connected: the market pricing its stocks, timers. */
  idleCpuPercent: number;
  /** Server CPU above idle, per student and school minute. */
  cpuMsPerStudentMinute: number;
  rssMiB: number;
  rssKiBPerStudent: number;
  /** Measured on the day without a storm. */
  boards: BoardCost | null;
}

async function playDay(students: number, boardReaders = 0): Promise<Day> {
  const dir = mkdtempSync(join(tmpdir(), 'stockclass-school-day-'));
  const db = openDatabase(join(dir, 'stockclass.db'), { synchronous: 'FULL' });
  const school = seedSchool(db, Math.ceil(students / STUDENTS_PER_CLASS));
  db.$client.close();

  const port = await freePort();
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      JWT_SECRET,
      ADMIN_PASSWORD: 'school-day-admin1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilHealthy(port, server);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRss = rssBytes(server.pid!);
    // The market prices its stocks whether anyone watches or not: measured alone, it is not
    // counted against the students.
    const idleCpuBefore = cpuSeconds(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idleCpuPerSecond = (cpuSeconds(server.pid!) - idleCpuBefore) / (IDLE_MS / 1000);

    const tokens = createAccessTokens({
      secret: new TextEncoder().encode(JWT_SECRET),
      clock: systemClock,
    });
    const plan: SchoolDayPlan = {
      port,
      students: await Promise.all(
        school.students.map(async (s) => ({
          ...s,
          token: await tokens.sign({ id: s.id, role: 'STUDENT' }),
        })),
      ),
      teachers: await Promise.all(
        school.teachers.map(async (t) => ({
          classId: t.classId,
          token: await tokens.sign({ id: t.id, role: 'TEACHER' }),
        })),
      ),
      warmUpMs: 5000,
      minuteMs: MINUTE_MS,
      boardReaders,
    };
    const clients = fork('bench/school-day/clients.ts', { execArgv: ['--import', 'tsx'] });
    clients.send(plan);
    const finished = next<SchoolDayResult>(clients, 'result');
    await next(clients, 'minute started');
    const cpuBefore = cpuSeconds(server.pid!);
    const startedAt = performance.now();
    await next(clients, 'minute ended');
    const cpu = cpuSeconds(server.pid!) - cpuBefore;
    const seconds = (performance.now() - startedAt) / 1000;
    const rss = rssBytes(server.pid!);
    const result = await finished;
    // The clients have gone: only the market runs beside the burst.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cpuOfServer = () => cpuSeconds(server.pid!);
    const boards = boardReaders === 0 ? await boardCost(plan, cpuOfServer, idleCpuPerSecond) : null;
    return {
      boards,
      ...result,
      students: school.students.length,
      // A socket per student, and a class page and a projector per class.
      sockets: school.students.length + 2 * school.teachers.length,
      serverCpuPercent: (cpu / seconds) * 100,
      idleCpuPercent: idleCpuPerSecond * 100,
      cpuMsPerStudentMinute:
        (((cpu - idleCpuPerSecond * seconds) * 1000) / school.students.length) * (60 / seconds),
      rssMiB: rss / 2 ** 20,
      rssKiBPerStudent: (rss - idleRss) / school.students.length / 1024,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

console.info(
  `\n## A school day (${STUDENTS_PER_CLASS} students a class, 10 stocks each, one order per ` +
    `student in a ${MINUTE_MS / 1000} s school minute; class page and projector per class)`,
);
/** One day's figures, printed as soon as it is played: a larger school may not finish. */
function report(d: Day) {
  const answered = Object.entries(d.statuses)
    .map(([status, count]) => `${status} ${count}`)
    .join(' · ');
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.info(
    [
      `\n${d.students} students (${d.sockets} sockets): ${answered}`,
      `  orders           p50 ${ms(d.orderP50)} · p99 ${ms(d.orderP99)} · ${d.failedRequests} requests unanswered`,
      `  ticks            p99 ${ms(d.tickP99SlowestClient)} at the slowest client, ${ms(d.tickP99MedianClient)} at the median one (client loop p99 ${ms(d.clientLoopDelayP99)})`,
      `  projector state  p99 ${ms(d.projectorP99)} over ${d.projectorFetches} fetches`,
      `  server CPU       ${d.serverCpuPercent.toFixed(1)} % of a core (idle ${d.idleCpuPercent.toFixed(1)} %), ${d.cpuMsPerStudentMinute.toFixed(2)} ms per student-minute above idle`,
      `  server memory    ${d.rssMiB.toFixed(0)} MiB resident, ${d.rssKiBPerStudent.toFixed(1)} KiB per student`,
      ...(d.boards
        ? [
            `  board CPU        ${ms(d.boards.classBoard.cpuMsPerRequest)} a student's board (class), ${ms(d.boards.schoolBoard.cpuMsPerRequest)} a teacher's (school), ${ms(d.boards.me.cpuMsPerRequest)} /api/auth/me; ` +
              `${d.boards.classBoard.requests + d.boards.schoolBoard.requests} asks, ${d.boards.classBoard.refused + d.boards.schoolBoard.refused} refused`,
          ]
        : []),
      ...(d.boardAnswers + d.boardRefusals > 0
        ? [
            `  board storm      ${d.boardAnswers} boards (p99 ${ms(d.boardP99)}), ${d.boardRefusals} refused with 429`,
          ]
        : []),
    ].join('\n'),
  );
}

const days: Day[] = [];
const storms: Ratio[] = [];
for (const students of SCHOOLS) {
  const day = await playDay(students);
  days.push(day);
  report(day);
  if (BOARD_READERS === 0) continue;
  const stormy = await playDay(students, BOARD_READERS);
  report(stormy);
  const storm = ratio(
    `school day: order p99 with ${BOARD_READERS} board readers ÷ without, ${students} students`,
    stormy.orderP99,
    day.orderP99,
    'ms',
    {},
  );
  console.info(`  ${storm.measure}: ${storm.ratio.toFixed(2)}`);
  storms.push(storm);
}

// Growth against the smallest school: per-student costs should stay flat, latencies low.
const [smallest] = days;
const growth = days.slice(1).flatMap((d) => {
  const scale = `${d.students} vs ${smallest!.students} students`;
  return [
    ratio(`school day: order p99, ${scale}`, d.orderP99, smallest!.orderP99, 'ms', {}),
    ratio(
      `school day: tick p99 slowest client, ${scale}`,
      d.tickP99SlowestClient,
      smallest!.tickP99SlowestClient,
      'ms',
      {},
    ),
    ratio(
      `school day: server CPU per student, ${scale}`,
      d.cpuMsPerStudentMinute,
      smallest!.cpuMsPerStudentMinute,
      'ms/min',
      {},
    ),
    ratio(
      `school day: memory per student, ${scale}`,
      d.rssKiBPerStudent,
      smallest!.rssKiBPerStudent,
      'KiB',
      {},
    ),
  ];
});
// One board request's server CPU (ADR 0034: < 5 ms at 2,700 students), against /api/auth/me.
const boardCosts = days.flatMap(({ students, boards }) =>
  boards
    ? (['classBoard', 'schoolBoard'] as const).map((kind) =>
        ratio(
          `school day: server CPU per ${kind === 'classBoard' ? "student's" : "teacher's"} board, ${students} students`,
          boards[kind].cpuMsPerRequest,
          boards.me.cpuMsPerRequest,
          'ms',
          { below: 5 },
        ),
      )
    : [],
);
writeResults('school-day', [...growth, ...storms, ...boardCosts]);
