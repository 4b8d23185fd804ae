import { noFilters, type QueueFilters } from './queue-filters';

/** Filters of the review queue: status, student, stock, side and a KST date range. */
export function QueueFilterBar({
  filters,
  students,
  stocks,
  onChange,
}: {
  filters: QueueFilters;
  students: Array<{ id: number; number: string | null; name: string }>;
  stocks: Map<string, string>;
  onChange: (filters: QueueFilters) => void;
}) {
  const set = <K extends keyof QueueFilters>(key: K, value: QueueFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <fieldset className="queue-filters">
      <legend className="visually-hidden">근거 평가 필터</legend>
      <label>
        상태
        <select
          value={filters.status}
          onChange={(e) => set('status', e.target.value as QueueFilters['status'])}
        >
          <option value="">전체</option>
          <option value="unreviewed">평가 전</option>
          <option value="reviewed">평가 완료</option>
        </select>
      </label>
      <label>
        학생
        <select value={filters.studentId} onChange={(e) => set('studentId', e.target.value)}>
          <option value="">전체</option>
          {students.map((student) => (
            <option key={student.id} value={student.id}>
              {student.number === null ? student.name : `${student.number} ${student.name}`}
            </option>
          ))}
        </select>
      </label>
      <label>
        정렬
        <select
          value={filters.sort}
          onChange={(e) => set('sort', e.target.value as QueueFilters['sort'])}
        >
          <option value="">최근 거래순</option>
          <option value="number">번호순</option>
        </select>
      </label>
      <label>
        종목
        <select value={filters.symbol} onChange={(e) => set('symbol', e.target.value)}>
          <option value="">전체</option>
          {[...stocks].map(([symbol, name]) => (
            <option key={symbol} value={symbol}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        유형
        <select
          value={filters.side}
          onChange={(e) => set('side', e.target.value as QueueFilters['side'])}
        >
          <option value="">전체</option>
          <option value="BUY">매수</option>
          <option value="SELL">매도</option>
        </select>
      </label>
      <label>
        시작일
        <input type="date" value={filters.from} onChange={(e) => set('from', e.target.value)} />
      </label>
      <label>
        종료일
        <input type="date" value={filters.to} onChange={(e) => set('to', e.target.value)} />
      </label>
      <button
        type="button"
        className="button button-ghost button-small"
        onClick={() => onChange(noFilters)}
      >
        초기화
      </button>
    </fieldset>
  );
}
