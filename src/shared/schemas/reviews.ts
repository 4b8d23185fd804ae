import { z } from 'zod';
import { zExplanation, zMetric } from './explanation';
import { reviewMessages as m } from '../review-messages';
import { strictBody } from './strict';
import { zTradeType, zTransaction } from './trading';

// Rubric, review, feedback and reflection contracts (ADR 0012).

export const MAX_COMMENT_LENGTH = 2000;
export const MAX_REFLECTION_LENGTH = 1000;

export const zRubricLevel = z.strictObject({
  label: z
    .string({ error: m.levelLabel })
    .trim()
    .min(1, { error: m.levelLabel })
    .max(20, { error: m.levelLabelTooLong }),
  points: z
    .number({ error: m.levelPoints })
    .int({ error: m.levelPoints })
    .min(0, { error: m.levelPoints })
    .max(100, { error: m.levelPoints }),
});
export type RubricLevel = z.infer<typeof zRubricLevel>;

export const zRubricCriterionInput = z.strictObject({
  name: z
    .string({ error: m.criterionName })
    .trim()
    .min(1, { error: m.criterionName })
    .max(30, { error: m.criterionNameTooLong }),
  description: z.string().trim().max(200, { error: m.descriptionTooLong }).default(''),
  levels: z
    .array(zRubricLevel, { error: m.levelsCount })
    .min(1, { error: m.levelsCount })
    .max(4, { error: m.levelsCount }),
});

export const zRubricInput = strictBody({
  criteria: z
    .array(zRubricCriterionInput, { error: m.criteriaCount })
    .min(2, { error: m.criteriaCount })
    .max(6, { error: m.criteriaCount })
    .refine((list) => new Set(list.map((c) => c.name)).size === list.length, {
      error: m.criterionNamesUnique,
    }),
});
export type RubricInput = z.input<typeof zRubricInput>;

export const zRubricCriterion = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  levels: z.array(zRubricLevel),
});
export type RubricCriterion = z.infer<typeof zRubricCriterion>;

export const zRubric = z.object({
  classId: z.number().int(),
  version: z.number().int(),
  criteria: z.array(zRubricCriterion),
  reflectionRequired: z.boolean(),
  /** Reviews given with any version of this class's rubric. */
  reviewCount: z.number().int(),
});
export type Rubric = z.infer<typeof zRubric>;

export const zReflectionSetting = strictBody({
  required: z.boolean({ error: '회고 필수 여부를 선택해주세요' }),
});

export const zReviewInput = strictBody({
  scores: z
    .array(
      z.strictObject({
        criterionId: z.number({ error: m.unknownCriterion }).int({ error: m.unknownCriterion }),
        level: z
          .number({ error: m.levelOutOfRange })
          .int({ error: m.levelOutOfRange })
          .min(1, { error: m.levelOutOfRange })
          .max(4, { error: m.levelOutOfRange }),
      }),
      { error: m.allCriteriaScored },
    )
    .min(1, { error: m.allCriteriaScored })
    .max(6, { error: m.unknownCriterion }),
  comment: z
    .string({ error: m.commentTooLong })
    .trim()
    .max(MAX_COMMENT_LENGTH, { error: m.commentTooLong })
    .default(''),
});
export type ReviewInput = z.input<typeof zReviewInput>;

export const zReflectionInput = strictBody({
  text: z
    .string({ error: m.reflectionRequired })
    .trim()
    .min(1, { error: m.reflectionRequired })
    .max(MAX_REFLECTION_LENGTH, { error: m.reflectionTooLong }),
});

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.invalidDate });

export const zReviewQuery = z.object({
  status: z.enum(['unreviewed', 'reviewed']).optional(),
  studentId: z.coerce.number().int().positive().optional(),
  symbol: z
    .string()
    .regex(/^[0-9A-Z]{6}$/)
    .optional(),
  side: zTradeType.optional(),
  /** KST calendar days, inclusive. */
  from: zDay.optional(),
  to: zDay.optional(),
  /** Within each group (unreviewed first): newest first, or by 학번 (students without one last). */
  sort: z.enum(['recent', 'number']).optional(),
});
export type ReviewQuery = z.infer<typeof zReviewQuery>;

export const zScore = z.object({
  criterionId: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  label: z.string(),
  points: z.number().int(),
  maxPoints: z.number().int(),
});

