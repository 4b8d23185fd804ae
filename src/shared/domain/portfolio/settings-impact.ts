import { quantile } from '../maths/distribution';
import { totalReturnRatio } from '../maths/portfolio';
import { percentFromRatio, roundPercent } from './percent';
import { rankByReturn } from './ranking';

/** A student as the market moves them: cash, deposits and each holding at both prices. */
export interface ImpactStudent {
  userId: number;
  userName: string;
  classId: number | null;
  cash: number;
  netDeposits: number;
  holdings: Array<{ quantity: number; priceNow: number; priceThen: number }>;
}

/** Smallest, median and largest of a list of changes; null for an empty list. */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

export interface SettingsImpact {
  students: number;
  /** The classes those students are in (students without a class in none). */
  classes: number;
  /** Students holding any stock: only their figures can move with prices. */
  studentsHolding: number;
  /** Students whose total assets change. */
  studentsMoved: number;
  classesMoved: number;
  /** Holdings whose price differs at the new position. */
  holdingsRepriced: number;
  /** Change of total assets in won, over the students holding stock. */
  assetChange: Spread | null;
  /** Change of the all-time return in %-points, over the same students. */
  returnChange: Spread | null;
  /** Students whose place on their class's board (ranked by the all-time return) changes. */
  ranksMoved: number;
  /** The most places one student moves, up or down. */
  largestRankMove: number;
}

function spread(values: number[], round: (x: number) => number): Spread | null {
  if (values.length === 0) return null;
  return {
    min: round(Math.min(...values)),
    median: round(quantile(values, 0.5)),
    max: round(Math.max(...values)),
  };
}

const valueAt = (student: ImpactStudent, price: 'priceNow' | 'priceThen') =>
  student.holdings.reduce((sum, h) => sum + h.quantity * h[price], student.cash);

const returnAt = (student: ImpactStudent, value: number) =>
  percentFromRatio(totalReturnRatio({ value, netDeposits: student.netDeposits }));

/** Places each student moves on their class's board (students without a class rank alone). */
function rankMoves(rows: Array<ImpactStudent & { before: number; after: number }>): number[] {
  const byClass = new Map<number | null, typeof rows>();
  for (const row of rows) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row]);
  const moves: number[] = [];
  for (const members of byClass.values()) {
    const place = (key: 'before' | 'after') =>
      new Map(
        rankByReturn(members.map((m) => ({ ...m, returnPercent: m[key] }))).map((r) => [
          r.userId,
          r.rank,
        ]),
      );
    const [before, after] = [place('before'), place('after')];
    for (const m of members) moves.push(Math.abs(before.get(m.userId)! - after.get(m.userId)!));
  }
  return moves;
}

/**
 * What moving the market to other prices does to every student, before it happens: their total
 * assets and all-time return now and at the new prices, and the places that changes on their
 * class's board (cash, deposits and holdings stay as they are).
 */
export function settingsImpact(students: ImpactStudent[]): SettingsImpact {
  const rows = students.map((student) => {
    const [now, then] = [valueAt(student, 'priceNow'), valueAt(student, 'priceThen')];
    return {
      ...student,
      assetDelta: then - now,
      before: returnAt(student, now),
      after: returnAt(student, then),
    };
  });
  const holding = rows.filter((row) => row.holdings.length > 0);
  const moved = rows.filter((row) => row.assetDelta !== 0);
  const moves = rankMoves(rows);
  const classesOf = (list: typeof rows) =>
    new Set(list.flatMap((row) => (row.classId === null ? [] : [row.classId]))).size;
  return {
    students: rows.length,
    classes: classesOf(rows),
    studentsHolding: holding.length,
    studentsMoved: moved.length,
    classesMoved: classesOf(moved),
    holdingsRepriced: rows.flatMap((row) => row.holdings).filter((h) => h.priceNow !== h.priceThen)
      .length,
    assetChange: spread(
      holding.map((row) => row.assetDelta),
      Math.round,
    ),
    returnChange: spread(
      holding.map((row) => row.after - row.before),
      (x) => Math.round(roundPercent(x) * 100) / 100,
    ),
    ranksMoved: moves.filter((move) => move > 0).length,
    largestRankMove: Math.max(0, ...moves),
  };
}
