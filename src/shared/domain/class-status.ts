/**
 * A class is in progress (진행중) while its teacher has not ended it (종료) and its end date has
 * not passed; nobody has to end it by hand. `today` is the KST calendar day, 'YYYY-MM-DD'.
 */
export function isClassInProgress(
  klass: { isActive: boolean; endDate: string | null; endedAt: Date | null },
  today: string,
): boolean {
  return (
    klass.isActive && klass.endedAt === null && (klass.endDate === null || klass.endDate >= today)
  );
}
