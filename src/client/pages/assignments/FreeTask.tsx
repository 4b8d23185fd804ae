import {
  MAX_COMPARE_EXPLANATION,
  zCompareExplanationInput,
  type StudentAssignment,
} from '../../../shared/schemas/assignments';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useZodForm } from '../../hooks/useZodForm';
import { studentAssignmentsApi } from '../../../shared/contracts/teacher-reviews';

/**
 * A free 과제: the teacher's instructions, and handing it in with an optional note. Handing in
 * tells the teacher; the teacher still marks it done.
 */
export function FreeTask({ item }: { item: StudentAssignment }) {
  const handedIn = item.explanation !== null;
  const form = useZodForm(zCompareExplanationInput, { text: item.explanation ?? '' });
  const handing = useApiMutation(studentAssignmentsApi.explain, {
    invalidates: [studentAssignmentsApi.mine],
    success: '제출했어요. 선생님이 확인하면 완료가 돼요',
    fallback: '제출하지 못했어요',
  });
  if (item.task.kind !== 'free') return null;
  const { instructions } = item.task;
  const submit = form.handleSubmit(
    async (body) => {
      await handing.send({ params: { id: item.id }, body });
    },
    (message) => notify.error(message ?? '입력을 확인해주세요.'),
  );
  const { text } = form.values;

  return (
    <div className="free-task">
      {instructions && <p className="free-instructions">{instructions}</p>}
      {item.status !== 'todo' ? null : (
        <form className="explanation-form" onSubmit={(e) => void submit(e)}>
          {handedIn && (
            <p className="small">제출했어요. 선생님이 확인하기 전까지 다시 낼 수 있어요.</p>
          )}
          <label>
            선생님께 남길 말 (선택)
            <textarea
              className="input"
              value={text}
              maxLength={MAX_COMPARE_EXPLANATION}
              onChange={(e) => form.set('text', e.target.value)}
            />
          </label>
          <button type="submit" className="button button-primary button-small">
            {handedIn ? '다시 제출' : '제출하기'}
          </button>
        </form>
      )}
    </div>
  );
}
