import type { RosterRow, SkippedLine } from '../../../../shared/schemas/roster';
import { DataTable } from '../../../components/DataTable';

const statusLabels: Record<RosterRow['status'], string> = {
  new: '새 계정',
  update: '이미 있음 (이름만 갱신)',
  error: '오류',
};

/** The 명렬표 as the server understood it, line by line, before anything is created. */
export function RosterPreviewTable({
  rows,
  skipped,
}: {
  rows: RosterRow[];
  skipped: SkippedLine[];
}) {
  const count = (status: RosterRow['status']) => rows.filter((r) => r.status === status).length;
  return (
    <>
      <p className="roster-summary" role="status">
        새 계정 {count('new')}명 · 이미 있음 {count('update')}명 · 오류 {count('error')}행
      </p>
      {skipped.length > 0 && (
        <p className="muted roster-skipped">
          제목 줄로 보고 건너뛴 행: {skipped.map((s) => `${s.line}행 「${s.text}」`).join(', ')}
        </p>
      )}
      <DataTable
        frameClassName="roster-preview"
        columns={['행', '학번', '이름', '로그인 ID', '결과']}
      >
        {rows.map((row) => (
          <tr key={row.line} className={row.status === 'error' ? 'roster-error' : undefined}>
            <td>{row.line}</td>
            <td>{row.number ?? '-'}</td>
            <td>{row.name || '-'}</td>
            <td className="roster-login-id">{row.loginId ?? '-'}</td>
            <td>{row.error ?? statusLabels[row.status]}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
