import { formatWon } from '../../../../shared/format';
import type { Analytics } from '../../../../shared/schemas/analytics';
import { SeriesChart } from '../../../charts/SeriesChart';
import { metricByKey } from '../../../components/maths/MetricCard';
import { GoalPresentValue } from './GoalPresentValue';
import { LessonCard } from '../../../components/lessons/LessonCard';
import { LessonMetrics } from '../../../components/lessons/LessonMetrics';
import { tenThousands } from './lesson-format';

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;

/** 복리와 현재가치 ([12경수01-04]): my return as a yearly rate beside a 정기예금. */
export function CompoundLesson({ analytics }: { analytics: Analytics }) {
  const { compound } = analytics.lessons;
  const ownRate = metricByKey(compound.metrics, 'annualRate')?.value ?? null;
  return (
    <LessonCard id="lesson-compound" title="복리와 현재가치">
      <p className="muted lesson-lead">
        이 기간 {compound.days}거래일의 투자 실력 수익률을 1년(252거래일) 복리로 바꾸고, 같은 돈{' '}
        {formatWon(compound.principal)}을 연 {percent(compound.depositRate)} 정기예금에 넣었을 때와
        비교해요.
      </p>
      <LessonMetrics metrics={compound.metrics} />
      {analytics.series.dates.length >= 2 ? (
        <SeriesChart
          label="내 돈과 정기예금 단리·복리를 같은 날짜에 그린 선 그래프"
          dates={analytics.series.dates}
          format={tenThousands}
          lines={[
            { label: '내 돈', values: compound.series.mine, color: 'line' },
            { label: '예금 복리', values: compound.series.compound, color: 'ma5' },
            { label: '예금 단리', values: compound.series.simple, color: 'ma20', dashed: true },
          ]}
        />
      ) : (
        <p className="empty-state">하루치 기록뿐이라 아직 그릴 선이 없어요</p>
      )}
      <h3 className="lesson-subtitle">목표 금액의 현재가치</h3>
      <GoalPresentValue ownRate={ownRate} depositRate={compound.depositRate} />
    </LessonCard>
  );
}
