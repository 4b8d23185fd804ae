import type { SchoolDayPlan } from './shared';

// Server CPU of one request, read from /proc around a burst of them (ADR 0034: at 2,700 students a
// board request costs less than 5 ms of server CPU). The burst comes after the school minute,
// with nobody else connected; the market's idle CPU over the burst is taken out.

interface RequestCostPlan {
  port: number;
  path: (ask: number) => string;
  /** Signed-in users taking turns, so no one meets the per-user limit (30 boards a minute). */
  tokens: string[];
  requests: number;
  concurrency: number;
  cpuSeconds: () => number;
  idleCpuPerSecond: number;
}

export interface RequestCost {
  requests: number;
  /** Answers other than 200 (a 429 would mean the burst measured refusals, not boards). */
  refused: number;
  cpuMsPerRequest: number;
}

async function requestCost(plan: RequestCostPlan): Promise<RequestCost> {
  let asked = 0;
  let refused = 0;
  const ask = async () => {
    for (let n = asked++; n < plan.requests; n = asked++) {
      const response = await fetch(`http://127.0.0.1:${plan.port}${plan.path(n)}`, {
        headers: { Authorization: `Bearer ${plan.tokens[n % plan.tokens.length]!}` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) refused += 1;
    }
  };
  const cpuBefore = plan.cpuSeconds();
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: plan.concurrency }, ask));
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = plan.cpuSeconds() - cpuBefore - plan.idleCpuPerSecond * seconds;
  return { requests: plan.requests, refused, cpuMsPerRequest: (cpu * 1000) / plan.requests };
}

/** Server CPU per request after the minute: a student's board (their class), a teacher's (the school). */
export interface BoardCost {
  me: RequestCost;
  classBoard: RequestCost;
  schoolBoard: RequestCost;
}

const PERIODS = ['all', 'month', 'week'] as const;
const BURST = 600;

export async function boardCost(
  plan: SchoolDayPlan,
  cpu: () => number,
  idleCpuPerSecond: number,
): Promise<BoardCost> {
  const students = plan.students.map((s) => s.token);
  const teachers = plan.teachers.map((t) => t.token);
  const board = (ask: number) => `/api/leaderboard?timeRange=${PERIODS[ask % PERIODS.length]}`;
  const burst = async (path: (ask: number) => string, tokens: string[]) => {
    const burstPlan = {
      port: plan.port,
      path,
      tokens,
      // Three asks per user at most, twice: well under the 30 boards a minute.
      requests: Math.min(BURST, tokens.length * 3),
      concurrency: 20,
      cpuSeconds: cpu,
      idleCpuPerSecond,
    };
    // The first burst warms the code paths up (JIT, prepared statements) and is not counted.
    await requestCost(burstPlan);
    return requestCost(burstPlan);
  };
  return {
    me: await burst(() => '/api/auth/me', students),
    classBoard: await burst(board, students),
    schoolBoard: await burst(board, teachers),
  };
}
