import { auctionEvidence } from '../../../shared/domain/assignments/auction-evidence';
import { STATUS_LABELS } from '../../../shared/domain/assignments/completion';
import { draftSentences } from '../../../shared/domain/assignments/record-draft';
import { rubricTrend, type ScoredRationale } from '../../../shared/domain/assignments/rubric-trend';
import { byStudentNumber } from '../../../shared/domain/student-number';
import {
  zEvidenceRef,
  type ClassRecordDrafts,
  type EvidenceItem,
  type EvidenceReport,
  type RecordDraftInput,
} from '../../../shared/schemas/assignments';
import { STANDARDS, standardText, type StandardCode } from '../../../shared/standards';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { Account } from '../../db/repos/accounts.repo';
import { accountsRepo } from '../../db/repos/accounts.repo';
import {
  assignmentsRepo,
  type AnswerRow,
  type CompletionRow,
} from '../../db/repos/assignments.repo';
import { auctionsRepo } from '../../db/repos/auctions.repo';
import { tradesRepo } from '../../db/repos/trades.repo';
import { asOptionalText, toCsv } from '../../util/csv';
import type { AccessLogService } from '../access-log.service';
import type { AuthUser } from '../accounts/authentication';
import { findManagedClass, findManagedStudent } from '../classes/class-access';
import { reflectionsByTrade, reviewsByTrade } from '../reviews/review-views';
import { taskOf } from './assignment-views';

const ALL_TRADES = 10_000;

// Rationales and 회고 outside any 과제 are tagged with the 성취기준 they show best: reading data
// and indicators to explain an economic choice and how its result changed (docs/decisions/0029).
const RATIONALE_STANDARD: StandardCode = '12경수01-01';
const REFLECTION_STANDARD: StandardCode = '12경수01-01';

const refOf = (c: CompletionRow) => zEvidenceRef.parse(JSON.parse(c.evidence));

const clip = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);

// As the 과제 matrix and the student's page call a completion after the due date.
const LATE_MARK = ` · ${STATUS_LABELS.late}`;

/**
 * Completions and correct 계산 과제 answers under the title and 성취기준 the 과제 had when they
 * happened: editing the 과제 later does not move them. One after the due date says so, as its
 * completion stored it. A wrong try is kept for the student's page but is not evidence of anything.
 */
function assignmentEvidence(completions: CompletionRow[], answers: AnswerRow[]): EvidenceItem[] {
  // A correct answer is what completed its 계산 과제, and that completion already names the value
  // and the answer: listing both would count one answer twice.
  const completed = new Set(completions.map((c) => c.assignmentId));
  return [
    ...completions.map((c) => {
      const ref = refOf(c);
      const detail = ref.explanation ? `${ref.label} · 설명: ${ref.explanation}` : ref.label;
      return {
        at: c.completedAt.toISOString(),
        standard: c.standard as StandardCode,
        kind: 'assignment' as const,
        title: `과제 완료: ${c.title}`,
        detail: c.late ? `${detail}${LATE_MARK}` : detail,
      };
    }),
    ...answers
      .filter((a) => a.correct && !completed.has(a.assignmentId))
      .map((a) => ({
        at: a.createdAt.toISOString(),
        standard: a.standard as StandardCode,
        kind: 'answer' as const,
        title: `계산 과제: ${a.title}`,
        detail: `${a.value} 입력 · 맞음`,
      })),
  ];
}

