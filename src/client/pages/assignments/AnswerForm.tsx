import { figureUnit } from '../../../shared/domain/assignments/templates';
import {
  zAnswerInput,
  type AnswerResult,
  type StudentAssignment,
} from '../../../shared/schemas/assignments';
import { studentAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { ExplanationView } from '../../components/maths/ExplanationView';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { numberOf } from '../../hooks/form-numbers';
import { useZodForm } from '../../hooks/useZodForm';

/** The calculation 과제's answer box; a right answer completes it and the list refetches. */
export function AnswerForm({
  item,
  onAnswered,
}: {
  item: StudentAssignment;
  onAnswered: (answer: AnswerResult) => void;
}) {
  const form = useZodForm(zAnswerInput, { value: '' }, ({ value }) => ({ value: numberOf(value) }));
  // The answer may complete the 과제: the list refetches with its new status.
  const answering = useApiMutation(studentAssignmentsApi.answer, {
    invalidates: [studentAssignmentsApi.mine],
    fallback: '답을 보내지 못했어요',
  });
  // No answer box before the data has the figure: "남은 것" already says what to do first.
  if (item.task.kind !== 'calculation' || item.question === null) return null;
  const unit = figureUnit(item.task.figure);

  const submit = form.handleSubmit(
    async (body) => {
      const answer = await answering.send({ params: { id: item.id }, body });
      if (!answer) return;
      if (answer.correct) notify.success('맞았어요! 계산 과정을 확인해 보세요');
      onAnswered(answer);
    },
    (message) => notify.error(message ?? '숫자를 입력해주세요.'),
  );

  return (
    <form className="answer-form" onSubmit={(e) => void submit(e)}>
      <p>{item.question}</p>
      <label>
        내 답 ({unit})
        <input
          className="input"
          inputMode="decimal"
          value={form.values.value}
          onChange={(e) => form.set('value', e.target.value)}
          aria-label={`${item.title} 답`}
        />
      </label>
      <button type="submit" className="button button-primary button-small">
        확인
      </button>
      <span className="muted small">시도 {item.tries}회</span>
    </form>
  );
}

/** Right or wrong, and once right (or past the due date) the 계산 보기 with the app's figure. */
export function AnswerResultView({ title, result }: { title: string; result: AnswerResult }) {
  return (
    <>
      <p role="status" className={result.correct ? 'answer-right' : 'answer-wrong'}>
        {result.correct ? '정답이에요' : '다시 계산해 보세요'}
      </p>
      {result.explanation && <ExplanationView label={title} explanation={result.explanation} />}
    </>
  );
}
