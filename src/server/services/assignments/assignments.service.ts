import {
  calculationQuestion,
  expectedAnswer,
  isCorrect,
  mayReveal,
} from '../../../shared/domain/assignments/calculation';
import { answerLimitMessages, answerWait } from '../../../shared/domain/assignments/answer-limit';
import { isTeacherMarked, templates } from '../../../shared/domain/assignments/templates';
import { DomainError } from '../../../shared/domain/domain-error';
import { sessionOf } from '../../../shared/domain/market/calendar';
import { byStudentNumber } from '../../../shared/domain/student-number';
import type {
  AnswerResult,
  Assignment,
  AssignmentDone,
  AssignmentInput,
  ClassProgress,
  ProgressCell,
  StudentAssignment,
} from '../../../shared/schemas/assignments';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { accountsRepo } from '../../db/repos/accounts.repo';
import {
  assignmentsRepo,
  type AnswerRow,
  type AssignmentRow,
} from '../../db/repos/assignments.repo';
import { classesRepo } from '../../db/repos/classes.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import type { PriceStore } from '../../market/price-store';
import type { AuthUser } from '../accounts/authentication';
import { canManageClass, findManagedClass, findManagedStudent } from '../classes/class-access';
import { RateLimitedError } from '../../util/rate-limiter';
import { taskOf, toAssignment, toCell } from './assignment-views';
import type { ServerEventBus } from '../../../shared/realtime/server-events';
import { checkTask, recordMet } from './evaluate';
import { studentFacts } from './student-facts';
import type { StockPrices } from '../lessons/stock-prices';
import type { PastCloses } from '../lessons/two-stocks';
import type { ClassIndexLessonService } from '../lessons/class-index.service';

const notFound = () => new DomainError('ASSIGNMENT_NOT_FOUND', '과제를 찾을 수 없습니다.');

/**
 * A right answer completes the 과제 for good, so nothing is taken after it; wrong ones within the
 * limits a student working by hand never reaches (answer-limit.ts), so what is stored stays small.
 */
function assertMayAnswer(tries: AnswerRow[], now: Date) {
  if (tries.some((a) => a.correct))
    throw new DomainError('ANSWER_ALREADY_CORRECT', answerLimitMessages.alreadyCorrect);
  const wrongAt = tries.map((a) => a.createdAt.getTime()); // none is right, as checked above
  const wait = answerWait(wrongAt, now.getTime());
  if (wait) throw new RateLimitedError(wait.waitMs, 1, wait.message);
}

const explanationOf = (tx: DbOrTx, assignmentId: number, userId: number) =>
  assignmentsRepo.explanationsOf(tx, [assignmentId]).find((e) => e.userId === userId)?.text ?? null;

const columnsOf = (input: AssignmentInput) => ({
  title: input.title,
  dueAt: new Date(input.dueAt),
  standard: input.standard,
  kind: input.task.kind,
  task: JSON.stringify(input.task),
});

