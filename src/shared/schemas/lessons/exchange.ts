import { z } from 'zod';
import { zExplanation, zMetric } from '../explanation';
import { strictBody } from '../strict';

// 12경수01-02 환율: the student's return seen in dollars and 환전 of their cash, at the rates the
// teacher entered for the class, or the 예시 환율 (labelled so) until they do.

const rate = (what: string) =>
  z
    .number({ error: `${what}은 100원 이상 10,000원 이하로 입력해 주세요.` })
    .min(100, { error: `${what}은 100원 이상 10,000원 이하로 입력해 주세요.` })
    .max(10_000, { error: `${what}은 100원 이상 10,000원 이하로 입력해 주세요.` })
    .multipleOf(0.01, { error: `${what}은 소수 둘째 자리까지 입력해 주세요.` });

export const zExchangeRates = strictBody({
  startRate: rate('기간 시작 환율'),
  endRate: rate('현재 환율'),
  spreadPercent: z
    .number({ error: '스프레드는 0 % 이상 10 % 이하로 입력해 주세요.' })
    .min(0, { error: '스프레드는 0 % 이상 10 % 이하로 입력해 주세요.' })
    .max(10, { error: '스프레드는 0 % 이상 10 % 이하로 입력해 주세요.' })
    .multipleOf(0.01, { error: '스프레드는 소수 둘째 자리까지 입력해 주세요.' }),
  preferentialPercent: z
    .number({ error: '우대율은 0 % 이상 100 % 이하의 정수로 입력해 주세요.' })
    .int({ error: '우대율은 0 % 이상 100 % 이하의 정수로 입력해 주세요.' })
    .min(0, { error: '우대율은 0 % 이상 100 % 이하의 정수로 입력해 주세요.' })
    .max(100, { error: '우대율은 0 % 이상 100 % 이하의 정수로 입력해 주세요.' }),
});
export type ExchangeRatesInput = z.infer<typeof zExchangeRates>;

export const zExchangeLesson = z.object({
  /** The student's class, for the teacher's rate form; null for a student without a class. */
  classId: z.number().int().nullable(),
  rates: zExchangeRates,
  /** No rates entered yet: the 예시 환율. Either way the rates are not market data. */
  exampleRates: z.boolean(),
  /** "예시 환율" or "선생님이 입력한 환율": shown beside every rate. */
  ratesLabel: z.string(),
  /** The period: the first deposit's KST day to today's. */
  from: z.string().nullable(),
  to: z.string(),
  wonReturn: zMetric,
  dollarReturn: zMetric.nullable(),
  /** Why the dollar return is missing (no money in yet), else null. */
  missing: z.string().nullable(),
  conversion: z.object({
    /** The student's cash, or 1,000,000원 labelled 예시 when they have none. */
    won: z.number().int(),
    exampleCash: z.boolean(),
    buyingRate: zExplanation,
    preferredRate: zExplanation,
    sellingRate: zExplanation,
    dollars: zExplanation,
    preferredDollars: zExplanation,
    wonBack: zExplanation,
  }),
});
export type ExchangeLesson = z.infer<typeof zExchangeLesson>;
