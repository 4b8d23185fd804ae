import { useState, type FormEvent } from 'react';
import { studentDataApi } from '../../../shared/contracts/student-data';
import { accessWhatLabels } from '../../../shared/schemas/access-log';
import { TextField } from '../../components/FormField';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';

const KST = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** 개인정보 접근 기록: who among the staff viewed which student's data, newest first. */
export function AccessLogPanel() {
  const [page, setPage] = useState(1);
  const { data } = useApiQuery(studentDataApi.accessLog, { query: { page } });
  const [days, setDays] = useState('');
  const save = useApiMutation(studentDataApi.accessLogRetention, {
    invalidates: [studentDataApi.accessLog],
    success: '보관 기간을 저장했습니다',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await save.send({ body: { retentionDays: Number(days) } })) setDays('');
  }

  return (
    <section className="card" aria-labelledby="access-log-title">
      <h2 className="card-title" id="access-log-title">
        개인정보 접근 기록
      </h2>
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="보관 기간 (일)"
          inputMode="numeric"
          value={days}
          placeholder={String(data?.retentionDays ?? '')}
          onChange={(event) => setDays(event.target.value)}
          hint={`지금 보관 기간: ${data?.retentionDays ?? '–'}일. 지난 기록은 지워집니다.`}
        />
        <button type="submit" className="button button-small" disabled={save.pending}>
          저장
        </button>
      </form>
      {data?.entries.length === 0 && <p className="muted">기록이 없습니다.</p>}
      <table className="table">
        <thead>
          <tr>
            <th>시각</th>
            <th>누가</th>
            <th>무엇을</th>
            <th>학생</th>
            <th>클래스</th>
          </tr>
        </thead>
        <tbody>
          {data?.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{KST.format(new Date(entry.at))}</td>
              <td>
                {entry.actorName ?? `#${entry.actorId}`} (
                {entry.actorRole === 'ADMIN' ? '관리자' : '교사'})
              </td>
              <td>{accessWhatLabels[entry.what]}</td>
              <td>{entry.studentName ?? (entry.studentId ? `#${entry.studentId}` : '반 전체')}</td>
              <td>{entry.className ?? (entry.classId ? `#${entry.classId}` : '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <button
          type="button"
          className="button button-small"
          disabled={page === 1}
          onClick={() => setPage(page - 1)}
        >
          최근
        </button>{' '}
        <button
          type="button"
          className="button button-small"
          disabled={(data?.entries.length ?? 0) < 50}
          onClick={() => setPage(page + 1)}
        >
          이전 기록
        </button>
      </p>
    </section>
  );
}
