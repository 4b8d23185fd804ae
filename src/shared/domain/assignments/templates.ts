import type { CalculationFigure, Task, TaskKind, Template } from '../../schemas/assignments';
import { standardText, type StandardCode } from '../../standards';

export const FIGURE_LABELS: Record<CalculationFigure, string> = {
  holdingProfitLoss: '가장 큰 보유 종목의 평가손익',
  lastSaleCosts: '마지막 매도의 수수료와 세금 합계',
  portfolioValue: '포트폴리오 총 자산 (현금 + 수량 × 현재가)',
  annualReturn: '총 수익률의 연 복리 환산',
};

/** Won figures are answered in won; the yearly rate in percent. */
/** The unit an answer is entered in. */
export const figureUnit = (figure: CalculationFigure) => (figure === 'annualReturn' ? '%' : '원');
// A tolerance on a rate is a gap between two percentages: 퍼센트포인트, not 퍼센트.
const toleranceUnit = (figure: CalculationFigure) => (figure === 'annualReturn' ? '%p' : '원');

interface Entry {
  name: string;
  standard: StandardCode;
  task: Task;
}

/**
 * The 성취기준 each 계산 과제 figure exercises: a sale's fee and 거래세 is a tax problem, the yearly
 * compound rate is 복리, holdings × prices is a row of quantities times a column of prices, and a
 * holding's 평가손익 (price − average cost) × quantity is a function of the price.
 */
export const FIGURE_STANDARDS: Record<CalculationFigure, StandardCode> = {
  holdingProfitLoss: '12경수02-01',
  lastSaleCosts: '12경수01-03',
  portfolioValue: '12경수03-01',
  annualReturn: '12경수01-04',
};

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
    standard: FIGURE_STANDARDS.lastSaleCosts,
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
      return `${FIGURE_LABELS[task.figure]}을(를) 직접 계산하여 입력 (허용 오차 ±${task.tolerance}${toleranceUnit(task.figure)})`;
    case 'free':
      return '선생님이 직접 확인';
  }
}

export const isTeacherMarked = (task: Task) =>
  task.kind === 'market-compare' || task.kind === 'free';

export const templateName = (kind: TaskKind) => LIBRARY[kind].name;

export function templates(): Template[] {
  return Object.values(LIBRARY).map(({ name, standard, task }) => ({
    kind: task.kind,
    name,
    standard,
    standardText: standardText(standard),
    checks: describeTask(task),
    marking: isTeacherMarked(task) ? 'teacher' : 'auto',
    task,
  }));
}
