import { useState } from 'react';
import { lessonsApi } from '../../../../shared/contracts/lessons';
import type { TaxIncidenceLesson as Lesson } from '../../../../shared/schemas/lessons/tax-incidence';
import { formatWon } from '../../../../shared/format';
import { useApiQuery } from '../../../data/useApiQuery';
import { AuctionCurves } from '../../../components/auction/AuctionCurves';
import { AuctionIncidence } from '../../../components/auction/AuctionIncidence';
import { LessonStatus } from '../LessonStatus';
import type { LessonViewProps } from '../lesson-views';
import '../stock-curve/stock-curve.css';
import '../functions/functions.css';
import './tax-incidence.css';

/** 12경수02-05 세금과 균형가격: one order book cleared with and without a tax on sellers. */
export function TaxIncidenceLesson({ student }: LessonViewProps) {
  const [tax, setTax] = useState(100);
  const valid = Number.isInteger(tax) && tax >= 0 && tax <= 10_000;
  const read = useApiQuery(lessonsApi.taxIncidence, { query: { student, tax: valid ? tax : 100 } });
  const fixed = read.data?.taxFromAuction === true;
  return (
    <div className="curve-lesson tax-lesson">
      {!fixed && (
        <label className="fn-aversion">
          판매자에게 매기는 주당 세금 t (원)
          <input
            className="input"
            type="number"
            min={0}
            max={10_000}
            step={10}
            value={Number.isFinite(tax) ? tax : ''}
            onChange={(e) => setTax(e.target.valueAsNumber)}
          />
        </label>
      )}
      {!valid && (
        <p className="curve-note" role="alert">
          세금은 0원 이상 10,000원 이하의 정수로 넣어 주세요.
        </p>
      )}
      {read.data && !read.error ? (
        <>
          <IncidenceCard lesson={read.data} />
          <CurvesCard lesson={read.data} />
        </>
      ) : (
        <LessonStatus read={read} />
      )}
    </div>
  );
}

function IncidenceCard({ lesson }: { lesson: Lesson }) {
  const { incidence, auction } = lesson;
  return (
    <section className="card curve-card" aria-labelledby="tax-incidence">
      <h2 className="card-title" id="tax-incidence">
        세금 전과 후의 균형가격
      </h2>
      <p className="curve-lead">
        {auction
          ? `우리 반이 ${auction.date}에 한 ${auction.stockName} 단일가 매매의 주문을 그대로 두고`
          : '우리 반에 끝난 단일가 매매가 아직 없어서 예시 주문장(가상의 주문 18개, 기준가 10,000원)으로'}{' '}
        판매자에게 주당 {formatWon(lesson.tax)}의 세금을{' '}
        {lesson.taxFromAuction ? '실제로 매긴 매매예요(선생님이 연 수업용 세금).' : '매겨요.'} p원에
        팔려던 사람은 이제 p + t원은 받아야 하니 공급곡선이 t만큼 위로 옮겨가요. 체결은 앱의 단일가
        매매와 같은 규칙(체결량 최대 → 잔량 최소 → 기준가에 가까운 가격)으로 해요.
      </p>
      {!incidence ? (
        <p className="curve-note">{lesson.missing}</p>
      ) : (
        <>
          <div
            className="curve-table-scroll"
            tabIndex={0}
            role="region"
            aria-label="세금 전후 비교 표"
          >
            <table className="lesson-table curve-table">
              <caption>같은 주문장, 세금 없이와 세금 t = {formatWon(lesson.tax)}일 때</caption>
              <thead>
                <tr>
                  <th scope="col">구분</th>
                  <th scope="col" className="num">
                    구매자가 내는 가격
                  </th>
                  <th scope="col" className="num">
                    판매자가 받는 가격
                  </th>
                  <th scope="col" className="num">
                    체결 수량
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">세금 없음</th>
                  <td className="num">{formatWon(incidence.before.price)}</td>
                  <td className="num">{formatWon(incidence.before.price)}</td>
                  <td className="num">{incidence.before.quantity}주</td>
                </tr>
                <tr className="curve-own">
                  <th scope="row">세금 있음</th>
                  <td className="num">{formatWon(incidence.after.price)}</td>
                  <td className="num">{formatWon(incidence.after.net)}</td>
                  <td className="num">{incidence.after.quantity}주</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className="curve-lead">
            조세 귀착: 세금 {formatWon(lesson.tax)} 가운데 구매자가 {formatWon(incidence.buyers)}
            (가격 상승), 판매자가 {formatWon(incidence.sellers)}(받는 가격 하락)을 부담해요. 체결
            수량은 {incidence.before.quantity}주에서 {incidence.after.quantity}주가 돼요.
          </p>
        </>
      )}
      <IncomeNote lesson={lesson} />
    </section>
  );
}

/** 소득 변화 on the real book, said as honestly as the data allows. */
function IncomeNote({ lesson }: { lesson: Lesson }) {
  const income = lesson.figure?.income;
  if (!income)
    return (
      <p className="curve-note">
        소득 변화: 선생님이 단일가 매매 중에 모든 학생에게 소득을 주면, 그 전에 들어온 매수로 그린
        수요곡선(점선)과 마감 때의 수요곡선을 여기서 비교해요. 이 매매에는 소득 변화가 없었어요.
      </p>
    );
  return (
    <p className="curve-note">
      소득 변화: 마감 전에 모든 학생이 {formatWon(income.amount)}씩 받았어요. 점선은 그 전에 들어온
      매수만으로 그린 수요곡선, 실선은 마감 때의 수요곡선이에요. 실선이 오른쪽·위로 옮겨간 만큼이
      소득 뒤에 늘어난 수요예요. 다만 소득과 상관없이 늦게 낸 주문도 함께 들어 있어서, 늘어난 수요가
      모두 소득 때문이라고 나눌 수는 없어요.
    </p>
  );
}

/** The book's curves with the tax drawn in, E₀, E₁, the wedge, and 조세 귀착's 계산 보기. */
function CurvesCard({ lesson }: { lesson: Lesson }) {
  return (
    <section className="card curve-card" aria-labelledby="tax-curves">
      <h2 className="card-title" id="tax-curves">
        수요곡선과 공급곡선, 세금만큼 올라간 공급
      </h2>
      <AuctionCurves
        demand={lesson.demand}
        supply={lesson.supply}
        clearingPrice={lesson.incidence?.after.price ?? null}
        referencePrice={lesson.referencePrice}
        lesson={lesson.figure}
      />
      {lesson.figure && <AuctionIncidence lesson={lesson.figure} />}
    </section>
  );
}
