import { comparePeriod } from '../../../shared/domain/assignments/compare-period';
import {
  MAX_COMPARE_EXPLANATION,
  zCompareExplanationInput,
  type StudentAssignment,
} from '../../../shared/schemas/assignments';
import { MetricCard, metricByKey } from '../../components/maths/MetricCard';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';
import { useZodForm } from '../../hooks/useZodForm';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { studentAssignmentsApi } from '../../../shared/contracts/teacher-reviews';

const PERIOD_WORDS = { week: '이번 주', month: '이번 달', all: '전체 기간' } as const;
const COMPARED = ['timeWeightedReturn', 'benchmarkReturn', 'excessReturn'];

/** My time-weighted return against KOSPI's over the 과제's period, each with its 계산 보기. */
function Figures({ item }: { item: StudentAssignment }) {
  const period = comparePeriod(item.createdAt, new Date());
  const { data } = useApiQuery(portfolioApi.analytics, { query: { period } });
  const metrics = COMPARED.flatMap((key) => {
    const metric = data && metricByKey(data.metrics, key);
    return metric ? [metric] : [];
  });
  if (metrics.length === 0) return null;
  return (
    <section aria-label={`${item.title} 수익률 비교`}>
      <p className="small muted">{PERIOD_WORDS[period]} 기준</p>
      <div className="compare-figures">
        {metrics.map((m) => (
          <MetricCard key={m.key} metric={m} signed={m.key !== 'benchmarkReturn'} />
        ))}
      </div>
    </section>
  );
}

/** 시장과 비교: the figures, and the student's explanation (until the teacher has marked it). */
export function MarketCompare({ item }: { item: StudentAssignment }) {
  const form = useZodForm(zCompareExplanationInput, { text: item.explanation ?? '' });
  const explaining = useApiMutation(studentAssignmentsApi.explain, {
    invalidates: [studentAssignmentsApi.mine],
    success: '설명을 저장했어요. 선생님이 확인할 거예요',
    fallback: '설명을 저장하지 못했어요',
  });
  if (item.task.kind !== 'market-compare') return null;
  const marked = item.status !== 'todo';

  const submit = form.handleSubmit(
    async (body) => {
      await explaining.send({ params: { id: item.id }, body });
    },
    (message) => notify.error(message ?? '입력을 확인해주세요.'),
  );
  const { text } = form.values;

  return (
    <div className="market-compare">
      <Figures item={item} />
      {marked ? (
        item.explanation && <blockquote className="mark-explanation">{item.explanation}</blockquote>
      ) : (
        <form className="explanation-form" onSubmit={(e) => void submit(e)}>
          <label>
            내 수익률과 KOSPI 수익률이 왜 달랐는지 설명해 보세요
            <textarea
              className="input"
              value={text}
              maxLength={MAX_COMPARE_EXPLANATION}
              onChange={(e) => form.set('text', e.target.value)}
            />
          </label>
          <span className="muted small" aria-live="polite">
            {text.length}/{MAX_COMPARE_EXPLANATION}자
          </span>
          <button type="submit" className="button button-primary button-small">
            설명 저장
          </button>
        </form>
      )}
    </div>
  );
}
