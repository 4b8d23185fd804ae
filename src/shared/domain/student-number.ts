// 학번 (users.number, e.g. 10315 = 학년 1 + 반 03 + 번호 15): the order a school's 명렬표 uses.

/** Digits-only 학번 of any length: a shorter one comes first, then text order (no Number(): 학번 may start with 0). */
export function compareStudentNumbers(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Students with a 학번 first in 학번 order; those without keep their given order after them. */
export function byStudentNumber<T extends { number: string | null }>(a: T, b: T): number {
  if (a.number === null || b.number === null)
    return (a.number === null ? 1 : 0) - (b.number === null ? 1 : 0);
  return compareStudentNumbers(a.number, b.number);
}
