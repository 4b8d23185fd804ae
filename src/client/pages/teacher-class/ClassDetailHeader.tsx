import { Link } from 'react-router-dom';
import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { reviewsApi, teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import type { ClassDetail } from '../../../shared/schemas/teacher';
import { downloadFile } from '../../api/client';
import { Icon } from '../../components/Icon';
import { notify } from '../../components/toast';

/** The class's CSV exports: the button's label and the word each file's name carries. */
const csvExports = [
  { file: teacherClassesApi.studentsCsv, label: '학생 CSV', name: '학생' },
  { file: teacherClassesApi.transactionsCsv, label: '거래 CSV', name: '거래' },
  { file: reviewsApi.scoresCsv, label: '점수 CSV', name: '근거 점수' },
  { file: teacherAssignmentsApi.draftsCsv, label: '세특 CSV', name: '세특(교사 작성)' },
];

/** The class's name, its code to copy, its exports and the links to its report and projector. */
export function ClassDetailHeader({ detail }: { detail: ClassDetail }) {
  async function exportCsv({ file, name }: (typeof csvExports)[number]) {
    try {
      await downloadFile(file, { id: detail.id }, `${detail.name}-${name}.csv`);
    } catch {
      notify.error('데이터를 불러오는데 실패했습니다');
    }
  }

  async function copyCode() {
    await navigator.clipboard?.writeText(detail.code).catch(() => undefined);
    notify.success('클래스 코드를 복사했습니다');
  }

  return (
    <header className="page-header">
      <div>
        <h1 className="page-title">
          {detail.name} {detail.endedAt && <span className="status-badge is-ended">종료</span>}
        </h1>
        <p className="class-detail-code">
          클래스 코드 <strong data-testid="class-code">{detail.code}</strong>
          <button
            type="button"
            className="icon-button"
            aria-label="클래스 코드 복사"
            onClick={() => void copyCode()}
          >
            <Icon name="copy" size={16} />
          </button>
        </p>
      </div>
      <div className="toolbar">
        {csvExports.map((csv) => (
          <button
            key={csv.label}
            type="button"
            className="button button-ghost button-small"
            onClick={() => void exportCsv(csv)}
          >
            <Icon name="download" size={16} /> {csv.label}
          </button>
        ))}
        <Link
          className="button button-outline button-small"
          to={`/teacher/class/${detail.id}/report`}
        >
          세특 보고서
        </Link>
        <Link className="button button-outline button-small" to={`/projector/${detail.id}`}>
          <Icon name="projector" size={16} /> 프로젝터
        </Link>
      </div>
    </header>
  );
}
