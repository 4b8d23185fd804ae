import { z } from 'zod';
import { zExplanation, zHistogram } from './explanation';
import { zReview } from './reviews';

// Teacher views of a class and its students (docs/product/api.md#fields: class student row, statistics, activity).

export const zClassStudentRow = z.object({
  id: z.number().int(),
  /** 학번 (10315) from the class's 명렬표; null for a student who registered with the code. */
  number: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  currentCash: z.number().int(),
  totalValue: z.number().int(),
  totalProfitLossPercent: z.number(),
  holdingsCount: z.number().int(),
  /** The record of a student moved to another class (docs/decisions/0021): read, not moved again. */
  moved: z.boolean(),
});
export type ClassStudentRow = z.infer<typeof zClassStudentRow>;

export const zClassDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** When the teacher ended the class (종료); null while it runs. */
  endedAt: z.string().nullable(),
  _count: z.object({ students: z.number().int() }),
  students: z.array(zClassStudentRow),
});
export type ClassDetail = z.infer<typeof zClassDetail>;

export const zClassStatistics = z.object({
  totalStudents: z.number().int(),
  activeStudents: z.number().int(),
  avgReturn: z.number(),
  bestReturn: z.number(),
  worstReturn: z.number(),
  mostTradedStocks: z.array(
    z.object({ name: z.string(), symbol: z.string(), tradeCount: z.number().int() }),
  ),
  /** The distribution of all-time returns (ratios: 0.13 = 13 %), each with formula and steps. */
  mean: zExplanation,
  median: zExplanation,
  stdev: zExplanation,
  quartiles: z.object({ q1: zExplanation, q2: zExplanation, q3: zExplanation }),
  histogram: zHistogram,
});
export type ClassStatistics = z.infer<typeof zClassStatistics>;

const zActivityStock = z.object({
  name: z.string(),
  symbol: z.string(),
  currentPrice: z.number().int(),
});

export const zStudentActivity = z.object({
  student: z.object({
    id: z.number().int(),
    /** 학번 from the class's 명렬표; null for a student who registered with the code. */
    number: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    currentCash: z.number().int(),
    className: z.string().nullable(),
    classId: z.number().int().nullable(),
    /** Their personal data was erased (개인정보 파기): the figures stay under 학생 N. */
    erased: z.boolean(),
  }),
  portfolio: z.object({
    totalValue: z.number().int(),
    totalProfitLoss: z.number().int(),
    totalProfitLossPercent: z.number(),
  }),
  holdings: z.array(
    z.object({
      id: z.number().int(),
      quantity: z.number().int(),
      averagePrice: z.number(),
      currentValue: z.number().int(),
      profitLossPercent: z.number(),
      stock: zActivityStock,
    }),
  ),
  transactions: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(['BUY', 'SELL']),
      quantity: z.number().int(),
      price: z.number().int(),
      totalAmount: z.number().int(),
      createdAt: z.string(),
      reason: z.string(),
      /** The student's 회고 on this trade, if written. */
      reflection: z.string().nullable(),
      /** The teacher's rubric scores and comment on this trade, once given. */
      review: zReview.nullable(),
      stock: zActivityStock.pick({ name: true, symbol: true }),
    }),
  ),
});
export type StudentActivity = z.infer<typeof zStudentActivity>;
