import { formatWon } from '../../../../shared/format';
import type { Analytics } from '../../../../shared/schemas/analytics';
import { scheduleLabels } from '../../../../shared/domain/portfolio/regular-deposit';
import { SeriesChart } from '../../../charts/SeriesChart';
import { LessonCard } from '../../../components/lessons/LessonCard';
import { LessonMetrics } from '../../../components/lessons/LessonMetrics';
import { tenThousands } from './lesson-format';

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
export function AnnuityLesson({ analytics }: { analytics: Analytics }) {
  const { annuity } = analytics.lessons;
  return (
    <LessonCard id="lesson-annuity" title="적립식 투자와 연금">
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
    </LessonCard>
  );
}
