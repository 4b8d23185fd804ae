import type { CalculationFigure, Task, TaskKind, Template } from '../../schemas/assignments';
import { standardText, type StandardCode } from '../../standards';
import { withParticle } from '../korean-particle';

/** The unit an answer is entered in: won, percent, or a plain number (an elasticity, a ratio). */
export type FigureUnit = '원' | '%' | '';

interface Figure {
  label: string;
  /** The 성취기준 the figure exercises (the form suggests it; the teacher may choose another). */
  standard: StandardCode;
  unit: FigureUnit;
  /** A new 과제's tolerance, in the answer's unit (percentage points for a rate). */
  tolerance: number;
}

/**
 * The 계산 과제 figures. A sale's fee and 거래세 is a tax problem, the yearly compound rate is 복리,
 * holdings × prices is a row of quantities times a column of prices, and a holding's 평가손익
 * (price − average cost) × quantity is a function of the price.
 */
export const FIGURES: Record<CalculationFigure, Figure> = {
  holdingProfitLoss: {
    label: '가장 큰 보유 종목의 평가손익',
    standard: '12경수02-01',
    unit: '원',
    tolerance: 1,
  },
  lastSaleCosts: {
    label: '마지막 매도의 수수료와 세금 합계',
    standard: '12경수01-03',
    unit: '원',
    tolerance: 1,
  },
  portfolioValue: {
    label: '포트폴리오 총 자산 (현금 + 수량 × 현재가)',
    standard: '12경수03-01',
    unit: '원',
    tolerance: 1,
  },
  annualReturn: {
    label: '총 수익률의 연 복리 환산',
    standard: '12경수01-04',
    unit: '%',
    tolerance: 0.01,
  },
  matrixEntry: {
    label: '보유 수량 행렬 × 전일 종가 행렬의 곱',
    standard: '12경수03-01',
    unit: '원',
    tolerance: 1,
  },
  inverseOrderShares: {
    label: '역행렬로 구한 두 종목 주문의 주식 수',
    standard: '12경수03-02',
    unit: '',
    tolerance: 0.01,
  },
  leontiefOutput: {
    label: '레온티에프 역행렬로 구한 업종의 총산출액',
    standard: '12경수03-03',
    unit: '원',
    tolerance: 1,
  },
  // The cost of selling q shares as a function of q, differentiated: C′(q) = p(f + τ).
  marginalCost: {
    label: '가장 큰 보유 종목을 한 주 더 팔 때의 한계비용 C′(q)',
    standard: '12경수04-01',
    unit: '원',
    tolerance: 0.01,
  },
  // The real closes' fitted cubic f(t), differentiated at the last trading day.
  fittedSlope: {
    label: '가장 큰 보유 종목 주가 곡선의 마지막 거래일 미분계수 f′(T)',
    standard: '12경수04-02',
    unit: '원',
    tolerance: 0.1,
  },
  auctionElasticity: {
    label: '단일가 매매 체결가에서의 가격탄력성',
    standard: '12경수04-03',
    unit: '',
    tolerance: 0.01,
  },
  minVarianceWeight: {
    label: '두 종목 최소분산 포트폴리오의 비중',
    standard: '12경수04-04',
    unit: '%',
    tolerance: 0.1,
  },
  // The net proceeds N(p) of selling the holding, inverted at the buy cost K: p* = N⁻¹(K).
  breakEvenPrice: {
    label: '가장 큰 보유 종목을 본전에 파는 가장 낮은 매도가 p*',
    standard: '12경수02-01',
    unit: '원',
    tolerance: 1,
  },
  // Tomorrow's wealth from the portfolio's real daily returns, valued by U(W) = √W.
  certaintyEquivalent: {
    label: '내 포트폴리오의 확실성 등가 (U = √W)',
    standard: '12경수02-03',
    unit: '원',
    tolerance: 1,
  },
  // 총 수익률 seen by an investor abroad, at the class's (or the 예시) exchange rates.
  dollarReturn: {
    label: '총 수익률을 달러로 본 수익률',
    standard: '12경수01-02',
    unit: '%',
    tolerance: 0.01,
  },
  // The class's 시가총액 가중 index on its last day, base 100 (the lesson's ② by hand).
  classIndexValue: {
    label: '우리 반 주가지수(시가총액 가중)의 마지막 날 값',
    standard: '12경수01-01',
    unit: '',
    tolerance: 0.01,
  },
  // The class's own call auction run with a tax on sellers: P_B − P₀ on its book (조세 귀착).
  taxIncidenceBuyers: {
    label: '세금을 매긴 단일가 매매에서 구매자가 부담한 주당 세금',
    standard: '12경수02-05',
    unit: '원',
    tolerance: 0,
  },
};

