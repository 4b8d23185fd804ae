import { z } from 'zod';
import { STANDARD_CODES } from '../standards';
import { zExplanation } from './explanation';
import { strictBody } from './strict';

// 과제 contracts (ADR 0029): a task is a template's kind with its parameters, or a free task.

export const MAX_RECORD_DRAFT = 500;
const MAX_CHECKED_FACTS = 20;
export const MAX_ASSIGNMENT_TITLE = 100;
export const MAX_COMPARE_EXPLANATION = 500;
export const MAX_FREE_INSTRUCTIONS = 500;

const count = (what: string) =>
  z
    .number({ error: `${what}는 1 이상 50 이하의 정수여야 합니다.` })
    .int({ error: `${what}는 1 이상 50 이하의 정수여야 합니다.` })
    .min(1, { error: `${what}는 1 이상 50 이하의 정수여야 합니다.` })
    .max(50, { error: `${what}는 1 이상 50 이하의 정수여야 합니다.` });

export const zCalculationFigure = z.enum([
  'holdingProfitLoss',
  'lastSaleCosts',
  'portfolioValue',
  'annualReturn',
  'matrixEntry',
  'inverseOrderShares',
  'leontiefOutput',
  'marginalCost',
  'fittedSlope',
  'auctionElasticity',
  'minVarianceWeight',
  'breakEvenPrice',
  'certaintyEquivalent',
  'dollarReturn',
  'classIndexValue',
  'taxIncidenceBuyers',
]);
export type CalculationFigure = z.infer<typeof zCalculationFigure>;

const toleranceMessage = '허용 오차는 0 이상의 숫자여야 합니다.';

export const zTask = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('diversify'),
      minSectors: z
        .number({ error: '업종 수는 1 이상 18 이하의 정수여야 합니다.' })
        .int({ error: '업종 수는 1 이상 18 이하의 정수여야 합니다.' })
        .min(1, { error: '업종 수는 1 이상 18 이하의 정수여야 합니다.' })
        .max(18, { error: '업종 수는 1 이상 18 이하의 정수여야 합니다.' }),
      maxHhi: z
        .number({ error: 'HHI 상한은 0보다 크고 1 이하여야 합니다.' })
        .gt(0, { error: 'HHI 상한은 0보다 크고 1 이하여야 합니다.' })
        .max(1, { error: 'HHI 상한은 0보다 크고 1 이하여야 합니다.' }),
    }),
    z.strictObject({
      kind: z.literal('rationale'),
      count: count('거래 수'),
      minLevel: z
        .number({ error: '루브릭 수준은 1~4여야 합니다.' })
        .int({ error: '루브릭 수준은 1~4여야 합니다.' })
        .min(1, { error: '루브릭 수준은 1~4여야 합니다.' })
        .max(4, { error: '루브릭 수준은 1~4여야 합니다.' }),
    }),
    z.strictObject({ kind: z.literal('reflection'), count: count('회고 수') }),
    z.strictObject({ kind: z.literal('market-compare') }),
    z.strictObject({
      kind: z.literal('calculation'),
      figure: zCalculationFigure,
      tolerance: z
        .number({ error: toleranceMessage })
        .min(0, { error: toleranceMessage })
        .max(1_000_000_000, { error: toleranceMessage }),
    }),
    z.strictObject({
      kind: z.literal('free'),
      /** What the students are to do, in the teacher's words (shown on their 과제 page). */
      instructions: z
        .string({ error: '안내문을 입력해주세요.' })
        .trim()
        .max(MAX_FREE_INSTRUCTIONS, {
          error: `안내문은 ${MAX_FREE_INSTRUCTIONS}자 이하로 입력해주세요.`,
        })
        .optional(),
    }),
  ],
  { error: '과제 종류를 선택해주세요.' },
);
export type Task = z.infer<typeof zTask>;
export type TaskKind = Task['kind'];

export const zStandardCode = z.enum(STANDARD_CODES, { error: '성취기준을 선택해주세요.' });

