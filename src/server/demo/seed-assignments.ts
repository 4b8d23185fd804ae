import { checkReflections } from '../../shared/domain/assignments/checkers';
import { nextCompletion } from '../../shared/domain/assignments/completion';
import type { Task } from '../../shared/schemas/assignments';
import type { StandardCode } from '../../shared/standards';
import { accountsRepo } from '../db/repos/accounts.repo';
import { assignmentsRepo } from '../db/repos/assignments.repo';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { tradesRepo } from '../db/repos/trades.repo';
import { reflectionsByTrade } from '../services/reviews/review-views';

const DAY_MS = 86_400_000;
const MARKED_STUDENTS = 3;

const demoTasks: Array<{ title: string; standard: StandardCode; task: Task; dueInDays: number }> = [
  {
    title: '세 업종 이상에 분산 투자하기',
    standard: '12경수01-01',
    task: { kind: 'diversify', minSectors: 3, maxHhi: 0.35 },
    dueInDays: 7,
  },
  {
    title: '매도 후 회고 쓰기',
    standard: '12경수01-01',
    task: { kind: 'reflection', count: 1 },
    dueInDays: -1,
  },
  {
    title: '마지막 매도의 수수료와 세금 계산하기',
    standard: '12경수01-03',
    task: { kind: 'calculation', figure: 'lastSaleCosts', tolerance: 1 },
    dueInDays: 3,
  },
  {
    title: 'KOSPI와 내 수익률 비교해 설명하기',
    standard: '12경수01-01',
    task: { kind: 'market-compare' },
    dueInDays: 5,
  },
  {
    title: '내 수익률을 연 복리로 환산하기',
    standard: '12경수01-04',
    task: { kind: 'calculation', figure: 'annualReturn', tolerance: 0.1 },
    dueInDays: 10,
  },
];

/**
 * A few 과제 with a realistic mix: the 회고 task done by the students the teacher's seeded
 * reviews gave a 회고, 시장과 비교 marked for a few, the rest still to do (분산 투자 is checked
 * at the next real close).
 */
export function seedAssignments(tx: DbOrTx, classId: number, teacherName: string, at: Date) {
  const rows = demoTasks.map((d) =>
    assignmentsRepo.insert(tx, {
      classId,
      title: d.title,
      standard: d.standard,
      kind: d.task.kind,
      task: JSON.stringify(d.task),
      dueAt: new Date(at.getTime() + d.dueInDays * DAY_MS),
      createdAt: new Date(at.getTime() - 2 * DAY_MS),
      updatedAt: new Date(at.getTime() - 2 * DAY_MS),
    }),
  );
  const [, reflection, , compare] = rows;
  accountsRepo.students(tx, classId).forEach((student, i) => {
    const sells = tradesRepo
      .history(tx, student.id, 1_000)
      .filter((t) => t.type === 'SELL')
      .reverse();
    const reflected = reflectionsByTrade(
      tx,
      sells.map((t) => t.id),
    );
    const result = checkReflections(
      { count: 1 },
      sells.map((t) => ({ tradeId: t.id, stockName: t.stockName, reflected: reflected.has(t.id) })),
    );
    const done = nextCompletion({ recorded: false, result, at, dueAt: reflection!.dueAt });
    if (done)
      assignmentsRepo.complete(tx, reflection!, {
        userId: student.id,
        completedAt: done.completedAt,
        late: done.late,
        evidence: JSON.stringify(done.evidence),
      });
    if (i < MARKED_STUDENTS)
      assignmentsRepo.complete(tx, compare!, {
        userId: student.id,
        completedAt: at,
        late: false,
        evidence: JSON.stringify({ label: `${teacherName} 선생님 확인` }),
      });
  });
}
