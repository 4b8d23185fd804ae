import { useState } from 'react';
import { particleAfter } from '../../../../shared/domain/korean-particle';
import { formatDate } from '../../../../shared/format';
import { semesterMessages } from '../../../../shared/schemas/semester';
import type { ClassDetail } from '../../../../shared/schemas/teacher';
import { teacherClassesApi } from '../../../../shared/contracts/teacher-classes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/toast';
import { invalidateEndpoints } from '../../../data/query-client';
import { useApiMutation } from '../../../data/useApiMutation';
import { afterStudentsChange } from '../class-resources';
import { MoveStudentsModal } from './MoveStudentsModal';
import { SuccessorModal } from './SuccessorModal';

type Open = 'end' | 'successor' | 'move' | null;

/** 학기: end the class (종료), then start the next one from it or move its students. */
export function SemesterPanel({ detail }: { detail: ClassDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const ending = useApiMutation(teacherClassesApi.end, {
    invalidates: afterStudentsChange,
    fallback: '작업에 실패했습니다.',
  });

  async function end() {
    if (!(await ending.send({ params: { id: detail.id } }))) return;
    notify.success(semesterMessages.ended);
    close();
  }

  return (
    <section className="card semester-panel" aria-label="학기">
      <h2 className="card-title">학기</h2>
      {detail.endedAt ? (
        <>
          <p>
            <span className="status-badge is-ended">종료</span> {formatDate(detail.endedAt)}에
            종료했습니다. 학생은 기록을 볼 수 있지만 주문할 수 없고, 리더보드에서 빠졌습니다.
          </p>
          <div className="toolbar">
            <button
              type="button"
              className="button button-primary button-small"
              onClick={() => setOpen('successor')}
            >
              다음 학기 클래스 만들기
            </button>
            <button
              type="button"
              className="button button-outline button-small"
              onClick={() => setOpen('move')}
            >
              학생 이동
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="field-hint">
            학기가 끝나면 클래스를 종료하세요. 학생은 거래 기록과 피드백을 계속 볼 수 있고, 보고서와
            CSV도 그대로 받을 수 있습니다.
          </p>
          <button
            type="button"
            className="button button-danger-ghost button-small"
            onClick={() => setOpen('end')}
          >
            클래스 종료
          </button>
        </>
      )}
      <ConfirmDialog
        open={open === 'end'}
        title="클래스 종료"
        confirmLabel="종료하기"
        danger
        onConfirm={end}
        onCancel={close}
      >
        <p>
          <strong>{detail.name}</strong>
          {particleAfter(detail.name, '을/를')} 종료합니다. 학생 {detail._count.students}명은 더
          이상 주문할 수 없고, 미체결 지정가 주문은 취소되며, 클래스가 리더보드와 프로젝터 순위에서
          빠집니다. 종료는 되돌릴 수 없습니다.
        </p>
      </ConfirmDialog>
      {open === 'successor' && <SuccessorModal detail={detail} onClose={close} />}
      {open === 'move' && (
        <MoveStudentsModal
          detail={detail}
          onClose={close}
          onMoved={() => {
            close();
            // The modal refreshed the class list; this class's roster changed as well.
            void invalidateEndpoints(afterStudentsChange);
          }}
        />
      )}
    </section>
  );
}
