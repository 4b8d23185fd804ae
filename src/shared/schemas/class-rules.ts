import { z } from 'zod';
import { MAX_WON } from '../domain/trading/ledger';
import { strictBody } from './strict';

// 우리 반 규칙: the class's trading rules, set by its teacher (docs/product/trading.md#class-rules).

export const ruleMessages = {
  invalidCash: '시작 자금은 0원 이상 1조 원 이하의 1,000원 단위로 입력해주세요',
  invalidFee: '수수료율은 0 %에서 1 % 사이로 입력해주세요',
  invalidPositionLimit: '한 종목 비중 한도는 1 %에서 100 % 사이로 입력해주세요',
  invalidOrderLimit: '하루 주문 한도는 1회에서 1,000회 사이로 입력해주세요',
  marketsRequired: '거래할 시장을 하나 이상 고르세요',
  invalidTime: '시간은 09:00처럼 입력해주세요',
  periodOrder: '교시의 끝 시간은 시작 시간보다 늦어야 합니다',
  timetableRequired: '시간표에 교시를 하나 이상 넣어주세요',
  timetableTooLong: '시간표에는 교시를 40개까지 넣을 수 있습니다',
  periodLabel: '교시 이름을 10자 이내로 입력해주세요',
  invalidDepositRate: '정기예금 금리는 0 %에서 20 % 사이로 입력해주세요',
  invalidRegularAmount: '적립 금액은 1,000원 이상 1억 원 이하의 1,000원 단위로 입력해주세요',
  invalidSchedule: '적립 주기를 매주 또는 매달 중에서 고르세요',
} as const;

/** Markets a class may allow; KOSDAQ GLOBAL stocks count as KOSDAQ. */
export const RULE_MARKETS = ['KOSPI', 'KOSDAQ', 'KONEX'] as const;
export const zRuleMarket = z.enum(RULE_MARKETS);
export type RuleMarket = z.infer<typeof zRuleMarket>;

export const WEEKDAY_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const zClock = z.string(ruleMessages.invalidTime).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: ruleMessages.invalidTime,
});

/** One class period in KST, e.g. 월 3교시 10:40–11:30 (weekday 1 = Monday … 5 = Friday). */
export const zClassPeriod = strictBody({
  weekday: z.number().int().min(1).max(5),
  label: z.string(ruleMessages.periodLabel).trim().min(1, ruleMessages.periodLabel).max(10, {
    error: ruleMessages.periodLabel,
  }),
  start: zClock,
  end: zClock,
}).refine((period) => period.start < period.end, {
  message: ruleMessages.periodOrder,
  path: ['end'],
});
export type ClassPeriod = z.infer<typeof zClassPeriod>;

export const zTradingHours = z.enum(['MARKET', 'TIMETABLE']);
export type TradingHours = z.infer<typeof zTradingHours>;

export const MAX_FEE_RATE_PPM = 10_000;
export const MAX_DEPOSIT_RATE_BP = 2_000;
export const MAX_REGULAR_DEPOSIT = 100_000_000;

/** 적립식 (docs/product/trading.md#starting-cash-and-deposits): this much is deposited for every student on each scheduled school day. */
export const zRegularDeposit = strictBody({
  amount: z
    .number(ruleMessages.invalidRegularAmount)
    .int(ruleMessages.invalidRegularAmount)
    .min(1_000, ruleMessages.invalidRegularAmount)
    .max(MAX_REGULAR_DEPOSIT, ruleMessages.invalidRegularAmount)
    .multipleOf(1_000, ruleMessages.invalidRegularAmount),
  schedule: z.enum(['WEEKLY', 'MONTHLY'], ruleMessages.invalidSchedule),
});
export type RegularDeposit = z.infer<typeof zRegularDeposit>;

/** What the 부등식의 영역 view maximises: the number of shares, or the money invested. */
export const zRegionObjective = z.enum(['SHARES', 'INVESTED']);
export type RegionObjective = z.infer<typeof zRegionObjective>;

