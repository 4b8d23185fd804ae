import { lessonsApi } from '../../../../shared/contracts/lessons';
import { formatSignedWon, formatWon } from '../../../../shared/format';
import type { TaxedSale, TaxesLesson as Lesson } from '../../../../shared/schemas/lessons/taxes';
import { useApiQuery } from '../../../data/useApiQuery';
import { StatGrid } from '../../../components/StatCard';
import { ExplainButton } from '../../../components/maths/ExplainButton';
import { MetricCard } from '../../../components/maths/MetricCard';
import type { LessonViewProps } from '../lesson-views';
import { LessonAnswer } from '../matrix/LessonAnswer';
import { TaxGraph } from './TaxGraph';
import './taxes.css';
import '../stock-curve/stock-curve.css';

/** 12경수01-03 세금: the student's own sells and their taxes, T(A), and 양도소득세. */
export function TaxesLesson({ student }: LessonViewProps) {
  const read = useApiQuery(lessonsApi.taxes, { query: { student } });
  return (
    <LessonAnswer read={read}>
      {(lesson) => (
        <div className="curve-lesson">
          <div className="curve-grid curve-grid-three">
            <SalesCard lesson={lesson} />
            <CurveCard lesson={lesson} />
            <CapitalGainsCard lesson={lesson} />
          </div>
        </div>
      )}
    </LessonAnswer>
  );
}

function SalesCard({ lesson }: { lesson: Lesson }) {
  const rows = lesson.example ? [lesson.example] : lesson.sales;
  return (
    <section className="card curve-card" aria-labelledby="taxes-sales">
      <h2 className="card-title" id="taxes-sales">
        ① 내 매도와 세금
      </h2>
      <p className="curve-lead">
        주식을 팔면 매도 금액 A에 증권거래세가 붙고, 코스피 종목은 농어촌특별세도 함께 내요. 세금은
        원 미만을 버려요(⌊ ⌋).
      </p>
      {lesson.missing && <p className="curve-note">{lesson.missing}</p>}
      {lesson.exempt && (
        <p className="curve-note">
          우리 반 규칙에서 매도 세금을 면제해서 실제로 낸 세금은 0원이에요. 계산 보기는 면제 규칙을
          따라요.
        </p>
      )}
      <div
        className="curve-table-scroll tax-table-scroll"
        tabIndex={0}
        role="region"
        aria-label="매도와 세금 표"
      >
        <table className="lesson-table curve-table">
          <caption>
            {lesson.example ? '예시 매도 (내 거래가 아니에요)' : '내 매도 (최근 순)'}
          </caption>
          <thead>
            <tr>
              <th scope="col">매도</th>
              <th scope="col" className="num">
                매도 금액
              </th>
              <th scope="col" className="num">
                세금
              </th>
              <th scope="col">
                <span className="visually-hidden">계산</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, 5).map((sale) => (
              <SaleRow key={sale.tradeId} sale={sale} />
            ))}
          </tbody>
        </table>
      </div>
      {lesson.lossSale ? (
        <p className="curve-note">
          손실 {formatSignedWon(lesson.lossSale.realised)}을 보고 판 매도도 세금{' '}
          {formatWon(lesson.lossSale.tax)}을 냈어요. 증권거래세는 이익이 아니라 매도 금액에 매기는
          세금이라서 손해를 봐도 팔 때마다 내요.
        </p>
      ) : (
        <p className="curve-note">
          증권거래세는 이익이 아니라 매도 금액에 매겨요. 그래서 손해를 보고 팔아도 세금을 내요.
        </p>
      )}
      {lesson.lastSaleCosts && (
        <StatGrid>
          <MetricCard metric={lesson.lastSaleCosts} />
        </StatGrid>
      )}
    </section>
  );
}

function SaleRow({ sale }: { sale: TaxedSale }) {
  const title = `${sale.date} ${sale.stockName} ${sale.quantity}주 매도`;
  return (
    <tr>
      <th scope="row">
        {sale.stockName} {sale.quantity}주
        <span className="sub">
          {' '}
          {sale.date} · {sale.market}
        </span>
        {sale.realised !== null && (
          <span className="sub">실현손익 {formatSignedWon(sale.realised)}</span>
        )}
      </th>
      <td className="num">{formatWon(sale.amount)}</td>
      <td className="num">{formatWon(sale.tax)}</td>
      <td>
        <ExplainButton
          title={title}
          figures={[
            { label: `세금 (${sale.rateText})`, explanation: sale.taxFigure },
            { label: '수수료', explanation: sale.feeFigure },
          ]}
        />
      </td>
    </tr>
  );
}

function CurveCard({ lesson }: { lesson: Lesson }) {
  const { curve } = lesson;
  return (
    <section className="card curve-card" aria-labelledby="taxes-curve">
      <h2 className="card-title" id="taxes-curve">
        ② 세금은 매도 금액의 함수 T(A)
      </h2>
      <p className="curve-lead">
        T(A) = ⌊A × τ⌋는 원점을 지나는 직선(원 미만을 버린 계단)이에요. 기울기 τ는 시장마다 달라요 (
        {curve.date} 세율).
      </p>
      <ul className="curve-rates">
        {curve.rates.map((r) => (
          <li key={r.market}>
            {r.market}: {r.text}
          </li>
        ))}
      </ul>
      <TaxGraph points={curve.points} />
    </section>
  );
}

function CapitalGainsCard({ lesson }: { lesson: Lesson }) {
  const { capitalGains } = lesson;
  return (
    <section className="card curve-card" aria-labelledby="taxes-gains">
      <h2 className="card-title" id="taxes-gains">
        ③ 양도소득세는 누가 내나요?
      </h2>
      <p className="curve-lead">
        양도소득세는 매도 금액이 아니라 이익(양도차익)에 매기는 세금이에요. 2026년 법에서 상장
        주식은 한 종목을 {formatWon(capitalGains.thresholdWon)}(50억 원) 이상 가진 대주주만 내요.
        그보다 적게 가진 투자자는 이익이 나도 양도소득세가 없어요.
      </p>
      <p className="curve-note">
        설명만 하는 내용이에요. 우리 반 모의투자에는 양도소득세를 적용하지 않아요.
      </p>
      <p className="curve-lead">
        예시: 대주주가 {formatWon(capitalGains.exampleGain)}의 이익을 냈다면 3억 원까지는 20 %, 넘는
        부분은 25 %예요 (기본공제·지방소득세는 빼고 계산한 예시예요).
      </p>
      <StatGrid>
        <MetricCard metric={capitalGains.exampleTax} />
      </StatGrid>
    </section>
  );
}
