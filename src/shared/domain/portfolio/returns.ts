import { addDays, kstDate, kstInstant, sessionOf } from '../market/calendar';
import { explainModifiedDietz } from '../maths/period';
import { explainTotalReturn } from '../maths/portfolio';
import type { Explained } from '../maths/explained';
import { percentFromRatio } from './percent';

// Returns as decided in docs/decisions/0001-returns.md.

/** A deposit (+) or withdrawal (−) of cash: initial cash or a teacher adjustment. */
export interface Flow {
  /** Epoch ms. */
  at: number;
  amount: number;
}

export interface PeriodResult {
  startValue: number;
  endValue: number;
  netFlows: number;
  profitLoss: number;
  returnPercent: number;
  /** The same return as a ratio, with its formula and steps. */
  explanation: Explained;
}

export type Period = 'week' | 'month';

/** Snapshots hold each portfolio's value at the KRX close of their date. */
export interface Snapshot {
  date: string;
  totalValue: number;
  /** The net deposits inside `totalValue` (rows from before this was read may not say). */
  netDeposits?: number;
}

/**
 * The instant a snapshot's values stand for: its date's close, 15:30 KST or the special hours'
 * (16:30 on the 수능 day), so a deposit made before that close is not counted as after it.
 */
export const snapshotInstant = (date: string) => sessionOf(date).closesAt;

/**
 * The flows a snapshot's value does not hold yet: those after its close, less the ones it already
 * counted. A close taken late (the server was off at 15:30, or started after it) values accounts
 * as they are then, so a student approved at 16:00 is in it with the money they got at 16:00:
 * counting that deposit again after the close made a new account read −50 % (docs/product/trading.md#returns). The
 * flows it holds are the earliest after the close, those whose sum its net deposits exceed by.
 */
export function flowsAfterSnapshot(deposits: Flow[], snapshot: Snapshot): Flow[] {
  const closedAt = snapshotInstant(snapshot.date);
  const after = deposits.filter((flow) => flow.at > closedAt);
  if (snapshot.netDeposits === undefined) return after;
  const before = deposits.reduce((sum, flow) => (flow.at > closedAt ? sum : sum + flow.amount), 0);
  const counted = snapshot.netDeposits - before;
  if (counted === 0) return after;
  let sum = 0;
  for (let index = 0; index < after.length; index += 1) {
    sum += after[index]!.amount;
    if (sum === counted) return after.slice(index + 1);
  }
  return after;
}

export function totalReturn({ value, netDeposits }: { value: number; netDeposits: number }) {
  const explanation = explainTotalReturn({ value, netDeposits });
  return {
    profitLoss: value - netDeposits,
    returnPercent: percentFromRatio(explanation.value),
    explanation,
  };
}

/**
 * Modified Dietz: gain ÷ (start value + flows weighted by the share of the period they were
 * invested). Flows before `start` count fully; an empty or inverted period weighs all flows 1.
 */
export function modifiedDietz({
  startValue,
  endValue,
  flows,
  start,
  end,
  note,
}: {
  startValue: number;
  endValue: number;
  flows: Flow[];
  start: number;
  end: number;
  note?: string;
}): PeriodResult {
  const explanation = explainModifiedDietz({ startValue, endValue, flows, start, end, note });
  const netFlows = flows.reduce((sum, flow) => sum + flow.amount, 0);
  return {
    startValue,
    endValue,
    netFlows,
    profitLoss: endValue - startValue - netFlows,
    returnPercent: percentFromRatio(explanation.value),
    explanation,
  };
}

/** The KST day a period starts: this week's Monday, or the 1st of this month. */
export function periodStartDay(period: Period, now: Date): string {
  const today = kstDate(now);
  if (period === 'month') return `${today.slice(0, 8)}01`;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}

/** The latest snapshot strictly before the period's first day: the close the period starts from. */
export function startSnapshot<T extends Snapshot>(snapshots: T[], startDay: string): T | null {
  return snapshots.reduce<T | null>(
    (best, s) => (s.date < startDay && (!best || s.date > best.date) ? s : best),
    null,
  );
}

/**
 * This week's or month's return. From the close snapshot before the period, with the deposits
 * made after that close. Without one (the account is newer, or snapshots began later) the period
 * starts at the first deposit, from nothing: a student who joins on Friday is not ranked on a
 * tiny Monday-weighted base.
 */
export function periodReturn({
  period,
  now,
  snapshot,
  deposits,
  endValue,
}: {
  period: Period;
  now: Date;
  snapshot: Snapshot | null;
  deposits: Flow[];
  endValue: number;
}): PeriodResult {
  const periodStart = kstInstant(periodStartDay(period, now), 0);
  if (snapshot) {
    return modifiedDietz({
      startValue: snapshot.totalValue,
      endValue,
      flows: flowsAfterSnapshot(deposits, snapshot),
      start: periodStart,
      end: now.getTime(),
    });
  }
  const firstDeposit = Math.min(...deposits.map((flow) => flow.at));
  return modifiedDietz({
    startValue: 0,
    endValue,
    flows: deposits,
    start: Math.max(periodStart, firstDeposit),
    end: now.getTime(),
  });
}

const ALL_TIME_NOTE =
  '전체 기간의 내 돈의 수익률은 첫 입금부터 지금까지를 한 기간으로 본 수정 디에츠(Modified ' +
  'Dietz) 수익률이에요. 입금(출금)마다 계좌에 머문 날수만큼 가중하니, 중간에 큰돈이 들어와도 ' +
  '그 돈이 벌 시간이 없었던 만큼 분모가 작아져요.';

/**
 * All time, money-weighted: Modified Dietz from the first deposit to now, from nothing (0001,
 * amended 2026-11-29). (V − net deposits) ÷ net deposits ignored when the money came: a large
 * deposit late in the course diluted the return as if it had been invested from the first day.
 * One deposit weighs 1 and gives (V − D) ÷ D as before.
 */
export function allTimeReturn({
  now,
  deposits,
  endValue,
}: {
  now: Date;
  deposits: Flow[];
  endValue: number;
}): PeriodResult {
  const netDeposits = deposits.reduce((sum, flow) => sum + flow.amount, 0);
  if (deposits.length === 0)
    return {
      startValue: 0,
      endValue,
      netFlows: 0,
      ...totalReturn({ value: endValue, netDeposits }),
    };
  return modifiedDietz({
    startValue: 0,
    endValue,
    flows: deposits,
    start: Math.min(...deposits.map((flow) => flow.at)),
    end: now.getTime(),
    note: ALL_TIME_NOTE,
  });
}
