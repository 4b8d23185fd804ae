import { formatWon } from '../../../../shared/format';
import type { Analytics } from '../../../../shared/schemas/analytics';
import { scheduleLabels } from '../../../../shared/domain/portfolio/regular-deposit';
import { SeriesChart } from '../../../charts/SeriesChart';
import { metricByKey } from '../../../components/maths/MetricCard';
import { GoalPresentValue } from './GoalPresentValue';
import { LessonMetrics } from './LessonMetrics';
import { RegionLesson } from './RegionLesson';

const tenThousands = (won: number) => `${Math.round(won / 10_000).toLocaleString('ko-KR')}만`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;

/** 복리와 현재가치 ([12경수01-04]): my return as a yearly rate beside a 정기예금. */
function CompoundLesson({ analytics }: { analytics: Analytics }) {
  const { compound } = analytics.lessons;
  const ownRate = metricByKey(compound.metrics, 'annualRate')?.value ?? null;
  return (
    <section className="card lesson" aria-labelledby="lesson-compound">
      <h2 className="card-title" id="lesson-compound">
        복리와 현재가치
      </h2>
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
    </section>
  );
}

type Annuity = NonNullable<Analytics['lessons']['annuity']>;

/** My deposits' actual value beside what S predicts after the deposits made so far. */
function AnnuityChart({ series }: { series: Annuity['series'] }) {
  if (series.dates.length < 2)
    return <p className="empty-state">하루치 기록뿐이라 아직 그릴 선이 없어요</p>;
  return (
    <SeriesChart
      label="내 적립금의 실제 가치와 연금 공식의 예측을 같은 날짜에 그린 선 그래프"
      dates={series.dates}
      format={tenThousands}
      lines={[
        { label: '내 실제 가치', values: series.actual, color: 'line' },
        { label: 'S · 예금 금리', values: series.deposit, color: 'ma5' },
        ...(series.own
          ? [{ label: 'S · 내 수익률', values: series.own, color: 'ma20' as const }]
          : []),
        { label: '넣은 적립금', values: series.paidIn, color: 'down', dashed: true },
      ]}
    />
  );
}

/** 적립식 투자와 연금 ([12경수01-05]): the class's regular deposit against S = a((1+r)ⁿ − 1)/r. */
function AnnuityLesson({ analytics }: { analytics: Analytics }) {
  const { annuity } = analytics.lessons;
  return (
    <section className="card lesson" aria-labelledby="lesson-annuity">
      <h2 className="card-title" id="lesson-annuity">
        적립식 투자와 연금
      </h2>
      {annuity === null ? (
        <p className="empty-state">
          선생님이 적립식 입금을 정하면 매주 또는 매달 들어오는 돈을 연금 공식과 비교해요
        </p>
      ) : (
        <>
          <p className="muted lesson-lead">
            {scheduleLabels[annuity.schedule]} {formatWon(annuity.amount)}씩, 지금까지{' '}
            {annuity.count}회 들어왔어요. 적립금은 수익이 아니라 입금이라 수익률에 넣지 않아요.
          </p>
          {annuity.count === 0 ? (
            // Every figure would be ₩0 before the first deposit: say when they start instead.
            <p className="empty-state">첫 적립일에 장이 열리면 적립금이 들어오고 비교가 시작돼요</p>
          ) : (
            <>
              <p className="muted lesson-lead">
                내 실제 가치는 적립금마다 들어온 날부터 내 투자 실력 수익률로 자란 돈이에요. 연금
                공식 S가 예측한 값, 그리고 그 적립금의 현재가치와 견주어 보세요.
              </p>
              <LessonMetrics metrics={annuity.metrics} />
              <AnnuityChart series={annuity.series} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The 경제 수학 lessons of the analytics page (issue 30). */
export function LessonSections({
  analytics,
  region,
}: {
  analytics: Analytics;
  /** The region view asks for the signed-in student's own account: off in a teacher's view. */
  region: boolean;
}) {
  return (
    <>
      <CompoundLesson analytics={analytics} />
      <AnnuityLesson analytics={analytics} />
      {region && <RegionLesson holdings={analytics.holdings} />}
    </>
  );
}
