import { useState } from 'react';
import { lessonsApi } from '../../../../shared/contracts/lessons';
import { formatDate, formatNumber, formatWon } from '../../../../shared/format';
import type { ElasticityLessonView } from '../../../../shared/schemas/lessons/elasticity';
import { AuctionCurves } from '../../../components/auction/AuctionCurves';
import { useApiQuery } from '../../../data/useApiQuery';
import { LessonStatus } from '../LessonStatus';
import { LessonCard } from '../../../components/lessons/LessonCard';
import { LessonMetrics } from '../../../components/lessons/LessonMetrics';
import type { LessonViewProps } from '../lesson-views';
import { DemandTable } from './DemandTable';
import '../../../components/lessons/lessons.css';
import '../lesson-body.css';

type Chosen = NonNullable<ElasticityLessonView['chosen']>;

const auctionLabel = (a: ElasticityLessonView['auctions'][number]) =>
  `${formatDate(a.closesAt)} ${a.stockName} · ${a.clearingPrice === null ? '체결 없음' : `체결가 ${formatWon(a.clearingPrice)}`}`;

function AuctionPicker({
  lesson,
  onChoose,
}: {
  lesson: ElasticityLessonView;
  onChoose: (id: number) => void;
}) {
  return (
    <label className="lesson-picker">
      단일가 매매 (최근 마감 순)
      <select
        className="input"
        value={lesson.chosen?.id ?? ''}
        onChange={(e) => onChoose(Number(e.target.value))}
      >
        {lesson.auctions.map((a) => (
          <option key={a.id} value={a.id}>
            {auctionLabel(a)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Curves({ chosen }: { chosen: Chosen }) {
  return (
    <>
      <p className="muted lesson-lead">
        수요곡선 D(P)는 P원 이상에 사겠다는 매수 수량의 합이에요. 매수 주문의 가격에서만 한 계단씩
        내려가는 계단 함수예요 (주문 {formatNumber(chosen.orderCount)}건, 이름 없이 가격과 수량만).
      </p>
      <AuctionCurves
        demand={chosen.demand}
        supply={chosen.supply}
        clearingPrice={chosen.clearingPrice}
        referencePrice={chosen.referencePrice}
      />
    </>
  );
}

function Reading({ chosen }: { chosen: Chosen }) {
  const { arc } = chosen;
  return (
    <>
      {arc && (
        <p className="lesson-lead">
          체결가 {formatWon(chosen.clearingPrice)}
          {arc.brackets ? '가 놓인 계단' : ' 위의 가장 낮은 두 계단'}: P₁ ={' '}
          {formatWon(arc.high.price)}에서 {formatNumber(arc.high.demand)}주, 한 계단 낮은 P₂ ={' '}
          {formatWon(arc.low.price)}에서 {formatNumber(arc.low.demand)}주를 사려고 했어요.
        </p>
      )}
      <LessonMetrics metrics={[chosen.elasticity]} />
      {chosen.readingText && <p className="lesson-reading">{chosen.readingText}</p>}
    </>
  );
}

/** 단일가 매매의 가격탄력성 ([12경수04-03]) on one of the class's closed call auctions. */
export function ElasticityLesson({ student }: LessonViewProps) {
  const [auction, setAuction] = useState<number | undefined>(undefined);
  const read = useApiQuery(lessonsApi.elasticity, { query: { student, auction } });
  const lesson = read.data;
  if (!lesson || read.error) return <LessonStatus read={read} />;
  const { chosen } = lesson;
  if (!chosen) return <p className="card empty-state">{lesson.message}</p>;
  return (
    <div className="lesson-grid">
      <LessonCard id="lesson-demand" title="우리 반 수요곡선">
        <AuctionPicker lesson={lesson} onChoose={setAuction} />
        <Curves chosen={chosen} />
      </LessonCard>
      <LessonCard id="lesson-elasticity" title="체결가에서의 가격탄력성">
        <Reading chosen={chosen} />
        <DemandTable chosen={chosen} />
      </LessonCard>
    </div>
  );
}