export const zReview = z.object({
  id: z.number().int(),
  tradeId: z.number().int(),
  rubricVersion: z.number().int(),
  scores: z.array(zScore),
  totalPoints: z.number().int(),
  maxPoints: z.number().int(),
  comment: z.string(),
  reviewerName: z.string().nullable(),
  reviewedAt: z.string(),
  readAt: z.string().nullable(),
});
export type Review = z.infer<typeof zReview>;

export const zReflection = z.object({
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reflection = z.infer<typeof zReflection>;

/** A trade in the student's history with what the teacher and the student added to it. */
export const zExplained = z.object({
  value: z.number(),
  formula: z.string(),
  steps: z.array(z.string()),
});

export const zHistoryItem = zTransaction.extend({
  review: zReview.nullable(),
  reflection: zReflection.nullable(),
  canReflect: z.boolean(),
  /** The class requires reflections on sells and this sell has none yet. */
  reflectionDue: z.boolean(),
  /** A sell's 실현 손익 before fee and tax, with its arithmetic; null for buys. */
  realised: zExplained.nullable(),
  /** What the 회고 compares: the price now and the move since the trade; null while unpriced. */
  currentPrice: z.number().int().nullable(),
  /**
   * The trade's price in today's shares when a corporate action came since (수정 거래 가격, with
   * its 계산 보기); the move compares the current price with it. Null: no action since.
   */
  adjustedPrice: zExplanation.nullable(),
  move: zExplained.nullable(),
});
export type HistoryItem = z.infer<typeof zHistoryItem>;

export const zFeedback = z.object({
  items: z.array(zHistoryItem),
  unreadCount: z.number().int(),
});
export type Feedback = z.infer<typeof zFeedback>;

export const zEarlierTrade = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  type: zTradeType,
  quantity: z.number().int(),
  price: z.number().int(),
});

export const zQueueItem = z.object({
  trade: zTransaction.extend({
    userId: z.number().int(),
    userName: z.string(),
    /** 학번 (10315); null for a student who registered with the class code. */
    userNumber: z.string().nullable(),
  }),
  currentPrice: z.number().int().nullable(),
  /** +x % since the trade, with its arithmetic; null while the stock has no price. */
  move: zExplained.nullable(),
  earlierTrades: z.array(zEarlierTrade),
  review: zReview.nullable(),
  reflection: zReflection.nullable(),
});
export type QueueItem = z.infer<typeof zQueueItem>;

export const zReviewQueue = z.object({
  rubric: zRubric,
  items: z.array(zQueueItem),
  unreviewedCount: z.number().int(),
});
export type ReviewQueue = z.infer<typeof zReviewQueue>;

export const zReportFigure = zExplained.extend({
  key: z.string(),
  label: z.string(),
  unit: z.enum(['won', 'percent', 'count']),
});
export type ReportFigureView = z.infer<typeof zReportFigure>;

export const zStudentReport = z.object({
  student: z.object({
    id: z.number().int(),
    /** 학번 (10315) from the 명렬표; null for a student who registered with the class code. */
    number: z.string().nullable(),
    name: z.string(),
    className: z.string().nullable(),
  }),
  generatedAt: z.string(),
  /** Every figure with its arithmetic; new metrics are added to this list only. */
  figures: z.array(zReportFigure),
  /** The 경제수학 figures of the analytics page (all time), each with its explanation. */
  metrics: z.array(zMetric),
  holdings: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      averagePrice: z.number(),
      currentPrice: z.number().int(),
      currentValue: z.number().int(),
      profitLossPercent: z.number(),
    }),
  ),
  trades: z.array(zTransaction),
  criteria: z.array(
    z.object({
      name: z.string(),
      overall: z.number(),
      periods: z.array(
        z.object({ period: z.string(), percent: z.number(), count: z.number().int() }),
      ),
    }),
  ),
  bestRationales: z.array(
    z.object({
      trade: zTransaction,
      totalPoints: z.number().int(),
      maxPoints: z.number().int(),
      comment: z.string(),
    }),
  ),
  reflections: z.array(z.object({ trade: zTransaction, text: z.string() })),
});
export type StudentReport = z.infer<typeof zStudentReport>;

export const zClassReport = z.object({
  classId: z.number().int(),
  className: z.string(),
  students: z.array(zStudentReport),
});
export type ClassReport = z.infer<typeof zClassReport>;