export const zAssignmentInput = strictBody({
  title: z
    .string({ error: '과제 제목을 입력해주세요.' })
    .trim()
    .min(1, { error: '과제 제목을 입력해주세요.' })
    .max(MAX_ASSIGNMENT_TITLE, { error: `과제 제목은 ${MAX_ASSIGNMENT_TITLE}자 이하여야 합니다.` }),
  dueAt: z.iso.datetime({ offset: true, error: '마감 일시를 올바르게 입력해주세요.' }),
  standard: zStandardCode,
  task: zTask,
});
export type AssignmentInput = z.infer<typeof zAssignmentInput>;

export const zAssignmentStatus = z.enum(['todo', 'done', 'late']);
export type AssignmentStatus = z.infer<typeof zAssignmentStatus>;

export const zAssignment = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  title: z.string(),
  dueAt: z.string(),
  standard: zStandardCode,
  standardText: z.string(),
  task: zTask,
  /** What the task checks, in Korean (the template's wording with its parameters). */
  checks: z.string(),
  /** Completed by the app from the student's data, or marked by the teacher. */
  marking: z.enum(['auto', 'teacher']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Assignment = z.infer<typeof zAssignment>;

export const zTemplate = z.object({
  /** The template's key: its kind, or `calculation:{figure}` for each 계산 과제 figure. */
  id: z.string(),
  kind: z.enum(['diversify', 'rationale', 'reflection', 'market-compare', 'calculation', 'free']),
  name: z.string(),
  standard: zStandardCode,
  standardText: z.string(),
  checks: z.string(),
  marking: z.enum(['auto', 'teacher']),
  /** The task with its default parameters, as a form starts from. */
  task: zTask,
});
export type Template = z.infer<typeof zTemplate>;

export const zEvidenceRef = z.object({
  label: z.string(),
  tradeId: z.number().int().optional(),
  /** 분산 투자: the sectors held and the HHI at the close that completed it. */
  sectors: z.number().int().optional(),
  hhi: z.number().optional(),
  /** 시장과 비교: the student's explanation the teacher read when marking it. */
  explanation: z.string().optional(),
});
export type EvidenceRef = z.infer<typeof zEvidenceRef>;

export const zProgressCell = z.object({
  assignmentId: z.number().int(),
  studentId: z.number().int(),
  status: zAssignmentStatus,
  completedAt: z.string().nullable(),
  evidence: zEvidenceRef.nullable(),
  /** 시장과 비교: what the student wrote, for the teacher to read before marking. */
  explanation: z.string().nullable(),
});
export type ProgressCell = z.infer<typeof zProgressCell>;

export const zClassProgress = z.object({
  assignments: z.array(zAssignment),
  students: z.array(
    z.object({ id: z.number().int(), name: z.string(), number: z.string().nullable() }),
  ),
  cells: z.array(zProgressCell),
});
export type ClassProgress = z.infer<typeof zClassProgress>;

export const zStudentAssignment = zAssignment.extend({
  status: zAssignmentStatus,
  completedAt: z.string().nullable(),
  /** Where the student stands, or what is still missing. */
  progress: z.string(),
  /** 계산 과제: what to compute (null until the student's data has the figure), and the tries so far. */
  question: z.string().nullable(),
  tries: z.number().int(),
  /** 시장과 비교: the student's explanation so far (null before they write one). */
  explanation: z.string().nullable(),
});
export type StudentAssignment = z.infer<typeof zStudentAssignment>;

export const zAnswerInput = strictBody({
  value: z
    .number({ error: '숫자를 입력해주세요.' })
    .refine(Number.isFinite, { error: '숫자를 입력해주세요.' }),
});
export type AnswerInput = z.infer<typeof zAnswerInput>;

export const zAnswerResult = z.object({
  correct: z.boolean(),
  expected: z.number().optional(),
  /** The 계산 보기, opened with the expected figure. */
  explanation: zExplanation.optional(),
});
export type AnswerResult = z.infer<typeof zAnswerResult>;

/**
 * A student's text for a 과제 the teacher marks: the 시장과 비교 explanation (required, the
 * service checks), or a free 과제's hand-in note (may be empty: handing in is the point).
 */
export const zCompareExplanationInput = strictBody({
  text: z
    .string({ error: '설명을 입력해주세요.' })
    .trim()
    .max(MAX_COMPARE_EXPLANATION, {
      error: `설명은 ${MAX_COMPARE_EXPLANATION}자 이하로 입력해주세요.`,
    }),
});
export type CompareExplanationInput = z.infer<typeof zCompareExplanationInput>;

export const zMarkInput = strictBody({
  done: z.boolean({ error: '완료 여부를 선택해주세요.' }),
});

/** Where in the app the teacher opens the evidence itself: a trade, the 과제 matrix, a 단일가 매매. */
export const zEvidenceLink = z.object({ to: z.string(), label: z.string() });
export type EvidenceLink = z.infer<typeof zEvidenceLink>;

/** One dated 누가기록 entry: what the student did, when, under which 성취기준. */
export const zEvidenceItem = z.object({
  at: z.string(),
  standard: zStandardCode,
  kind: z.enum(['assignment', 'rationale', 'reflection', 'answer', 'auction']),
  title: z.string(),
  detail: z.string(),
  link: zEvidenceLink.optional(),
});
export type EvidenceItem = z.infer<typeof zEvidenceItem>;

/** A saved text and when: a student's 시장과 비교 explanation. */
export const zSavedText = z.object({ text: z.string(), updatedAt: z.string() });

/** The 세특 the teacher wrote, who saved it last (null once that account is gone), and the facts ticked. */
export const zTeacherRecord = zSavedText.extend({
  updatedBy: z.string().nullable(),
  checkedFacts: z.array(z.string()),
});
export type TeacherRecord = z.infer<typeof zTeacherRecord>;

export const zEvidenceReport = z.object({
  student: z.object({
    id: z.number().int(),
    name: z.string(),
    number: z.string().nullable(),
    className: z.string().nullable(),
  }),
  groups: z.array(
    z.object({ standard: zStandardCode, text: z.string(), items: z.array(zEvidenceItem) }),
  ),
  /** The rubric-scored rationales over the term, oldest first; null when none was scored. */
  rubricTrend: z
    .object({
      points: z.array(
        z.object({
          at: z.string(),
          stockName: z.string(),
          total: z.number(),
          max: z.number(),
          percent: z.number(),
        }),
      ),
      first: z.number(),
      last: z.number(),
      change: z.number(),
    })
    .nullable(),
  /**
   * Facts the app observed in the evidence, for the teacher to check against their own
   * observation and tick 확인함: never text for the 세특 box (2026 기재요령, docs/decisions).
   */
  facts: z.array(z.string()),
  saved: zTeacherRecord.nullable(),
});
export type EvidenceReport = z.infer<typeof zEvidenceReport>;

export const zRecordDraftInput = strictBody({
  text: z
    .string({ error: '세특을 입력해주세요.' })
    .trim()
    .max(MAX_RECORD_DRAFT, { error: `세특은 ${MAX_RECORD_DRAFT}자 이하로 입력해주세요.` }),
  /** The observed facts ticked 확인함; facts the page no longer lists are not kept. */
  checkedFacts: z
    .array(z.string({ error: '확인한 사실을 다시 선택해주세요.' }), {
      error: '확인한 사실을 다시 선택해주세요.',
    })
    .max(MAX_CHECKED_FACTS, { error: '확인한 사실을 다시 선택해주세요.' })
    .default([]),
});
export type RecordDraftInput = z.infer<typeof zRecordDraftInput>;

/** The class report's 세특 lines: each student's own 세특 and how much 누가기록 stands behind it. */
export const zClassRecordDrafts = z.array(
  z.object({
    studentId: z.number().int(),
    /** The teacher's own 세특, who saved it last and when; null until one is saved. */
    draft: z.string().nullable(),
    savedAt: z.string().nullable(),
    savedBy: z.string().nullable(),
    evidence: z.array(z.object({ standard: zStandardCode, count: z.number().int() })),
  }),
);
export type ClassRecordDrafts = z.infer<typeof zClassRecordDrafts>;

export const zAssignmentDone = z.object({
  assignmentId: z.number().int(),
  classId: z.number().int(),
  studentId: z.number().int(),
  title: z.string(),
  status: zAssignmentStatus,
  completedAt: z.string(),
  serverTime: z.number().int(),
});
export type AssignmentDone = z.infer<typeof zAssignmentDone>;
