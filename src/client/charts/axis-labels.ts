import type { ChartPeriod } from '../../shared/schemas/market';

const kst = (format: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', ...format });
const dayFormat = kst({ month: 'numeric', day: 'numeric' });
const timeFormat = kst({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const monthFormat = kst({ year: '2-digit', month: 'numeric' });

/**
 * X-axis labels (splits in epoch seconds). Intraday periods name the day where it changes and
 * the time elsewhere, so a week of hourly points does not print one date under every tick.
 */
export function timeAxisLabels(splits: number[], period: ChartPeriod): string[] {
  if (period === '1Y') return splits.map((s) => monthFormat.format(s * 1000));
  if (period === '1M' || period === '3M') return splits.map((s) => dayFormat.format(s * 1000));
  return splits.map((s, i) => {
    const day = dayFormat.format(s * 1000);
    const previousDay = i > 0 ? dayFormat.format(splits[i - 1]! * 1000) : null;
    if (period === '1W' && day !== previousDay) return day;
    return timeFormat.format(s * 1000);
  });
}

/**
 * Volume-axis labels in millions (docs/product/roles-and-screens.md#screen-rules) with as many decimals as the step between ticks
 * needs: a thin stock's 0.02 and 0.04 must not both print as "0.0".
 */
export function volumeAxisLabels(splits: number[]): string[] {
  const step = splits.length > 1 ? Math.abs(splits[1]! - splits[0]!) / 1e6 : 1;
  const digits = step > 0 ? Math.min(6, Math.max(0, Math.ceil(-Math.log10(step)))) : 1;
  return splits.map((s) => (s / 1e6).toFixed(digits));
}
