import { WEEKDAY_LABELS, type ClassPeriod } from '../../../../shared/schemas/class-rules';

const weekdays = [1, 2, 3, 4, 5] as const;

/** Weekday periods in KST (e.g. 월 3교시 10:40–11:30) when students may trade. */
export function TimetableEditor({
  periods,
  onChange,
}: {
  periods: ClassPeriod[];
  onChange: (periods: ClassPeriod[]) => void;
}) {
  const update = (index: number, change: Partial<ClassPeriod>) =>
    onChange(periods.map((p, i) => (i === index ? { ...p, ...change } : p)));
  return (
    <fieldset className="timetable">
      <legend>수업 시간표 (한국 시간)</legend>
      {periods.map((period, index) => (
        <div className="timetable-row" key={index}>
          <div className="field">
            <label htmlFor={`period-day-${index}`}>요일</label>
            <select
              id={`period-day-${index}`}
              value={period.weekday}
              onChange={(e) => update(index, { weekday: Number(e.target.value) })}
            >
              {weekdays.map((day) => (
                <option key={day} value={day}>
                  {WEEKDAY_LABELS[day]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`period-label-${index}`}>교시</label>
            <input
              id={`period-label-${index}`}
              value={period.label}
              maxLength={10}
              onChange={(e) => update(index, { label: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`period-start-${index}`}>시작</label>
            <input
              id={`period-start-${index}`}
              type="time"
              value={period.start}
              onChange={(e) => update(index, { start: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`period-end-${index}`}>끝</label>
            <input
              id={`period-end-${index}`}
              type="time"
              value={period.end}
              onChange={(e) => update(index, { end: e.target.value })}
            />
          </div>
          <button
            type="button"
            className="button button-ghost button-small"
            aria-label={`${index + 1}번째 교시 삭제`}
            onClick={() => onChange(periods.filter((_, i) => i !== index))}
          >
            삭제
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button-outline button-small"
        onClick={() =>
          onChange([
            ...periods,
            { weekday: 1, label: `${periods.length + 1}교시`, start: '09:00', end: '09:50' },
          ])
        }
      >
        교시 추가
      </button>
    </fieldset>
  );
}
