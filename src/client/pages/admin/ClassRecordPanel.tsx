import { useState } from 'react';
import type { ClassSummary } from '../../../shared/schemas/classes';
import { downloadFile } from '../../api/client';
import { adminSchoolApi } from '../../../shared/contracts/admin';
import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { notify } from '../../components/toast';
import { useApiQuery } from '../../data/useApiQuery';
import { EraseClassDialog } from './EraseClassDialog';

/** Each class's whole record: export it as a ZIP, then 개인정보 파기 when retention ends. */
export function ClassRecordPanel() {
  const { data } = useApiQuery(teacherClassesApi.list);
  const [erasing, setErasing] = useState<ClassSummary | null>(null);

  async function exportRecord(klass: ClassSummary) {
    try {
      await downloadFile(adminSchoolApi.exportClass, { id: klass.id }, `${klass.name} 기록.zip`);
    } catch {
      notify.error('기록을 내보내지 못했습니다');
    }
  }

  return (
    <section className="card" aria-labelledby="class-records-title">
      <h2 className="card-title" id="class-records-title">
        클래스 기록 보관과 개인정보 파기
      </h2>
      <p className="field-hint">
        내보내기는 학생, 거래·근거·회고, 평가 점수, 일별 자산 CSV와 세특 자료(HTML)를 ZIP 하나로
        받습니다. 학교의 보존 기간이 끝나면 개인정보를 파기하세요.
      </p>
      {data?.length === 0 && <p className="muted">클래스가 없습니다.</p>}
      <ul className="class-records">
        {data?.map((klass) => (
          <li key={klass.id}>
            <span className="class-record-name">
              <strong>{klass.name}</strong> 학생 {klass._count.students}명
            </span>
            <span className="class-record-actions">
              <button
                type="button"
                className="button button-small"
                onClick={() => void exportRecord(klass)}
              >
                기록 내보내기 (ZIP)
              </button>
              <button
                type="button"
                className="button button-small button-danger"
                onClick={() => setErasing(klass)}
              >
                개인정보 파기
              </button>
            </span>
          </li>
        ))}
      </ul>
      {erasing && (
        <EraseClassDialog
          klass={erasing}
          onClose={() => setErasing(null)}
          onErased={() => setErasing(null)}
        />
      )}
    </section>
  );
}
