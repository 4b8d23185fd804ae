// KRX closing days on weekdays, with the reason a student or teacher is shown (Sat/Sun are always
// closed). Sources and the reasoning behind each year: docs/decisions/0019-krx-calendar.md.
// 2025: checked against the embedded KOSPI index file (exactly these weekdays have no bar).
// 2026: KRX's announced closing days, plus 제헌절 (a public holiday again from 2026).
// 2027: derived from the public-holiday rules and KASI's lunar calendar; KRX announces its list
// in December, check it then.
export const krxClosedDays: Readonly<Record<string, string>> = {
  '2025-01-01': '신정',
  '2025-01-27': '임시공휴일',
  '2025-01-28': '설날 연휴',
  '2025-01-29': '설날',
  '2025-01-30': '설날 연휴',
  '2025-03-03': '삼일절 대체공휴일',
  '2025-05-01': '근로자의 날',
  '2025-05-05': '어린이날·부처님오신날',
  '2025-05-06': '대체공휴일',
  '2025-06-03': '제21대 대통령 선거',
  '2025-06-06': '현충일',
  '2025-08-15': '광복절',
  '2025-10-03': '개천절',
  '2025-10-06': '추석',
  '2025-10-07': '추석 연휴',
  '2025-10-08': '추석 대체공휴일',
  '2025-10-09': '한글날',
  '2025-12-25': '성탄절',
  '2025-12-31': '연말 휴장일',
  '2026-01-01': '신정',
  '2026-02-16': '설날 연휴',
  '2026-02-17': '설날',
  '2026-02-18': '설날 연휴',
  '2026-03-02': '삼일절 대체공휴일',
  '2026-05-01': '근로자의 날',
  '2026-05-05': '어린이날',
  '2026-05-25': '부처님오신날 대체공휴일',
  '2026-06-03': '제9회 전국동시지방선거',
  '2026-07-17': '제헌절',
  '2026-08-17': '광복절 대체공휴일',
  '2026-09-24': '추석 연휴',
  '2026-09-25': '추석',
  '2026-10-05': '개천절 대체공휴일',
  '2026-10-09': '한글날',
  '2026-12-25': '성탄절',
  '2026-12-31': '연말 휴장일',
  '2027-01-01': '신정',
  '2027-02-08': '설날 연휴',
  '2027-02-09': '설날 대체공휴일',
  '2027-03-01': '삼일절',
  '2027-05-05': '어린이날',
  '2027-05-13': '부처님오신날',
  '2027-07-19': '제헌절 대체공휴일',
  '2027-08-16': '광복절 대체공휴일',
  '2027-09-14': '추석 연휴',
  '2027-09-15': '추석',
  '2027-09-16': '추석 연휴',
  '2027-10-04': '개천절 대체공휴일',
  '2027-10-11': '한글날 대체공휴일',
  '2027-12-27': '성탄절 대체공휴일',
  '2027-12-31': '연말 휴장일',
};

/** Years whose closing days are in the table; any other year only knows weekends. */
export const KRX_CALENDAR_YEARS: readonly number[] = [2025, 2026, 2027];

// 대학수학능력시험 days (교육부): KRX opens and closes an hour late so candidates reach their
// exam rooms.
export const csatDays: ReadonlySet<string> = new Set(['2025-11-13', '2026-11-19', '2027-11-18']);
