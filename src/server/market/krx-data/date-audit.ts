import type { DateFlaw, ReferenceCheck } from './yahoo-scale';

/** One Yahoo date against the raw references of all stocks that have one that day. */
export interface DateAudit {
  date: string;
  checked: number;
  disagree: number;
  volumeChecked: number;
  volumeOff: number;
  flaw?: DateFlaw;
}

// Normally at most one or two of a date's references disagree with Yahoo (a stock Yahoo got
// wrong that day, left out alone). Far more means Yahoo stored the date before its prices were
// final (2026-03-27: 8 of 19, 04-01: 14 of 19), so none of its unreferenced bars can be trusted.
const MIN_DISAGREE = 3;
const ISOLATED_RATE = 0.1;
const WHOLE_DATE_RATE = 0.2;
// Yahoo's volume equals KRX's final volume (SOURCE.md §6); on a bad date nearly all are off.
const VOLUME_OFF_RATE = 0.5;

function audit(date: string, checks: ReferenceCheck[]): DateAudit {
  const withVolume = checks.filter((c) => c.volumeAgrees !== undefined);
  const out: DateAudit = {
    date,
    checked: checks.length,
    disagree: checks.filter((c) => !c.agrees).length,
    volumeChecked: withVolume.length,
    volumeOff: withVolume.filter((c) => !c.volumeAgrees).length,
  };
  if (out.disagree >= MIN_DISAGREE && out.disagree > WHOLE_DATE_RATE * out.checked)
    out.flaw = 'prices';
  else if (out.volumeOff >= MIN_DISAGREE && out.volumeOff > VOLUME_OFF_RATE * out.volumeChecked)
    out.flaw = 'volume';
  return out;
}

/** Per date, how its references agree, and whether the date is unverifiable as a whole. */
export function auditDates(checks: ReferenceCheck[]): DateAudit[] {
  const byDate = new Map<string, ReferenceCheck[]>();
  for (const check of checks) {
    const list = byDate.get(check.date) ?? [];
    list.push(check);
    byDate.set(check.date, list);
  }
  return [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => audit(date, list));
}

/**
 * A date that is neither normal nor bad as a whole: more disagreements than isolated Yahoo errors
 * and too few to condemn the date. The build cannot explain it and stops.
 */
export function isUnexplained(day: DateAudit): boolean {
  return (
    day.flaw === undefined &&
    day.disagree >= MIN_DISAGREE &&
    day.disagree > ISOLATED_RATE * day.checked
  );
}
