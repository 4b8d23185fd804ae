import { z } from 'zod';
import { queryInteger } from '../query-integer';
import { zMetric } from '../explanation';
import { zLessonQuery } from './lesson-query';

/** The lesson's student, and which of the class's closed auctions (the newest by default). */
export const zElasticityQuery = zLessonQuery.extend({
  auction: queryInteger('올바른 단일가 매매 번호가 아닙니다.', {
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
  }).optional(),
});
export type ElasticityQuery = z.infer<typeof zElasticityQuery>;

export const elasticityMessages = {
  noAuction:
    '아직 우리 반에서 마감된 단일가 매매가 없어요. 선생님이 학급 단일가 매매를 열고 마감하면, 그 수요곡선으로 가격탄력성을 구할 수 있어요.',
} as const;

const zPriceQuantity = z.object({ price: z.number().int(), quantity: z.number().int() });

export const zDemandStep = z.object({
  price: z.number().int(),
  demand: z.number().int(),
  revenue: z.number().int(),
});
export type DemandStepView = z.infer<typeof zDemandStep>;

export const zElasticityReading = z.enum(['elastic', 'inelastic', 'unit']);

/** A closed auction the lesson can be reopened on, newest first. */
export const zClosedAuction = z.object({
  id: z.number().int(),
  symbol: z.string(),
  stockName: z.string(),
  closesAt: z.string(),
  clearingPrice: z.number().int().nullable(),
});

export const zElasticityLesson = z.object({
  auctions: z.array(zClosedAuction),
  /** Null: the class has no closed auction yet (`message` says what to do). */
  chosen: zClosedAuction
    .extend({
      referencePrice: z.number().int(),
      executedQuantity: z.number().int().nullable(),
      orderCount: z.number().int(),
      /** The step curves as the auction page draws them: prices and quantities, no names. */
      demand: z.array(zPriceQuantity),
      supply: z.array(zPriceQuantity),
      steps: z.array(zDemandStep),
      arc: z.object({ low: zDemandStep, high: zDemandStep, brackets: z.boolean() }).nullable(),
      elasticity: zMetric,
      reading: zElasticityReading.nullable(),
      readingText: z.string().nullable(),
      bestRevenue: zDemandStep.nullable(),
    })
    .nullable(),
  message: z.string().nullable(),
});
export type ElasticityLessonView = z.infer<typeof zElasticityLesson>;
