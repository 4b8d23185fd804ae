import { kstDate } from '../../../shared/domain/market/calendar';
import { messages } from '../../../shared/messages';
import { WEEKDAY_LABELS } from '../../../shared/schemas/class-rules';
import type { MarketCalendarAnswer } from '../../../shared/schemas/market-calendar';
import { marketApi } from '../../../shared/contracts/market';
import { DataTable } from '../../components/DataTable';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { useApiQuery } from '../../data/useApiQuery';

interface CalendarRow {
  date: string;
  kind: string;
  reason: string;
}

/** Closed days and late days in one list by date, as a teacher reads a school calendar. */
function rowsOf(calendar: MarketCalendarAnswer): CalendarRow[] {
  return [
    ...calendar.closedDays.map((d) => ({ date: d.date, kind: '휴장', reason: d.reason })),
    ...calendar.specialDays.map((d) => ({
      date: d.date,
      kind: `${d.opensAt}~${d.closesAt} 운영`,
      reason: d.reason,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

const dayText = (date: string) =>
  `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 (${WEEKDAY_LABELS[new Date(`${date}T00:00:00Z`).getUTCDay()]})`;

/** 시장 설정's KRX calendar of this year, and a warning before the app runs out of holidays. */
export function MarketCalendarCard() {
  const year = Number(kstDate(new Date()).slice(0, 4));
  const { data, error } = useApiQuery(marketApi.calendar, { query: { year: String(year) } });
  if (!data)
    return <div className="market-calendar">{error ? messages.loadFailed : <Spinner />}</div>;
  return (
    <section className="market-calendar" aria-labelledby="market-calendar-title">
      <h3 id="market-calendar-title">{year}년 KRX 휴장일과 특별 운영일</h3>
      {data.warning && (
        <div className="banner" role="alert">
          <Icon name="signal" />
          <p>{data.warning}</p>
        </div>
      )}
      <p className="muted">
        휴장일 표가 있는 해: {data.coveredYears.map((y) => `${y}년`).join(', ')}. 주말은 늘
        휴장이고, 그 밖의 날은 09:00~15:30에 열립니다.
      </p>
      <DataTable
        className="stack-table"
        regionLabel="휴장일과 특별 운영일 표"
        columns={['날짜', '운영', '사유']}
      >
        {rowsOf(data).map((row) => (
          <tr key={`${row.date}-${row.kind}`}>
            <td data-label="날짜">{dayText(row.date)}</td>
            <td data-label="운영">{row.kind}</td>
            <td data-label="사유">{row.reason}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