export const zClassRules = strictBody({
  initialCash: z
    .number(ruleMessages.invalidCash)
    .int(ruleMessages.invalidCash)
    .min(0, ruleMessages.invalidCash)
    .max(MAX_WON, ruleMessages.invalidCash)
    .multipleOf(1_000, ruleMessages.invalidCash),
  /** Brokerage fee in parts per million: 150 = 0.015 %. */
  feeRatePpm: z
    .number(ruleMessages.invalidFee)
    .int(ruleMessages.invalidFee)
    .min(0, ruleMessages.invalidFee)
    .max(MAX_FEE_RATE_PPM, ruleMessages.invalidFee),
  /** Whether sells pay the securities transaction tax (by market: KONEX 0.10 %, else 0.20 % in 2026). */
  sellTax: z.boolean(),
  /** Largest share one stock may take of the total assets after a buy; null: no limit. */
  maxPositionPercent: z
    .number(ruleMessages.invalidPositionLimit)
    .int(ruleMessages.invalidPositionLimit)
    .min(1, ruleMessages.invalidPositionLimit)
    .max(100, ruleMessages.invalidPositionLimit)
    .nullable(),
  /** Most orders a student may place per KST day; null: no limit. */
  maxOrdersPerDay: z
    .number(ruleMessages.invalidOrderLimit)
    .int(ruleMessages.invalidOrderLimit)
    .min(1, ruleMessages.invalidOrderLimit)
    .max(1_000, ruleMessages.invalidOrderLimit)
    .nullable(),
  markets: z
    .array(zRuleMarket, ruleMessages.marketsRequired)
    .min(1, ruleMessages.marketsRequired)
    .max(RULE_MARKETS.length, ruleMessages.marketsRequired)
    .refine((list) => new Set(list).size === list.length, ruleMessages.marketsRequired),
  tradingHours: zTradingHours,
  timetable: z.array(zClassPeriod).max(40, ruleMessages.timetableTooLong),
  // The lesson rules default so that a client written before them still saves the others.
  /** The 정기예금 rate the analytics compare with, in basis points: 300 = 3.00 %/yr. */
  depositRateBp: z
    .number(ruleMessages.invalidDepositRate)
    .int(ruleMessages.invalidDepositRate)
    .min(0, ruleMessages.invalidDepositRate)
    .max(MAX_DEPOSIT_RATE_BP, ruleMessages.invalidDepositRate)
    .default(300),
  regularDeposit: zRegularDeposit.nullable().default(null),
  regionObjective: zRegionObjective.default('SHARES'),
}).refine((rules) => rules.tradingHours === 'MARKET' || rules.timetable.length > 0, {
  message: ruleMessages.timetableRequired,
  path: ['timetable'],
});
export type ClassRules = z.infer<typeof zClassRules>;

export const DEFAULT_CLASS_RULES: ClassRules = {
  initialCash: 10_000_000,
  feeRatePpm: 150,
  sellTax: true,
  maxPositionPercent: null,
  maxOrdersPerDay: null,
  markets: [...RULE_MARKETS],
  tradingHours: 'MARKET',
  timetable: [],
  depositRateBp: 300,
  regularDeposit: null,
  regionObjective: 'SHARES',
};

/** One line of the rule-change log: which rule, from what to what (display texts). */
export const zRuleChange = z.object({ rule: z.string(), from: z.string(), to: z.string() });
export type RuleChange = z.infer<typeof zRuleChange>;

export const zRuleChangeEntry = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  changedBy: z.string(),
  changes: z.array(zRuleChange),
});
export type RuleChangeEntry = z.infer<typeof zRuleChangeEntry>;

/** GET /trading/rules: the student's class rules for the 우리 반 규칙 card. */
export const zMyClassRules = z.object({
  className: z.string().nullable(),
  rules: zClassRules,
  ordersToday: z.number().int(),
  /** The teacher requires a 회고 on every sell (set with the rubric). */
  reflectionRequired: z.boolean(),
});
export type MyClassRules = z.infer<typeof zMyClassRules>;