/** Every dated piece of evidence of one student, oldest first. */
function evidenceOf(db: Db, account: Account) {
  const rows = account.classId ? assignmentsRepo.ofClass(db, account.classId) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const completions = assignmentsRepo.completionsOfUser(db, account.id);
  const answers = assignmentsRepo.answersOfUser(db, account.id);
  const auctionOrders = auctionsRepo.ordersOfUser(db, account.id);
  const trades = tradesRepo.history(db, account.id, ALL_TRADES).reverse();
  const ids = trades.map((t) => t.id);
  const reviews = reviewsByTrade(db, ids);
  const reflections = reflectionsByTrade(db, ids);
  const items: EvidenceItem[] = [
    ...assignmentEvidence(completions, answers),
    ...auctionEvidence(auctionOrders),
  ];
  const scored: ScoredRationale[] = [];
  for (const t of trades) {
    const review = reviews.get(t.id);
    if (review) {
      // In the order the student wrote them: grading them later, or out of turn, moves nothing.
      scored.push({
        at: t.createdAt,
        stockName: t.stockName,
        total: review.totalPoints,
        max: review.maxPoints,
      });
      items.push({
        at: review.reviewedAt,
        standard: RATIONALE_STANDARD,
        kind: 'rationale',
        title: `투자 근거 평가: ${t.stockName}`,
        detail: `${clip(t.reason)} (루브릭 ${review.totalPoints}/${review.maxPoints}점)`,
      });
    }
    const reflection = reflections.get(t.id);
    if (reflection)
      items.push({
        at: reflection.createdAt,
        standard: REFLECTION_STANDARD,
        kind: 'reflection',
        title: `회고: ${t.stockName}`,
        detail: clip(reflection.text),
      });
  }
  items.sort((a, b) => a.at.localeCompare(b.at));
  const solved = answers.flatMap((a) => {
    const row = byId.get(a.assignmentId);
    const task = row && taskOf(row);
    return a.correct && task?.kind === 'calculation'
      ? [{ figure: task.figure, value: a.value }]
      : [];
  });
  const suggestions = draftSentences({
    // The figures stored with a close's completion: what the student held then, not today.
    diversified: completions.flatMap((c) => {
      const { sectors, hhi } = refOf(c);
      return sectors !== undefined && hhi !== undefined ? [{ sectors, hhi }] : [];
    }),
    comparedWithMarket: assignmentsRepo.explanationsOfUser(db, account.id).length,
    scoredRationales: reviews.size,
    reflections: reflections.size,
    solved,
    auctions: new Set(auctionOrders.map((o) => o.auctionId)).size,
  });
  return { items, suggestions, trend: rubricTrend(scored) };
}

/** 세특 evidence grouped by 성취기준, suggested sentences, and the teacher's saved drafts. */
export function createEvidenceService(deps: { db: Db; clock: Clock; accessLog: AccessLogService }) {
  const { db, clock, accessLog } = deps;
  return {
    evidence(actor: AuthUser, studentId: number): EvidenceReport {
      const account = findManagedStudent(db, actor, studentId);
      accessLog.record(actor, 'evidence', { studentId, classId: account.classId });
      const { items, suggestions, trend } = evidenceOf(db, account);
      const saved = assignmentsRepo.draftOf(db, account.id);
      return {
        student: {
          id: account.id,
          name: account.name,
          number: account.number,
          className: account.className,
        },
        groups: STANDARDS.flatMap(({ code }) => {
          const own = items.filter((i) => i.standard === code);
          return own.length > 0 ? [{ standard: code, text: standardText(code), items: own }] : [];
        }),
        rubricTrend: trend,
        suggestions,
        saved: saved ? { text: saved.text, updatedAt: saved.updatedAt.toISOString() } : null,
      };
    },

    saveDraft(actor: AuthUser, studentId: number, input: RecordDraftInput) {
      const account = findManagedStudent(db, actor, studentId);
      const updatedAt = clock.now();
      assignmentsRepo.saveDraft(db, {
        userId: account.id,
        text: input.text,
        updatedBy: actor.id,
        updatedAt,
      });
      return { text: input.text, updatedAt: updatedAt.toISOString() };
    },

    /** Each student's saved draft and evidence counted by 성취기준, for the class's print page. */
    classDrafts(actor: AuthUser, classId: number): ClassRecordDrafts {
      const klass = findManagedClass(db, actor, classId);
      const students = [...accountsRepo.students(db, klass.id)].sort(byStudentNumber);
      return students.map((student) => {
        const { items } = evidenceOf(db, student);
        return {
          studentId: student.id,
          draft: assignmentsRepo.draftOf(db, student.id)?.text ?? null,
          evidence: STANDARDS.flatMap(({ code }) => {
            const count = items.filter((i) => i.standard === code).length;
            return count > 0 ? [{ standard: code, count }] : [];
          }),
        };
      });
    },

    /** The class's saved drafts, one row per student in 명렬표 order, to paste into NEIS. */
    draftsCsv(actor: AuthUser, classId: number): string {
      const klass = findManagedClass(db, actor, classId);
      accessLog.record(actor, 'export', { classId });
      const students = [...accountsRepo.students(db, klass.id)].sort(byStudentNumber);
      const drafts = new Map(
        assignmentsRepo
          .draftsOf(
            db,
            students.map((s) => s.id),
          )
          .map((d) => [d.userId, d.text]),
      );
      return toCsv(
        ['번호', '학생', '세특 초안', '글자 수'],
        students.map((s) => {
          const text = drafts.get(s.id) ?? '';
          return [asOptionalText(s.number), s.name, text, text.length];
        }),
      );
    },
  };
}

export type EvidenceService = ReturnType<typeof createEvidenceService>;
