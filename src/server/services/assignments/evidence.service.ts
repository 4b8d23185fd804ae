import { z } from 'zod';
import { auctionEvidence } from '../../../shared/domain/assignments/auction-evidence';
import { STATUS_LABELS } from '../../../shared/domain/assignments/completion';
import { draftSentences } from '../../../shared/domain/assignments/record-draft';
import { rubricTrend, type ScoredRationale } from '../../../shared/domain/assignments/rubric-trend';
import { byStudentNumber } from '../../../shared/domain/student-number';
import {
  zEvidenceRef,
  type ClassRecordDrafts,
  type EvidenceItem,
  type EvidenceLink,
  type TeacherRecord,
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
  type DraftRow,
} from '../../db/repos/assignments.repo';
import { auctionsRepo } from '../../db/repos/auctions.repo';
import { tradesRepo } from '../../db/repos/trades.repo';
import { asOptionalText, csvKstMinute, toCsv } from '../../util/csv';
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

/** Where the teacher opens a 누가기록 entry's evidence: the trade itself, or the class's tab. */
const evidenceLinks = (account: Account) => ({
  trade: (tradeId: number): EvidenceLink => ({
    to: `/teacher/student/${account.id}#trade-${tradeId}`,
    label: '거래 보기',
  }),
  classTab: (tab: 'assignments' | 'auction'): EvidenceLink | undefined =>
    account.classId === null
      ? undefined
      : {
          to: `/teacher/class/${account.classId}?tab=${tab}`,
          label: tab === 'assignments' ? '과제 현황 보기' : '단일가 매매 보기',
        },
});
type EvidenceLinks = ReturnType<typeof evidenceLinks>;

/**
 * Completions and correct 계산 과제 answers under the title and 성취기준 the 과제 had when they
 * happened: editing the 과제 later does not move them. One after the due date says so, as its
 * completion stored it. A wrong try is kept for the student's page but is not evidence of anything.
 */
function assignmentEvidence(
  completions: CompletionRow[],
  answers: AnswerRow[],
  links: EvidenceLinks,
): EvidenceItem[] {
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
        link: ref.tradeId === undefined ? links.classTab('assignments') : links.trade(ref.tradeId),
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
        link: links.classTab('assignments'),
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
  const links = evidenceLinks(account);
  const items: EvidenceItem[] = [
    ...assignmentEvidence(completions, answers, links),
    ...auctionEvidence(auctionOrders).map((i) => ({ ...i, link: links.classTab('auction') })),
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
        link: links.trade(t.id),
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
        link: links.trade(t.id),
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
  const facts = draftSentences({
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
  return { items, facts, trend: rubricTrend(scored) };
}

const recordOf = (row: DraftRow): TeacherRecord => ({
  text: row.text,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedByName,
  checkedFacts: z.array(z.string()).parse(JSON.parse(row.checkedFacts)),
});

/** How much 누가기록 stands behind a student's 세특, counted by 성취기준 in curriculum order. */
const evidenceCounts = (items: EvidenceItem[]) =>
  STANDARDS.flatMap(({ code }) => {
    const count = items.filter((i) => i.standard === code).length;
    return count > 0 ? [{ standard: code, count }] : [];
  });

/**
 * 세특 support that fits the 2026 기재요령 (ADR 0042): the dated 누가기록 by
 * 성취기준, the facts the app observed as a checklist, and the 세특 the teacher writes themselves.
 */
export function createEvidenceService(deps: { db: Db; clock: Clock; accessLog: AccessLogService }) {
  const { db, clock, accessLog } = deps;
  return {
    evidence(actor: AuthUser, studentId: number): EvidenceReport {
      const account = findManagedStudent(db, actor, studentId);
      accessLog.record(actor, 'evidence', { studentId, classId: account.classId });
      const { items, facts, trend } = evidenceOf(db, account);
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
        facts,
        saved: saved ? recordOf(saved) : null,
      };
    },

    /**
     * Saves the teacher's own text as written. A tick is kept only for a fact the app still
     * observes: a tick on words the evidence no longer gives would confirm nothing.
     */
    saveDraft(actor: AuthUser, studentId: number, input: RecordDraftInput): TeacherRecord {
      const account = findManagedStudent(db, actor, studentId);
      const observed = new Set(evidenceOf(db, account).facts);
      const checkedFacts = [...new Set(input.checkedFacts)].filter((f) => observed.has(f));
      assignmentsRepo.saveDraft(db, {
        userId: account.id,
        text: input.text,
        updatedBy: actor.id,
        updatedAt: clock.now(),
        checkedFacts: JSON.stringify(checkedFacts),
      });
      return recordOf(assignmentsRepo.draftOf(db, account.id)!);
    },

    /** Each student's own 세특 and the 누가기록 counted by 성취기준, for the class's print page. */
    classDrafts(actor: AuthUser, classId: number): ClassRecordDrafts {
      const klass = findManagedClass(db, actor, classId);
      const students = [...accountsRepo.students(db, klass.id)].sort(byStudentNumber);
      return students.map((student) => {
        const saved = assignmentsRepo.draftOf(db, student.id);
        return {
          studentId: student.id,
          draft: saved?.text ?? null,
          savedAt: saved?.updatedAt.toISOString() ?? null,
          savedBy: saved?.updatedByName ?? null,
          evidence: evidenceCounts(evidenceOf(db, student).items),
        };
      });
    },

    /**
     * What each teacher wrote, one row per student in 명렬표 order, to type or paste into NEIS.
     * The app's generated facts are not in it: the 세특 column is the teacher's text only, and
     * the evidence column counts the 누가기록 behind it (docs/decisions).
     */
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
          .map((d) => [d.userId, d]),
      );
      return toCsv(
        [
          '번호',
          '학생',
          '세특(교사 작성)',
          '글자 수',
          '저장 일시(KST)',
          '저장한 교사',
          '근거: 누가기록 건수(성취기준별)',
        ],
        students.map((s) => {
          const saved = drafts.get(s.id);
          const text = saved?.text ?? '';
          const counts = evidenceCounts(evidenceOf(db, s).items);
          return [
            asOptionalText(s.number),
            s.name,
            text,
            text.length,
            saved ? csvKstMinute(saved.updatedAt) : '',
            saved?.updatedByName ?? '',
            counts.map((c) => `[${c.standard}] ${c.count}건`).join(' · '),
          ];
        }),
      );
    },
  };
}

export type EvidenceService = ReturnType<typeof createEvidenceService>;