export const figureUnit = (figure: CalculationFigure): FigureUnit => FIGURES[figure].unit;
// A tolerance on a rate is a gap between two percentages: 퍼센트포인트, not 퍼센트.
const toleranceUnit = (figure: CalculationFigure) =>
  ({ 원: '원', '%': '%p', '': '' })[figureUnit(figure)];

interface Entry {
  name: string;
  standard: StandardCode;
  task: Task;
}

// The suggested 성취기준 of each template; the teacher may choose another for a class's task.
// HHI, KOSPI and a rationale's figures are economic indicators read from data (01-01); a 회고
// explains how the result differed from the plan (01-01's "경제지표의 변화를 설명").
const LIBRARY: Record<TaskKind, Entry> = {
  diversify: {
    name: '분산 투자',
    standard: '12경수01-01',
    task: { kind: 'diversify', minSectors: 3, maxHhi: 0.35 },
  },
  rationale: {
    name: '근거 있는 매매',
    standard: '12경수01-01',
    task: { kind: 'rationale', count: 3, minLevel: 3 },
  },
  reflection: { name: '회고', standard: '12경수01-01', task: { kind: 'reflection', count: 2 } },
  'market-compare': {
    name: '시장과 비교',
    standard: '12경수01-01',
    task: { kind: 'market-compare' },
  },
  calculation: {
    name: '계산 과제',
    standard: FIGURES.lastSaleCosts.standard,
    task: { kind: 'calculation', figure: 'lastSaleCosts', tolerance: 1 },
  },
  free: { name: '자유 과제', standard: '12경수01-01', task: { kind: 'free' } },
};

/** What a task checks, in the words a student and teacher read. */
export function describeTask(task: Task): string {
  switch (task.kind) {
    case 'diversify':
      return `KST 장 마감 시점에 ${task.minSectors}개 이상 업종에 나누어 투자하고 HHI ${task.maxHhi} 이하 유지`;
    case 'rationale':
      return `루브릭의 모든 기준에서 ${task.minLevel}수준 이상을 받은 투자 근거 ${task.count}건`;
    case 'reflection':
      return `회고를 쓴 매도 ${task.count}건`;
    case 'market-compare':
      return '내 시간가중수익률과 KOSPI 수익률을 비교하여 설명을 쓰면 선생님이 확인';
    case 'calculation':
      return `${withParticle(FIGURES[task.figure].label, '을/를')} 직접 계산하여 입력 (허용 오차 ±${task.tolerance}${toleranceUnit(task.figure)})`;
    case 'free':
      return '선생님이 직접 확인';
  }
}

export const isTeacherMarked = (task: Task) =>
  task.kind === 'market-compare' || task.kind === 'free';

export const templateName = (kind: TaskKind) => LIBRARY[kind].name;

const template = ({ name, standard, task }: Entry, id: string): Template => ({
  id,
  kind: task.kind,
  name,
  standard,
  standardText: standardText(standard),
  checks: describeTask(task),
  marking: isTeacherMarked(task) ? 'teacher' : 'auto',
  task,
});

/**
 * The library: one template per kind, and one more 계산 과제 per figure whose 성취기준 differs from
 * the default figure's, so every 성취기준 a figure exercises has a template under its own code.
 */
export function templates(): Template[] {
  const kinds = Object.values(LIBRARY).map((entry) => template(entry, entry.task.kind));
  const { calculation } = LIBRARY;
  const figures = (Object.entries(FIGURES) as Array<[CalculationFigure, Figure]>)
    .filter(([, figure]) => figure.standard !== calculation.standard)
    .map(([figure, { label, standard, tolerance }]) =>
      template(
        {
          name: `계산 과제 · ${label}`,
          standard,
          task: { kind: 'calculation', figure, tolerance },
        },
        `calculation:${figure}`,
      ),
    );
  return [...kinds, ...figures];
}
