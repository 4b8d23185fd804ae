import type { Explained } from '../maths/explained';
import { explainSlopeAtLast } from './graph-shape';
import { explainMarginalCost, ratePercentText as percent, type SellCostRates } from './marginal';
import {
  fitCurve,
  MIN_FIT_CLOSES,
  thinCurveMessage,
  type Cubic,
  type DailyClose,
} from './price-curve';

// The 계산 과제 of 12경수04-01·02 on the student's largest holding, with the numbers the lesson
// page shows for the same stock (its last real closes, the class's sell rates).

/** The largest holding's real closes before today and what selling it costs. */
export interface StockCurveFacts {
  name: string;
  closes: DailyClose[];
  rates: SellCostRates;
}

interface Question {
  question: string;
  explanation: Explained | null;
}

const noHolding: Question = { question: '보유 종목이 생기면 풀 수 있어요.', explanation: null };
const won = (x: number) => x.toLocaleString('ko-KR');

const noCloses = (name: string): Question => ({
  question: `${name}의 지난 거래일 종가 자료가 아직 없어서 풀 수 없어요.`,
  explanation: null,
});

export function marginalCostQuestion(facts: StockCurveFacts | null): Question {
  if (!facts) return noHolding;
  const last = facts.closes.at(-1);
  if (!last) return noCloses(facts.name);
  const { feeRatePpm, taxRatePpm } = facts.rates;
  return {
    question: `${facts.name}의 ${last.date} 종가 ${won(last.close)}원에서, 수수료율 ${percent(feeRatePpm)}와 거래세율 ${percent(taxRatePpm)}로 팔 때의 비용 C(q) ≈ p × q × (수수료율 + 세율)을 q로 미분한 한계비용 C′(q)(원)를 계산해 보세요.`,
    explanation: explainMarginalCost(last.close, facts.rates),
  };
}

// The curve in plain text for the question ("0.5t³ − 12t² + 300t + 70,000").
function plainCubic({ a, b, c, d }: Cubic): string {
  const terms: Array<[number, string]> = [
    [a, 't³'],
    [b, 't²'],
    [c, 't'],
    [d, ''],
  ];
  return terms
    .filter(([k]) => k !== 0)
    .map(([k, power], i) => {
      const size =
        Math.abs(k) === 1 && power
          ? ''
          : Math.abs(k).toLocaleString('ko-KR', { maximumFractionDigits: 10 });
      return `${k < 0 ? '− ' : i === 0 ? '' : '+ '}${size}${power}`;
    })
    .join(' ');
}

export function fittedSlopeQuestion(facts: StockCurveFacts | null): Question {
  if (!facts) return noHolding;
  const { closes } = facts;
  if (closes.length === 0) return noCloses(facts.name);
  if (closes.length < MIN_FIT_CLOSES)
    return { question: thinCurveMessage(closes.length), explanation: null };
  const fit = fitCurve(closes);
  return {
    question: `${facts.name}의 최근 ${closes.length}거래일 종가에 맞춘 곡선 f(t) = ${plainCubic(fit.cubic)} (t는 ${closes[0]!.date}을 0으로 센 거래일)에서, 마지막 거래일 ${closes.at(-1)!.date}(t = ${fit.last})의 미분계수 f′(${fit.last})(원/일)를 계산해 보세요.`,
    explanation: explainSlopeAtLast(fit),
  };
}
