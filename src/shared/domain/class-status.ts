/**
 * A class is in progress (진행중) while a teacher has not switched it off and its end date has
 * not passed; nobody has to end it by hand. `today` is the KST calendar day, 'YYYY-MM-DD'.
 */
export function isClassInProgress(
  klass: { isActive: boolean; endDate: string | null },
  today: string,
): boolean {
  return klass.isActive && (klass.endDate === null || klass.endDate >= today);
}
