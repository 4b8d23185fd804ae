import type { ChartPeriod } from '../../shared/schemas/market';
import { coverage, type ChartPoint } from './chart-series';
import { kstLabel } from './PriceChart';

const dayFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
const minuteFormat: Intl.DateTimeFormatOptions = {
  ...dayFormat,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const day = (date: string) => kstLabel(Date.parse(`${date}T00:00:00+09:00`), dayFormat);

/** Says what the chart covers and which business days the data lacks (drawn as breaks). */
export function ChartCoverage({ runs, period }: { runs: ChartPoint[][]; period: ChartPeriod }) {
  const daily = period === '1M' || period === '3M' || period === '1Y';
  const range = coverage(runs, daily ? period : undefined);
  if (!range) return null;
  const format = daily ? dayFormat : minuteFormat;
  const missing = range.missing
    .map((gap) => (gap.from === gap.to ? day(gap.from) : `${day(gap.from)} ~ ${day(gap.to)}`))
    .join(', ');
  return (
    <p className="chart-coverage" data-testid="chart-coverage">
      자료 범위 {kstLabel(range.from, format)} ~ {kstLabel(range.to, format)}
      {missing && <> · 자료 없음(선이 끊긴 곳): {missing}</>}
    </p>
  );
}