export function createAssignmentsService(deps: {
  db: Db;
  clock: Clock;
  prices: PriceStore;
  events: ServerEventBus;
  /** The 미분과 경제 과제' closes and sell rates (absent: those questions wait for them). */
  stockPrices?: StockPrices;
  /** Real daily closes for the 최소분산 과제; without them it waits for data. */
  closes?: PastCloses;
  /** 12경수01-01's 과제 reads the class index's last day (absent: that question waits). */
  classIndex?: ClassIndexLessonService;
}) {
  const { db, clock } = deps;
  const factsDeps = (tx: DbOrTx) => ({
    db: tx,
    prices: deps.prices,
    stockPrices: deps.stockPrices,
    closes: deps.closes,
    classIndex: deps.classIndex,
  });

  /** Another teacher's 과제 does not exist for this one (the same 404 as a missing id). */
  function managed(tx: DbOrTx, actor: AuthUser, id: number): AssignmentRow {
    const row = assignmentsRepo.find(tx, id);
    const klass = row && classesRepo.findById(tx, row.classId);
    if (!row || !klass || !canManageClass(actor, klass)) throw notFound();
    return row;
  }

  function announce(done: Array<Omit<AssignmentDone, 'serverTime'>>) {
    for (const d of done) deps.events.publish('assignmentCompleted', d);
  }

  /** Records whatever the student's own data now completes (after a trade, review or 회고). */
  function evaluate(userId: number, closeDate?: string) {
    const account = accountsRepo.find(db, userId);
    if (!account?.classId || account.role !== 'STUDENT') return;
    // Most classes have no 과제 on most days: that is known before the class row is read.
    const rows = assignmentsRepo.ofClass(db, account.classId);
    if (rows.length === 0 || !classesRepo.findById(db, account.classId)?.isActive) return;
    const now = clock.now();
    // A close's check is dated at that close, even when taken late (on start after a downtime).
    const at = closeDate ? new Date(sessionOf(closeDate).closesAt) : now;
    // On the connection itself rather than a drizzle transaction handle, as group commit does:
    // the student's prepared reads are then compiled once, not once per trade.
    const done = db.$client
      .transaction(() => {
        const facts = studentFacts(factsDeps(db), userId, now);
        return facts ? recordMet(db, { rows, userId, facts, at, closeDate }) : [];
      })
      .immediate();
    announce(done);
  }

  function studentView(row: AssignmentRow, userId: number, now: Date): StudentAssignment {
    const facts = studentFacts(factsDeps(db), userId, now);
    const task = taskOf(row);
    const completion = assignmentsRepo.completionsOf(db, [row.id]).find((c) => c.userId === userId);
    const cell = toCell(row.id, userId, completion);
    const check = facts ? checkTask(task, facts) : null;
    // No question until the student's data has the figure: `progress` says what to do first.
    const calculation =
      task.kind === 'calculation' && facts
        ? calculationQuestion(task.figure, facts.calculation)
        : null;
    const question = calculation?.explanation ? calculation.question : null;
    const tries = assignmentsRepo.answersOf(db, row.id, userId).length;
    return {
      explanation: explanationOf(db, row.id, userId),
      ...toAssignment(row),
      status: cell.status,
      completedAt: cell.completedAt,
      progress: cell.status !== 'todo' ? '완료' : (check?.progress ?? '선생님이 확인해요'),
      question,
      tries,
    };
  }

  return {
    templates,
    evaluate,

    /** 분산 투자 and the rest, for every student, at a KST close (after its snapshots). */
    evaluateClose(closeDate: string) {
      for (const student of accountsRepo.students(db)) evaluate(student.id, closeDate);
    },

    list(actor: AuthUser, classId: number): Assignment[] {
      const klass = findManagedClass(db, actor, classId);
      return assignmentsRepo.ofClass(db, klass.id).map(toAssignment);
    },

    create(actor: AuthUser, classId: number, input: AssignmentInput): Assignment {
      const klass = findManagedClass(db, actor, classId);
      const row = assignmentsRepo.insert(db, {
        ...columnsOf(input),
        classId: klass.id,
        updatedAt: clock.now(),
      });
      for (const student of accountsRepo.students(db, klass.id)) evaluate(student.id);
      return toAssignment(row);
    },

    /** A changed 과제 keeps every completion already recorded (they are never rewritten). */
    update(actor: AuthUser, id: number, input: AssignmentInput): Assignment {
      const row = db.transaction((tx) => {
        managed(tx, actor, id);
        return assignmentsRepo.update(tx, id, { ...columnsOf(input), updatedAt: clock.now() });
      });
      return toAssignment(row);
    },

    remove(actor: AuthUser, id: number): { id: number } {
      db.transaction((tx) => {
        managed(tx, actor, id);
        assignmentsRepo.remove(tx, id);
      });
      return { id };
    },

    progress(actor: AuthUser, classId: number): ClassProgress {
      const klass = findManagedClass(db, actor, classId);
      const rows = assignmentsRepo.ofClass(db, klass.id);
      const students = [...accountsRepo.students(db, klass.id)].sort(byStudentNumber);
      const completions = assignmentsRepo.completionsOf(
        db,
        rows.map((r) => r.id),
      );
      const key = (a: number, s: number) => `${a}:${s}`;
      const byKey = new Map(completions.map((c) => [key(c.assignmentId, c.userId), c]));
      const explanations = new Map(
        assignmentsRepo
          .explanationsOf(
            db,
            rows.map((r) => r.id),
          )
          .map((e) => [key(e.assignmentId, e.userId), e.text]),
      );
      return {
        assignments: rows.map(toAssignment),
        students: students.map((s) => ({ id: s.id, name: s.name, number: s.number })),
        cells: rows.flatMap((r) =>
          students.map((s) =>
            toCell(
              r.id,
              s.id,
              byKey.get(key(r.id, s.id)),
              explanations.get(key(r.id, s.id)) ?? null,
            ),
          ),
        ),
      };
    },

    mine(user: AuthUser): StudentAssignment[] {
      if (user.classId === null) return [];
      const now = clock.now();
      return assignmentsRepo.ofClass(db, user.classId).map((row) => studentView(row, user.id, now));
    },

    /** A try at a 계산 과제, kept right or wrong; a correct one completes the task. */
    answer(user: AuthUser, id: number, value: number): AnswerResult {
      const now = clock.now();
      const { result, done } = db.transaction(
        (tx) => {
          const row = assignmentsRepo.find(tx, id);
          if (!row || row.classId !== user.classId) throw notFound();
          const task = taskOf(row);
          if (task.kind !== 'calculation')
            throw new DomainError('NOT_A_CALCULATION', '계산 과제가 아닙니다.');
          assertMayAnswer(assignmentsRepo.answersOf(tx, row.id, user.id), now);
          const facts = studentFacts(factsDeps(tx), user.id, now);
          const { question, explanation } = calculationQuestion(task.figure, facts!.calculation);
          const expected = explanation && expectedAnswer(task.figure, explanation);
          if (explanation === null || expected === null || expected === undefined)
            throw new DomainError('ANSWER_NOT_READY', question);
          const correct = isCorrect({ value, expected, tolerance: task.tolerance });
          assignmentsRepo.insertAnswer(tx, row, {
            userId: user.id,
            value,
            expected,
            correct,
            createdAt: now,
          });
          const evidence = { label: `${value} 입력 (정답 ${expected})` };
          const done = correct
            ? recordMet(tx, {
                rows: [row],
                userId: user.id,
                facts: null,
                result: { met: true, progress: '', evidence },
                at: now,
              })
            : [];
          const reveal = mayReveal({ correct, now, dueAt: row.dueAt });
          return {
            result: reveal ? { correct, expected, explanation } : { correct },
            done,
          };
        },
        { behavior: 'immediate' },
      );
      announce(done);
      return result;
    },

    /** 시장과 비교 and free tasks: the teacher marks a student done, or takes the mark back. */
    mark(actor: AuthUser, id: number, studentId: number, isDone: boolean): ProgressCell {
      const student = findManagedStudent(db, actor, studentId);
      const now = clock.now();
      const done = db.transaction((tx) => {
        const row = managed(tx, actor, id);
        if (student.classId !== row.classId) throw notFound();
        if (!isTeacherMarked(taskOf(row)))
          throw new DomainError(
            'NOT_TEACHER_MARKED',
            '자동으로 확인하는 과제는 직접 표시할 수 없습니다.',
          );
        if (!isDone) {
          assignmentsRepo.uncomplete(tx, id, studentId);
          return [];
        }
        // The explanation the teacher read is kept with the mark: the student cannot change it
        // afterwards, and the 세특 evidence shows what was marked.
        const explanation = explanationOf(tx, id, studentId) ?? undefined;
        const result = {
          met: true,
          progress: '',
          evidence: { label: `${actor.name} 선생님 확인`, explanation },
        };
        return recordMet(tx, { rows: [row], userId: studentId, facts: null, result, at: now });
      });
      announce(done);
      const completion = assignmentsRepo
        .completionsOf(db, [id])
        .find((c) => c.userId === studentId);
      return toCell(id, studentId, completion, explanationOf(db, id, studentId));
    },

    /**
     * 시장과 비교: the student's explanation; a free 과제: the student hands it in, with a note or
     * none. Rewritable until the teacher has marked it, who still decides it is done.
     */
    explain(user: AuthUser, id: number, text: string): { text: string; updatedAt: string } {
      const updatedAt = clock.now();
      db.transaction(
        (tx) => {
          const row = assignmentsRepo.find(tx, id);
          if (!row || row.classId !== user.classId) throw notFound();
          const { kind } = taskOf(row);
          if (kind !== 'market-compare' && kind !== 'free')
            throw new DomainError(
              'NOT_A_MARKET_COMPARE',
              '설명을 쓰거나 제출하는 과제가 아니에요.',
            );
          if (kind === 'market-compare' && text === '')
            throw new DomainError('VALIDATION_ERROR', '설명을 입력해주세요.');
          const marked = assignmentsRepo.completionsOf(tx, [id]).some((c) => c.userId === user.id);
          if (marked)
            throw new DomainError('EXPLANATION_MARKED', '선생님이 확인한 설명은 고칠 수 없어요.');
          assignmentsRepo.saveExplanation(tx, {
            assignmentId: id,
            userId: user.id,
            text,
            updatedAt,
          });
        },
        { behavior: 'immediate' },
      );
      return { text, updatedAt: updatedAt.toISOString() };
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
