import { useState } from 'react';
import { lessonsApi } from '../../../../shared/contracts/lessons';
import { formatNumber, formatWon } from '../../../../shared/format';
import {
  zInverseAsk,
  type InverseAsk,
  type InverseLesson as InverseAnswer,
} from '../../../../shared/schemas/lessons/inverse';
import { FormField, TextField } from '../../../components/FormField';
import { useApiQuery } from '../../../data/useApiQuery';
import { useZodForm } from '../../../hooks/useZodForm';
import { LessonMetrics } from '../../../components/lessons/LessonMetrics';
import type { LessonViewProps } from '../lesson-views';
import { Equations } from '../matrix/Equations';
import { LessonAnswer, metricOf } from '../matrix/LessonAnswer';
import { TryEntry } from '../matrix/TryEntry';

type Order = NonNullable<InverseAnswer['order']>;

/** 역행렬로 두 종목 주문 짜기 ([12경수03-02]): W won and N shares at once, with A⁻¹. */
export function InverseLesson({ student }: LessonViewProps) {
  // Another student (a teacher's pick) starts again from their own two stocks.
  return <InverseLessonOf key={student ?? 'own'} student={student} />;
}

function InverseLessonOf({ student }: LessonViewProps) {
  // Absent until the student asks: the server opens with the two largest holdings.
  const [ask, setAsk] = useState<InverseAsk>();
  const read = useApiQuery(lessonsApi.inverse, { query: { student, ...ask } });
  return (
    <LessonAnswer read={read}>
      {({ order, missing }) =>
        !order ? (
          <p className="card empty-state">{missing}</p>
        ) : (
          <div className="matrix-lesson">
            <section className="card lesson" aria-labelledby="inverse-system">
              <h2 className="card-title" id="inverse-system">
                두 목표를 연립방정식으로
              </h2>
              <p className="muted lesson-lead">
                {order.a.name} x주(p₁ = {formatWon(order.a.price)})와 {order.b.name} y주(p₂ ={' '}
                {formatWon(order.b.price)})를 사서 W원을 모두 쓰고 모두 N주를 가지려면 p₁x + p₂y =
                W, x + y = N이에요. 가격은 {order.a.source} 기준이고 수수료는 빼고 계산해요.
                {order.from === 'watchlist' &&
                  ' 보유 종목이 두 개가 안 되어 관심 종목으로 보여줘요.'}
              </p>
              <AskForm order={order} onAsk={setAsk} />
              <Equations label="연립방정식의 행렬 표현" lines={[order.tex.system]} />
              <DetAndInverse order={order} />
            </section>
            <Solution order={order} />
          </div>
        )
      }
    </LessonAnswer>
  );
}

function AskForm({ order, onAsk }: { order: Order; onAsk: (ask: InverseAsk) => void }) {
  const form = useZodForm(zInverseAsk, {
    a: order.a.symbol,
    b: order.b.symbol,
    budget: String(order.targets.budget),
    shares: String(order.targets.shares),
  });
  const submit = form.handleSubmit(async (asked) => onAsk(asked));
  const stockField = (name: 'a' | 'b', label: string) => {
    const { error, ...select } = form.field(name);
    return (
      <FormField label={label} error={error}>
        {(control) => (
          <select {...control} {...select}>
            {order.choices.map((c) => (
              <option key={c.symbol} value={c.symbol}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  };
  return (
    <form
      className="inverse-ask"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="종목과 목표 바꾸기"
    >
      {stockField('a', '종목 1 (x주)')}
      {stockField('b', '종목 2 (y주)')}
      <TextField label="쓸 돈 W (원)" inputMode="numeric" {...form.field('budget')} />
      <TextField label="모두 살 주식 수 N (주)" inputMode="numeric" {...form.field('shares')} />
      <button type="submit" className="button button-primary">
        다시 풀기
      </button>
    </form>
  );
}

function DetAndInverse({ order }: { order: Order }) {
  return (
    <>
      <LessonMetrics metrics={[metricOf('det', 'det A = p₁ − p₂', order.det)]} />
      {order.tex.inverse ? (
        <Equations
          label="역행렬과 그 확인"
          lines={[`A^{-1} = ${order.tex.inverse}`, `AA^{-1} = ${order.tex.check}`]}
        />
      ) : (
        <p className="matrix-note">{order.x.note}</p>
      )}
      <p className="muted matrix-note">
        두 종목의 가격이 같으면 det A = 0이라 역행렬이 없어요: W = p × N이면 해가 무수히 많고,
        아니면 해가 없어요.
      </p>
    </>
  );
}

function Solution({ order }: { order: Order }) {
  const { whole } = order;
  return (
    <section className="card lesson" aria-labelledby="inverse-solution">
      <h2 className="card-title" id="inverse-solution">
        역행렬로 구한 주문
      </h2>
      <p className="muted lesson-lead">(x, y)ᵀ = A⁻¹(W, N)ᵀ: A⁻¹의 각 행과 (W, N)을 곱해요.</p>
      <TryEntry
        prompt="x (소수 둘째 자리까지)"
        label={`x (${order.a.name} 주식 수)`}
        explanation={order.x}
      />
      <LessonMetrics
        metrics={[
          metricOf('x', `x (${order.a.name})`, order.x),
          metricOf('y', `y (${order.b.name})`, order.y),
        ]}
      />
      {whole && (
        <div
          className="matrix-table-box"
          tabIndex={0}
          role="region"
          aria-label="1주 단위 주문의 표"
        >
          <table className="lesson-table matrix-table">
            <caption>1주 단위로 맞춘 주문</caption>
            <thead>
              <tr>
                <th scope="col">{order.a.name}</th>
                <th scope="col">{order.b.name}</th>
                <th scope="col" className="num">
                  주문 금액
                </th>
                <th scope="col" className="num">
                  남는 돈
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{formatNumber(whole.x)}주</td>
                <td>{formatNumber(whole.y)}주</td>
                <td className="num">{formatWon(whole.cost)}</td>
                <td className="num">{formatWon(whole.leftover)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {order.wholeNote && <p className="matrix-note">{order.wholeNote}</p>}
    </section>
  );
}
