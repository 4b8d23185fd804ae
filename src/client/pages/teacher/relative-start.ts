const relative = new Intl.RelativeTimeFormat('ko-KR', { numeric: 'auto' });
const DAY_MS = 86_400_000;

/** '오늘 시작', '3일 전 시작', '2개월 후 시작' for a 'YYYY-MM-DD' start relative to `today`. */
export function relativeStart(startDate: string, today: string): string {
  const days = Math.round((Date.parse(startDate) - Date.parse(today)) / DAY_MS);
  const text =
    Math.abs(days) >= 365
      ? relative.format(Math.trunc(days / 365), 'year')
      : Math.abs(days) >= 30
        ? relative.format(Math.trunc(days / 30), 'month')
        : relative.format(days, 'day');
  return `${text} 시작`;
}
